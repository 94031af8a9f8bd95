import { useLingui } from '@lingui/react/macro';
import { NavLink } from 'react-router';
import type { ViewableStudent } from '@campuspath/contract/sharing';
import { paths } from '../../../config/paths.ts';

/** A parent's students side by side (siblings): one link each, the open one marked as the current page. */
export function StudentSwitcher({ students }: { students: ViewableStudent[] }) {
  const { t } = useLingui();
  if (students.length < 2) return null;
  return (
    <nav aria-label={t`Your students`} className="-mx-1 flex flex-wrap gap-2">
      {students.map((student) => (
        <NavLink
          key={student.id}
          to={paths.student.getHref(student.id)}
          className="rounded-full border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-50 aria-[current=page]:border-indigo-600 aria-[current=page]:bg-indigo-600 aria-[current=page]:text-white"
        >
          {student.name}
        </NavLink>
      ))}
    </nav>
  );
}
