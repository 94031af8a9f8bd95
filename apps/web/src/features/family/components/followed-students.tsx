import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ChevronRight, Users } from 'lucide-react';
import { Link } from 'react-router';
import type { FormerStudent, ViewableStudent } from '@campuspath/contract/sharing';
import { formatDate } from '../../../lib/format-date.ts';
import { PLAN_SCOPES } from '@campuspath/contract/sharing-terms';
import { PLAN_SCOPE_NAMES } from '../../../lib/plan-terms.ts';
import { EmptyState } from '../../../components/ui/query-state.tsx';
import { paths } from '../../../config/paths.ts';

/**
 * The students a parent follows (siblings too), each with what they share, opening their plan;
 * and those who stopped sharing, said plainly rather than left to vanish.
 */
export function FollowedStudents({ students, stopped = [] }: { students: ViewableStudent[]; stopped?: readonly FormerStudent[] }) {
  const { t } = useLingui();
  return (
    <div className="space-y-4">
      <FollowedList students={students} />
      {stopped.length ? (
        <ul
          aria-label={t`Students who stopped sharing with you`}
          className="space-y-1 text-sm text-slate-700"
          data-testid="stopped-sharing"
        >
          {stopped.map((student) => {
            const name = student.name;
            const ended = formatDate(student.endedAt, 'short');
            return (
              <li key={student.id}>
                <Trans>
                  {name} stopped sharing their plan with you on {ended}. Ask them to invite you again if that is a mistake.
                </Trans>
              </li>
            );
          })}
        </ul>
      ) : null}
    </div>
  );
}

function FollowedList({ students }: { students: ViewableStudent[] }) {
  const { t } = useLingui();
  const { i18n } = useI18n();
  if (students.length === 0) {
    return (
      <EmptyState icon={<Users className="size-6" />} title={t`You don't follow any student yet.`}>
        <Trans>
          Ask your student to invite you from their “Who can see my plan” page, then open the link they send you while signed in here.
        </Trans>
      </EmptyState>
    );
  }
  return (
    <ul aria-label={t`Students you follow`} className="grid gap-4 sm:grid-cols-2">
      {students.map((student) => {
        const shared = PLAN_SCOPES.filter((scope) => student.scopes[scope])
          .map((scope) => i18n._(PLAN_SCOPE_NAMES[scope]))
          .join(', ');
        const year = student.graduationYear;
        return (
          <li key={student.id}>
            <Link
              to={paths.student.getHref(student.id)}
              className="group flex h-full items-start justify-between gap-3 rounded-2xl border border-slate-200 bg-white p-5 hover:border-indigo-300 hover:shadow-sm"
            >
              <span className="min-w-0">
                <span className="block break-words text-lg font-semibold text-slate-900 group-hover:text-indigo-700">{student.name}</span>
                <span className="block text-sm text-slate-600">
                  <Trans>Class of {year}</Trans>
                </span>
                <span className="mt-2 block text-sm text-slate-700">
                  {shared ? t`Shares: ${shared}` : t`Shares nothing with you right now.`}
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
