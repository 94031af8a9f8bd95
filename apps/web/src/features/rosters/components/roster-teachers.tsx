import type { RosterTeacher } from '@campuspath/contract/rosters';
import { SampleBadge } from '../../../components/ui/sample-badge.tsx';

/**
 * The teachers on the school's roster, apart from its students: the school's students pick them by
 * name when they ask for a letter. They come with the roster file (its role column, or OneRoster's
 * teachers).
 */
export function RosterTeachers({ teachers }: { teachers: readonly RosterTeacher[] }) {
  if (teachers.length === 0) {
    return (
      <p className="text-sm text-slate-600">
        No teachers on the roster yet. Add rows with <code>teacher</code> in the role column (a name and email are enough), or import a
        OneRoster export: its teachers come along.
      </p>
    );
  }
  return (
    <ul aria-label="Rostered teachers" className="divide-y divide-slate-200">
      {teachers.map((teacher) => (
        <li key={teacher.id} className="py-3">
          <p className="break-words font-medium text-slate-900">
            {teacher.name}
            {teacher.sample ? (
              <span className="ml-2">
                <SampleBadge label="Sample" />
              </span>
            ) : null}
          </p>
          <p className="break-words text-sm text-slate-600">{teacher.email}</p>
        </li>
      ))}
    </ul>
  );
}
