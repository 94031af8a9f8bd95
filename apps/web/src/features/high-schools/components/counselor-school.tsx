import { Trans, useLingui } from '@lingui/react/macro';
import { School } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { HighSchool } from '@campuspath/contract/high-schools';
import { buttonClass } from '../../../components/ui/button.tsx';
import { inputClass } from '../../../components/ui/form-field.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import type { useCounselorSchool } from '../use-counselor-school.ts';

/** A counselor's page before they have a high school: what the page is for (`children`) and where to create one. */
export function CreateSchoolFirst({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <EmptyState
      icon={<School className="size-6" />}
      title={t`Create your high school first.`}
      action={
        <Link to={paths.counselor.getHref()} className={buttonClass('primary')}>
          <Trans>Create your high school</Trans>
        </Link>
      }
    >
      {children}
    </EmptyState>
  );
}

/**
 * The one gate of a counselor's page around `useCounselorSchool`: the skeleton while their
 * schools load, the error with a retry, `withoutSchool` when they counsel none (a page's
 * `CreateSchoolFirst`, or My high school's form), and the page itself (`children`) for the school.
 */
export function CounselorSchoolGate({
  counselorSchool: { schools, school },
  skeleton = <Skeleton className="h-48" />,
  withoutSchool,
  children,
}: {
  counselorSchool: Pick<ReturnType<typeof useCounselorSchool>, 'schools' | 'school'>;
  /** The shape of the page while it loads, so nothing moves when it arrives. */
  skeleton?: ReactNode;
  withoutSchool: ReactNode;
  children: (school: HighSchool) => ReactNode;
}) {
  const { t } = useLingui();
  if (schools.isPending)
    return (
      <LoadingState label={t`Loading your high school`} className="space-y-4">
        {skeleton}
      </LoadingState>
    );
  if (schools.isError) return <ErrorState message={t`We couldn't load your high school.`} onRetry={() => void schools.refetch()} />;
  return school ? children(school) : withoutSchool;
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
      <Trans>School</Trans>
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
