import { Link } from 'react-router';
import { APPLICATION_STATUS_LABELS, APPLICATION_STATUSES } from '@campuspath/contract/applications-terms';
import type { CaseloadStudent } from '@campuspath/contract/caseload';
import { paths } from '../../../config/paths.ts';
import { formatDate } from '../../../lib/format-date.ts';

const NOT_SHARED = 'Not shared';
const cell = 'px-3 py-3 align-top';

function applicationsText(byStatus: CaseloadStudent['applicationsByStatus']): string {
  if (!byStatus) return NOT_SHARED;
  const parts = APPLICATION_STATUSES.filter((status) => (byStatus[status] ?? 0) > 0).map(
    (status) => `${byStatus[status]} ${APPLICATION_STATUS_LABELS[status].toLowerCase()}`,
  );
  return parts.length ? parts.join(', ') : 'None yet';
}

/**
 * "2 / 3 / 1" reach, target and safety; when none of the saved colleges has an estimate (no
 * test score on the profile, or nothing saved that reports one), it says so rather than "0 / 0 / 0".
 */
function balanceText(balance: CaseloadStudent['balance']): string {
  if (!balance) return NOT_SHARED;
  if (balance.reach + balance.target + balance.safety === 0 && balance.unknown > 0) return 'No estimates yet';
  return `${balance.reach} / ${balance.target} / ${balance.safety}`;
}

const count = (value: number | null) => (value === null ? NOT_SHARED : String(value));

/** "1 pending, 2 submitted": the letters asked of teachers in the app (and any awaiting a counselor's approval). */
function lettersText(requests: CaseloadStudent['letterRequests']): string {
  if (!requests) return NOT_SHARED;
  const awaiting = requests.awaitingApproval > 0 ? `, ${requests.awaitingApproval} awaiting approval` : '';
  if (requests.pending + requests.submitted + requests.awaitingApproval === 0) return 'None asked';
  return `${requests.pending} pending, ${requests.submitted} submitted${awaiting}`;
}

/**
 * The caseload: one row per sharing student, "Not shared" where the student does not
 * share what a column needs. From sm up a real table (headers for screen readers) that scrolls
 * sideways if it must, the name kept in view; on a phone one card per student, every figure
 * labelled, so nothing hides off screen.
 */
export function CaseloadTable({ students }: { students: CaseloadStudent[] }) {
  return (
    <>
      <ul aria-label="Students" className="space-y-3 sm:hidden">
        {students.map((student) => (
          <li key={student.id} className="rounded-2xl border border-slate-200 bg-white p-4">
            <Link to={paths.student.getHref(student.id)} className="font-semibold text-indigo-700 hover:underline">
              {student.name}
            </Link>
            <span className="block text-xs text-slate-500">Class of {student.graduationYear}</span>
            <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm">
              <div className="col-span-2">
                <dt className="text-slate-600">Applications</dt>
                <dd className="text-slate-900">{applicationsText(student.applicationsByStatus)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Next 14 days</dt>
                <dd className="tabular-nums text-slate-900">{count(student.upcoming)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Overdue</dt>
                <dd className={`tabular-nums ${student.overdue ? 'font-semibold text-red-700' : 'text-slate-900'}`}>
                  {count(student.overdue)}
                </dd>
              </div>
              <div className="col-span-2">
                <dt className="text-slate-600">Letters</dt>
                <dd className="text-slate-900">{lettersText(student.letterRequests)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Reach / Target / Safety</dt>
                <dd className="tabular-nums text-slate-900">{balanceText(student.balance)}</dd>
              </div>
              <div>
                <dt className="text-slate-600">Last activity</dt>
                <dd className="text-slate-900">{student.lastActivity ? formatDate(student.lastActivity, 'short') : 'None'}</dd>
              </div>
            </dl>
          </li>
        ))}
      </ul>
      <div
        className="hidden overflow-x-auto rounded-2xl border border-slate-200 bg-white sm:block"
        role="region"
        aria-label="Caseload table"
        tabIndex={0}
      >
        <table className="w-full min-w-[56rem] text-left text-sm">
          <caption className="sr-only">Students who share their plan with the school's counselors</caption>
          <thead className="border-b border-slate-200 bg-slate-50 text-xs uppercase tracking-wide text-slate-600">
            <tr>
              <th scope="col" className={`${cell} sticky left-0 bg-slate-50`}>
                Student
              </th>
              <th scope="col" className={cell}>
                Applications
              </th>
              <th scope="col" className={cell}>
                Next 14 days
              </th>
              <th scope="col" className={cell}>
                Overdue
              </th>
              <th scope="col" className={cell}>
                Letters
              </th>
              <th scope="col" className={cell}>
                Reach / Target / Safety
              </th>
              <th scope="col" className={cell}>
                Last activity
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {students.map((student) => (
              <tr key={student.id}>
                <th scope="row" className={`${cell} sticky left-0 bg-white font-medium`}>
                  <Link to={paths.student.getHref(student.id)} className="text-indigo-700 hover:underline">
                    {student.name}
                  </Link>
                  <span className="block text-xs font-normal text-slate-500">Class of {student.graduationYear}</span>
                </th>
                <td className={cell}>{applicationsText(student.applicationsByStatus)}</td>
                <td className={`${cell} tabular-nums`}>{count(student.upcoming)}</td>
                <td className={`${cell} tabular-nums ${student.overdue ? 'font-semibold text-red-700' : ''}`}>{count(student.overdue)}</td>
                <td className={cell}>{lettersText(student.letterRequests)}</td>
                <td className={`${cell} tabular-nums`}>{balanceText(student.balance)}</td>
                <td className={cell}>{student.lastActivity ? formatDate(student.lastActivity, 'short') : 'None'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </>
  );
}
