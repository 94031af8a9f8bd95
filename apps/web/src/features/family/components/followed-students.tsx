import { ChevronRight, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { FormerStudent, ViewableStudent } from '@campuspath/contract/sharing';
import { formatDate } from '../../../lib/format-date.ts';
import { PLAN_SCOPES, SHARE_SCOPE_LABELS } from '@campuspath/contract/sharing-terms';
import { EmptyState } from '../../../components/ui/query-state.tsx';
import { paths } from '../../../config/paths.ts';

/**
 * The students a parent follows (siblings too), each with what they share, opening their plan;
 * and those who stopped sharing, said plainly rather than left to vanish.
 */
export function FollowedStudents({ students, stopped = [] }: { students: ViewableStudent[]; stopped?: readonly FormerStudent[] }) {
  return (
    <div className="space-y-4">
      <FollowedList students={students} />
      {stopped.length ? (
        <ul aria-label="Students who stopped sharing with you" className="space-y-1 text-sm text-slate-700" data-testid="stopped-sharing">
          {stopped.map((student) => (
            <li key={student.id}>
              {student.name} stopped sharing their plan with you on {formatDate(student.endedAt, 'short')}. Ask them to invite you again if
              that is a mistake.
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

function FollowedList({ students }: { students: ViewableStudent[] }) {
  if (students.length === 0) {
    return (
      <EmptyState icon={<Users className="size-6" />} title="You don't follow any student yet.">
        Ask your student to invite you from their “Who can see my plan” page, then open the link they send you while signed in here.
      </EmptyState>
    );
  }
  return (
    <ul aria-label="Students you follow" className="grid gap-4 sm:grid-cols-2">
      {students.map((student) => {
        const shared = PLAN_SCOPES.filter((scope) => student.scopes[scope]).map((scope) => SHARE_SCOPE_LABELS[scope]);
        return (
          <li key={student.id}>
            <Link
              to={paths.student.getHref(student.id)}
              className="group flex h-full items-start justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-5 hover:border-indigo-300 hover:shadow-sm"
            >
              <span className="min-w-0">
                <span className="block break-words text-lg font-semibold text-slate-900 group-hover:text-indigo-700">{student.name}</span>
                <span className="block text-sm text-slate-600">Class of {student.graduationYear}</span>
                <span className="mt-2 block text-sm text-slate-700">
                  {shared.length ? `Shares: ${shared.join(', ')}` : 'Shares nothing with you right now.'}
                </span>
              </span>
              <ChevronRight aria-hidden="true" className="mt-1 size-5 shrink-0 text-slate-400" />
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
