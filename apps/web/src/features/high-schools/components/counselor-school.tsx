import { School } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { HighSchool } from '@campuspath/contract/high-schools';
import { buttonClass } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/form-field.tsx';
import { EmptyState } from '../../../components/ui/query-state.tsx';
import { paths } from '../../../config/paths.ts';

/** A counselor's page before they have a high school: what the page is for (`children`) and where to create one. */
export function CreateSchoolFirst({ children }: { children: ReactNode }) {
  return (
    <EmptyState
      icon={<School className="size-6" />}
      title="Create your high school first."
      action={
        <Link to={paths.counselor.getHref()} className={buttonClass('primary')}>
          Create your high school
        </Link>
      }
    >
      {children}
    </EmptyState>
  );
}

/** The school a counselor's page shows, when they counsel more than one; nothing otherwise. */
export function CounselorSchoolSelect({
  schools,
  value,
  onChange,
}: {
  schools: readonly HighSchool[];
  value: string;
  onChange: (schoolId: string) => void;
}) {
  if (schools.length < 2) return null;
  return (
    <label className="text-sm font-medium text-slate-800">
      School
      <select value={value} onChange={(event) => onChange(event.target.value)} className={inputClass}>
        {schools.map((candidate) => (
          <option key={candidate.id} value={candidate.id}>
            {candidate.name}
          </option>
        ))}
      </select>
    </label>
  );
}
