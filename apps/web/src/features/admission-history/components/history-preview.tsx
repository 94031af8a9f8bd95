import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Eye } from 'lucide-react';
import { useState } from 'react';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatCount } from '../../../lib/format-size.ts';
import { useHistorySummary } from '../api/get-history-summary.ts';
import { SampleBadge } from '../../../components/ui/sample-badge.tsx';
import SchoolHistorySection from './school-history-section.tsx';

/**
 * The history as a student of the school sees it, college by college: the class years
 * and display minimum applied, small groups hidden with the reason students read. Counselors'
 * own view holds every row; this is the check before telling students about it.
 */
export function HistoryPreview({ highSchoolId, displayMinimum }: { highSchoolId: string; displayMinimum: number }) {
  const { t } = useLingui();
  const summary = useHistorySummary(highSchoolId);
  const [chosen, setChosen] = useState<number | null>(null);

  if (summary.isPending) {
    return (
      <LoadingState label={t`Loading the colleges in your history`}>
        <Skeleton className="h-10 w-full max-w-md" />
      </LoadingState>
    );
  }
  if (summary.isError) {
    return (
      <ErrorState size="compact" message={t`The colleges in your history could not be loaded.`} onRetry={() => void summary.refetch()} />
    );
  }
  const { colleges } = summary.data;
  if (colleges.length === 0) {
    return (
      <EmptyState icon={<Eye className="size-6" />} title={t`Nothing to preview yet.`}>
        <Trans>Once your history is imported, choose a college here to see its chart exactly as your students will.</Trans>
      </EmptyState>
    );
  }
  const shown = colleges.filter((college) => college.shownToStudents).length;
  const applicants = formatCount(summary.data.applicants);
  const collegeCount = formatCount(colleges.length);
  const shownCount = formatCount(shown);
  const minimum = formatCount(displayMinimum);
  // The college chosen, while the history still holds it (an import deleted may take it away).
  const collegeId = colleges.some((college) => college.collegeId === chosen)
    ? chosen!
    : (colleges.find((college) => college.shownToStudents)?.collegeId ?? colleges[0]!.collegeId);
  return (
    <div className="space-y-4">
      {summary.data.sample ? <SampleBadge /> : null}
      <p className="text-sm text-slate-700">
        {summary.data.sample
          ? t`${applicants} generated sample applications to ${collegeCount} colleges; students see ${shownCount} of these colleges (the others have fewer than ${minimum} applicants in the class years they see).`
          : t`${applicants} past applications to ${collegeCount} colleges; students see ${shownCount} of these colleges (the others have fewer than ${minimum} applicants in the class years they see).`}
      </p>
      <FormField label={t`College`} className="max-w-xl">
        {(control) => (
          <select {...control} value={collegeId} onChange={(event) => setChosen(Number(event.target.value))} className={inputClass}>
            {colleges.map((college) => {
              const name = college.collegeName;
              const count = formatCount(college.applicants);
              return (
                <option key={college.collegeId} value={college.collegeId}>
                  {college.shownToStudents
                    ? t`${name} (${plural(college.applicants, { one: `${count} applicant`, other: `${count} applicants` })})`
                    : t`${name} (${plural(college.applicants, { one: `${count} applicant`, other: `${count} applicants` })}; hidden from students)`}
                </option>
              );
            })}
          </select>
        )}
      </FormField>
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
        <SchoolHistorySection key={collegeId} highSchoolId={highSchoolId} collegeId={collegeId} heading="h3" audience="preview" />
      </div>
    </div>
  );
}
