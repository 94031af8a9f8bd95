import type { Selectable } from 'kysely';
import type { ApplicationStatus } from '@campuspath/contract/applications-terms';
import type { Season, SeasonStep } from '@campuspath/contract/dashboard';
import {
  EARLY_DECISION_NOTE,
  ONE_DEPOSIT_RULE,
  REPLY_DEADLINE_DEFAULT_NOTE,
  applicationsToClose,
  isBindingAdmit,
  isDecisionStatus,
} from '@campuspath/contract/decisions-terms';
import { pagePaths } from '@campuspath/contract/page-paths';
import type { ApplicationRound } from '@campuspath/contract/applications-terms';
import type { Catalog } from '../../catalog/catalog.ts';
import type { ApplicationsTable } from '../../db/schema.ts';

type ApplicationRow = Selectable<ApplicationsTable>;

const byDate = (a: SeasonStep, b: SeasonStep) => (a.date ?? '9999').localeCompare(b.date ?? '9999') || a.label.localeCompare(b.label);

/**
 * The season once decisions come in (contract/dashboard.ts `season`): the offers to compare and
 * reply to by their dates, waitlists to answer, deferrals, and once the student attends one
 * college, its deposit and the other applications to decline or withdraw. Before any decision the
 * phase is `applying` and the dashboard's next step stays the readiness checklist.
 */
export function buildSeason(catalog: Catalog, applications: readonly ApplicationRow[]): Season {
  const nameOf = (row: ApplicationRow) => catalog.find(String(row.school_id))?.name ?? `School ${row.school_id}`;
  const href = (row: ApplicationRow) => pagePaths.application.getHref(row.id);
  const status = (row: ApplicationRow) => row.status as ApplicationStatus;
  const facts = (kind: SeasonStep['kind'], row: ApplicationRow) => ({
    kind,
    schoolName: nameOf(row),
    closeNames: [] as string[],
    replySource: null,
  });
  const attendingRow = applications.find((row) => row.attending && row.status === 'accepted') ?? null;
  const phase = attendingRow ? 'decided' : applications.some((row) => isDecisionStatus(status(row))) ? 'deciding' : 'applying';
  if (phase === 'applying') return { phase, steps: [], attending: null };

  const toClose = attendingRow
    ? applicationsToClose(
        applications.map((row) => ({ id: row.id, schoolName: nameOf(row), status: status(row) })),
        attendingRow.id,
      )
    : [];
  const steps: SeasonStep[] = [];
  if (attendingRow) {
    if (!attendingRow.deposit_paid) {
      steps.push({
        id: `deposit-${attendingRow.id}`,
        ...facts('deposit', attendingRow),
        label: `Pay your enrollment deposit to ${nameOf(attendingRow)}`,
        detail: ONE_DEPOSIT_RULE,
        href: href(attendingRow),
        date: attendingRow.reply_deadline,
      });
    }
    if (toClose.length > 0) {
      steps.push({
        id: `close-others-${attendingRow.id}`,
        ...facts('close-others', attendingRow),
        closeNames: toClose.map((entry) => entry.schoolName),
        label: 'Decline your other offers and withdraw your other applications',
        detail: `${toClose.map((entry) => entry.schoolName).join(', ')}: tell each college, then mark it Withdrawn here. ${ONE_DEPOSIT_RULE}`,
        href: href(attendingRow),
        date: null,
      });
    }
  } else {
    for (const row of applications) {
      if (isBindingAdmit({ round: row.round as ApplicationRound, status: status(row) })) {
        steps.push({
          id: `binding-${row.id}`,
          ...facts('binding', row),
          label: `Withdraw your other applications`,
          detail: EARLY_DECISION_NOTE,
          href: href(row),
          date: null,
        });
      } else if (row.status === 'accepted') {
        steps.push({
          id: `reply-${row.id}`,
          ...facts('reply', row),
          replySource: row.reply_deadline_source ? { source: row.reply_deadline_source, byName: row.reply_deadline_by_name } : null,
          label: `Compare your offer from ${nameOf(row)} and reply`,
          detail: row.reply_deadline_source
            ? `The college's reply and deposit date (source: ${row.reply_deadline_source}${
                row.reply_deadline_by_name ? `; recorded by ${row.reply_deadline_by_name}, counselor` : ''
              }).`
            : REPLY_DEADLINE_DEFAULT_NOTE,
          href: href(row),
          date: row.reply_deadline,
        });
      }
    }
  }
  for (const row of applications) {
    if (row.status === 'waitlisted') {
      steps.push({
        id: `waitlist-${row.id}`,
        ...facts('waitlist', row),
        label: `Answer ${nameOf(row)}'s waitlist offer`,
        detail: 'Confirm your interest by the college’s date; your task list has a short guide.',
        href: href(row),
        date: row.waitlist_reply_date,
      });
    }
  }
  // Once the student attends a college, its deposit (which holds the place) and closing the others
  // lead whatever the other dates: a waitlist stays listed, after them.
  const rank = attendingRow ? [`deposit-${attendingRow.id}`, `close-others-${attendingRow.id}`] : [];
  const leads = (step: SeasonStep) => (rank.includes(step.id) ? rank.indexOf(step.id) : rank.length);
  return {
    phase,
    steps: steps.sort((a, b) => leads(a) - leads(b) || byDate(a, b)),
    attending: attendingRow
      ? {
          applicationId: attendingRow.id,
          schoolName: nameOf(attendingRow),
          depositPaid: Boolean(attendingRow.deposit_paid),
          toClose,
          oneDepositRule: ONE_DEPOSIT_RULE,
        }
      : null,
  };
}
