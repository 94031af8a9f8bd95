import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { APPLICATION_STATUSES } from '@campuspath/contract/applications-terms';
import type { CaseloadStudent } from '@campuspath/contract/caseload';
import { paths } from '../../../config/paths.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { formatCount } from '../../../lib/format-size.ts';
import { APPLICATION_STATUS_NAMES } from '../../../lib/plan-terms.ts';

const NOT_SHARED = msg`Not shared`;
const cellClass = 'px-3 py-3 align-top';

function applicationsText(i18n: I18n, byStatus: CaseloadStudent['applicationsByStatus']): string {
  if (!byStatus) return i18n._(NOT_SHARED);
  const parts = APPLICATION_STATUSES.filter((status) => (byStatus[status] ?? 0) > 0).map(
    (status) => `${formatCount(byStatus[status])} ${i18n._(APPLICATION_STATUS_NAMES[status]).toLocaleLowerCase(i18n.locale)}`,
  );
  return parts.length ? parts.join(', ') : i18n._(msg`None yet`);
}

/**
 * "2 / 3 / 1" reach, target and safety; when none of the saved colleges has an estimate (no
 * test score on the profile, or nothing saved that reports one), it says so rather than "0 / 0 / 0".
 */
function balanceText(i18n: I18n, balance: CaseloadStudent['balance']): string {
  if (!balance) return i18n._(NOT_SHARED);
  if (balance.reach + balance.target + balance.safety === 0 && balance.unknown > 0) return i18n._(msg`No estimates yet`);
  return `${formatCount(balance.reach)} / ${formatCount(balance.target)} / ${formatCount(balance.safety)}`;
}

const count = (i18n: I18n, value: number | null) => (value === null ? i18n._(NOT_SHARED) : formatCount(value));

/** "1 pending, 2 submitted": the letters asked of teachers in the app (and any awaiting a counselor's approval). */
function lettersText(i18n: I18n, requests: CaseloadStudent['letterRequests']): string {
  if (!requests) return i18n._(NOT_SHARED);
  const { pending, submitted, awaitingApproval } = requests;
  if (pending + submitted + awaitingApproval === 0) return i18n._(msg`None asked`);
  const asked = i18n._(msg`${pending} pending, ${submitted} submitted`);
  return awaitingApproval > 0 ? `${asked}, ${i18n._(msg`${awaitingApproval} awaiting approval`)}` : asked;
}

const lastActivityText = (i18n: I18n, lastActivity: string | null) =>
  lastActivity ? formatDate(lastActivity, 'short') : i18n._(msg`None`);

/**
 * The caseload: one row per sharing student, "Not shared" where the student does not
 * share what a column needs. From sm up a real table (headers for screen readers) that scrolls
 * sideways if it must, the name kept in view; on a phone one card per student, every figure
 * labelled, so nothing hides off screen.
 */
export function CaseloadTable({ students }: { students: CaseloadStudent[] }) {
  const { i18n, t } = useLingui();
  const classOf = (year: number) => t`Class of ${year}`;
  return (
    <>
      <ul aria-label={t`Students`} className="space-y-3 sm:hidden">
        {students.map((student) => (
          <li key={student.id} className="rounded-2xl border border-slate-200 bg-white p-4">
            <Link to={paths.student.getHref(student.id)} className="font-semibold text-indigo-700 hover:underline">
              {student.name}
            </Link>
            <span className="block text-xs text-slate-500">{classOf(student.graduationYear)}</span>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <div className="col-span-2">
                <dt className="text-slate-600">
                  <Trans>Applications</Trans>
                </dt>
                <dd className="text-slate-900">{applicationsText(i18n, student.applicationsByStatus)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">
                  <Trans>Next 14 days</Trans>
                </dt>
                <dd className="tabular-nums text-slate-900">{count(i18n, student.upcoming)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">
                  <Trans>Overdue</Trans>
                </dt>
                <dd className={`tabular-nums ${student.overdue ? 'font-semibold text-red-700' : 'text-slate-900'}`}>
                  {count(i18n, student.overdue)}
                </dd>
              </div>
              <div className="col-span-2">
                <dt className="text-slate-600">
                  <Trans>Letters</Trans>
                </dt>
                <dd className="text-slate-900">{lettersText(i18n, student.letterRequests)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">
                  <Trans>Reach / Target / Safety</Trans>
                </dt>
                <dd className="tabular-nums text-slate-900">{balanceText(i18n, student.balance)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">
                  <Trans>Last activity</Trans>
                </dt>
                <dd className="text-slate-900">{lastActivityText(i18n, student.lastActivity)}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <div
        className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white sm:block"
        role="region"
        aria-label={t`Caseload table`}
        tabIndex={0}
      >
        <table className="w-full min-w-[56rem] text-left text-sm">
          <caption className="sr-only">
            <Trans>Students who share their plan with the school’s counselors</Trans>
          </caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className={`${cellClass} sticky left-0 bg-slate-50`}>
                <Trans>Student</Trans>
              </th>
              <th scope="col" className={cellClass}>
                <Trans>Applications</Trans>
              </th>
              <th scope="col" className={cellClass}>
                <Trans>Next 14 days</Trans>
              </th>
              <th scope="col" className={cellClass}>
                <Trans>Overdue</Trans>
              </th>
              <th scope="col" className={cellClass}>
                <Trans>Letters</Trans>
              </th>
              <th scope="col" className={cellClass}>
                <Trans>Reach / Target / Safety</Trans>
              </th>
              <th scope="col" className={cellClass}>
                <Trans>Last activity</Trans>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {students.map((student) => (
              <tr key={student.id}>
                <th scope="row" className={`${cellClass} sticky left-0 bg-white font-medium`}>
                  <Link to={paths.student.getHref(student.id)} className="text-indigo-700 hover:underline">
                    {student.name}
                  </Link>
                  <span className="block text-xs font-normal text-slate-500">{classOf(student.graduationYear)}</span>
                </th>
                <td className={cellClass}>{applicationsText(i18n, student.applicationsByStatus)}</td>
                <td className={`${cellClass} tabular-nums`}>{count(i18n, student.upcoming)}</td>
                <td className={`${cellClass} tabular-nums ${student.overdue ? 'font-semibold text-red-700' : ''}`}>
                  {count(i18n, student.overdue)}
                </td>
                <td className={cellClass}>{lettersText(i18n, student.letterRequests)}</td>
                <td className={`${cellClass} tabular-nums`}>{balanceText(i18n, student.balance)}</td>
                <td className={cellClass}>{lastActivityText(i18n, student.lastActivity)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
