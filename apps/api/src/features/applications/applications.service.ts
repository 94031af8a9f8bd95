import type { Kysely, Selectable } from 'kysely';
import {
  checklistItemSchema,
  type Application,
  type ChecklistItem,
  type CreateApplicationInput,
  type UpdateApplicationInput,
} from '@campuspath/contract/applications';
import {
  APPLICATION_ROUND_LABELS,
  APPLICATIONS_FULL_MESSAGE,
  APPLICATIONS_MAX,
  DEFAULT_CHECKLIST_LABELS,
  checklistMissingItems,
  checklistProgress,
  findDeadlineTaskTitle,
  isApplicationOpen,
  roundHasDeadline,
  type ApplicationRound,
  type ApplicationStatus,
} from '@campuspath/contract/applications-terms';
import { TASKS_MAX } from '@campuspath/contract/tasks-terms';
import type { Catalog } from '../../catalog/catalog.ts';
import type { CatalogSchool } from '../../catalog/catalog-school.ts';
import type { ApplicationsTable, Database } from '../../db/schema.ts';
import { notFound, refuseField, refuseFields, type HttpError } from '../../lib/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { requireRoom } from '../../lib/quota.ts';
import { isUniqueViolation } from '../../lib/unique-violation.ts';
import { followApplicationDeadlines } from './plan-task-dates.ts';
import { withStudentLock } from '../auth/student-lock.ts';
import { countDocumentLinksByApplication } from '../documents/documents.store.ts';
import { countEssayLinksByApplication } from '../essays/essays.store.ts';
import { countTasks, insertTasks } from '../tasks/tasks.store.ts';
import {
  countApplications,
  findApplicationRow,
  findApplicationTo,
  insertApplications,
  listApplicationRows,
  listOwnedApplicationIds,
  updateApplicationRow,
} from './applications.store.ts';
import { afterDecisionChange, createdDecisionColumns, decisionChanges } from './application-decisions.ts';
import { timeZoneForState } from './state-time-zones.ts';
import { readJsonList } from '../../lib/json-column.ts';

export interface ApplicationsDeps {
  db: Kysely<Database>;
  catalog: Catalog;
  storage: FileStorage;
  now: Clock;
}

type ApplicationRow = Selectable<ApplicationsTable>;
type ChecklistInput = NonNullable<CreateApplicationInput['checklist']>;

/** Gives every item an id (new items come without one) and makes ids unique. */
function normalizeChecklist(items: ChecklistInput): ChecklistItem[] {
  const seen = new Set<string>();
  return items.map((item) => {
    const id = item.id && !seen.has(item.id) ? item.id : newId();
    seen.add(id);
    return { id, label: item.label, done: item.done };
  });
}

export const defaultChecklist = (): ChecklistItem[] => DEFAULT_CHECKLIST_LABELS.map((label) => ({ id: newId(), label, done: false }));

function findSchool(catalog: Catalog, schoolId: number): CatalogSchool | null {
  const school = catalog.find(String(schoolId));
  return school && school.id === schoolId ? school : null;
}

const schoolName = (catalog: Catalog, schoolId: number) => findSchool(catalog, schoolId)?.name ?? `school ${schoolId}`;

function toApplication(catalog: Catalog, row: ApplicationRow, links: { essays: number; documents: number }): Application {
  const school = findSchool(catalog, row.school_id);
  const checklist = readJsonList(row.checklist, checklistItemSchema);
  return {
    id: row.id,
    schoolId: row.school_id,
    school: school ? { id: school.id, name: school.name, slug: school.slug, city: school.city, state: school.state } : null,
    round: row.round as ApplicationRound,
    status: row.status as ApplicationStatus,
    deadline: row.deadline,
    timeZone: row.time_zone,
    decisionDate: row.decision_date,
    notes: row.notes,
    portalUrl: row.portal_url,
    checklist,
    progress: checklistProgress(checklist),
    missingItems: checklistMissingItems(row.status as ApplicationStatus, checklist),
    decidedOn: row.decided_on,
    replyDeadline: row.reply_deadline,
    replyDeadlineSource: row.reply_deadline_source,
    replyDeadlineBy: row.reply_deadline_by_name,
    depositPaid: Boolean(row.deposit_paid),
    attending: Boolean(row.attending),
    waitlistReplyDate: row.waitlist_reply_date,
    linkedEssays: links.essays,
    linkedDocuments: links.documents,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

/** Linked essay and document counts per application of the user (one query per link table). */
async function linkCounts(db: Kysely<Database>, userId: string, applicationId?: string) {
  const [essays, documents] = await Promise.all([
    countEssayLinksByApplication(db, userId, applicationId),
    countDocumentLinksByApplication(db, userId, applicationId),
  ]);
  // PostgreSQL returns count(*) as a string.
  const toMap = (rows: { application_id: string; count: string | number | bigint }[]) =>
    new Map(rows.map((row) => [row.application_id, Number(row.count)]));
  const essayMap = toMap(essays);
  const documentMap = toMap(documents);
  return (id: string) => ({ essays: essayMap.get(id) ?? 0, documents: documentMap.get(id) ?? 0 });
}

export async function findOwnedApplication(db: Kysely<Database>, userId: string, id: string): Promise<ApplicationRow | null> {
  return (await findApplicationRow(db, userId, id)) ?? null;
}

/** The user's application, or 404 (another user's id answers the same as a missing one). */
export async function requireOwnedApplication(db: Kysely<Database>, userId: string, id: string): Promise<ApplicationRow> {
  const row = await findOwnedApplication(db, userId, id);
  if (!row) throw notFound(/*i18n*/ 'Application not found');
  return row;
}

/**
 * Every id names one of the user's applications, or 400 on `applicationIds`: a body that links
 * something to applications may name only the student's own (another user's id answers like an
 * unknown one). The set form of requireOwnedApplication, for link lists.
 */
export async function requireOwnedApplications(db: Kysely<Database>, userId: string, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  const owned = await listOwnedApplicationIds(db, userId, ids);
  if (owned.length !== ids.length) {
    throw refuseFields({ applicationIds: /*i18n*/ 'Choose from your applications' });
  }
}

/** The user's applications, soonest deadline first (no deadline last). */
export async function listApplications(deps: ApplicationsDeps, userId: string): Promise<Application[]> {
  const [rows, links] = await Promise.all([listApplicationRows(deps.db, userId), linkCounts(deps.db, userId)]);
  const applications = rows.map((row) => toApplication(deps.catalog, row, links(row.id)));
  return applications.sort((a, b) => (a.deadline ?? '9999').localeCompare(b.deadline ?? '9999'));
}

/** The user's application with its link counts, or 404. */
export async function requireApplication(deps: ApplicationsDeps, userId: string, id: string): Promise<Application> {
  const row = await requireOwnedApplication(deps.db, userId, id);
  const links = await linkCounts(deps.db, userId, id);
  return toApplication(deps.catalog, row, links(id));
}

function duplicateError(catalog: Catalog, schoolId: number, round: ApplicationRound): HttpError {
  const label = APPLICATION_ROUND_LABELS[round];
  const article = /^[AEIOU]/.test(label) ? 'an' : 'a';
  const message = `You already have ${article} ${label} application for ${schoolName(catalog, schoolId)}.`;
  return refuseField('round', message, { status: 409, code: 'duplicate_application' });
}

async function assertNoDuplicate(deps: ApplicationsDeps, userId: string, schoolId: number, round: ApplicationRound, exceptId?: string) {
  if (await findApplicationTo(deps.db, userId, schoolId, round, exceptId)) throw duplicateError(deps.catalog, schoolId, round);
}

/**
 * An application in a round with a deadline, created without one, gets a task to find
 * it, linking to the college's admissions page (IPEDS ADMINURL, else its website), in the same
 * transaction. A student whose task list is full (TASKS_MAX) gets no task; the form said so anyway.
 */
async function addFindDeadlineTask(
  trx: Kysely<Database>,
  userId: string,
  school: CatalogSchool,
  round: ApplicationRound,
  now: string,
): Promise<void> {
  if ((await countTasks(trx, userId)) >= TASKS_MAX) return;
  const page = school.urls.admissions ?? school.urls.website;
  await insertTasks(trx, [
    {
      id: newId(),
      user_id: userId,
      title: findDeadlineTaskTitle(school.name, round),
      due_date: null,
      category: 'application',
      priority: 'high',
      completed: 0,
      notes: page
        ? `The college's ${APPLICATION_ROUND_LABELS[round]} deadline is on its admissions page: ${page}`
        : `Look up the college's ${APPLICATION_ROUND_LABELS[round]} deadline on its website.`,
      created_at: now,
      updated_at: now,
    },
  ]);
}

export async function createApplication(deps: ApplicationsDeps, userId: string, input: CreateApplicationInput): Promise<Application> {
  const school = findSchool(deps.catalog, input.schoolId);
  if (!school) {
    throw refuseField('schoolId', /*i18n*/ 'Choose a school from the list', { message: /*i18n*/ 'No school in the catalogue has this id' });
  }
  await assertNoDuplicate(deps, userId, school.id, input.round);
  const clock = deps.now();
  const now = clock.toISOString();
  const id = newId();
  const decided = await createdDecisionColumns(deps.db, userId, input.status, clock);
  try {
    await withStudentLock(deps.db, userId, async (trx) => {
      requireRoom(await countApplications(trx, userId), APPLICATIONS_MAX, APPLICATIONS_FULL_MESSAGE);
      await insertApplications(trx, [
        {
          id,
          user_id: userId,
          school_id: school.id,
          round: input.round,
          deadline: input.deadline ?? null,
          time_zone: school.timeZone ?? timeZoneForState(school.state),
          status: input.status,
          decision_date: input.decisionDate ?? null,
          notes: input.notes,
          portal_url: input.portalUrl ?? null,
          checklist: JSON.stringify(input.checklist ? normalizeChecklist(input.checklist) : defaultChecklist()),
          ...decided,
          created_at: now,
          updated_at: now,
        },
      ]);
      await afterDecisionChange(trx, userId, { id, status: 'drafting' }, { status: input.status }, school.name, now);
      await followApplicationDeadlines(trx, userId, now);
      // Only while it is being prepared: an application entered as already sent has no deadline left to meet.
      if (!input.deadline && roundHasDeadline(input.round) && isApplicationOpen(input.status) && input.findDeadlineTask !== false) {
        await addFindDeadlineTask(trx, userId, school, input.round, now);
      }
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw duplicateError(deps.catalog, school.id, input.round);
    throw error;
  }
  return requireApplication(deps, userId, id);
}

export async function updateApplication(
  deps: ApplicationsDeps,
  userId: string,
  id: string,
  input: UpdateApplicationInput,
): Promise<Application> {
  const row = await requireOwnedApplication(deps.db, userId, id);
  if (input.round !== undefined && input.round !== row.round) {
    await assertNoDuplicate(deps, userId, row.school_id, input.round, id);
  }
  const now = deps.now();
  const decided = await decisionChanges(deps.db, userId, row, input, now);
  try {
    await withStudentLock(deps.db, userId, async (trx) => {
      await updateApplicationRow(trx, userId, id, {
        ...decided,
        ...(input.round !== undefined ? { round: input.round } : {}),
        ...(input.status !== undefined ? { status: input.status } : {}),
        ...(input.deadline !== undefined ? { deadline: input.deadline } : {}),
        ...(input.decisionDate !== undefined ? { decision_date: input.decisionDate } : {}),
        ...(input.notes !== undefined ? { notes: input.notes } : {}),
        ...(input.portalUrl !== undefined ? { portal_url: input.portalUrl } : {}),
        ...(input.checklist !== undefined ? { checklist: JSON.stringify(normalizeChecklist(input.checklist)) } : {}),
        updated_at: now.toISOString(),
      });
      await afterDecisionChange(trx, userId, row, input, schoolName(deps.catalog, row.school_id), now.toISOString());
      if (input.round !== undefined || input.deadline !== undefined) await followApplicationDeadlines(trx, userId, now.toISOString());
    });
  } catch (error) {
    if (isUniqueViolation(error) && input.round) throw duplicateError(deps.catalog, row.school_id, input.round);
    throw error;
  }
  return requireApplication(deps, userId, id);
}
