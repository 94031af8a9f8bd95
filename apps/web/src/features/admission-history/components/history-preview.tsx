import { Eye } from 'lucide-react';
import { useState } from 'react';
import { FormField, inputClass } from '../../../components/ui/form-field.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useHistorySummary } from '../api/get-history-summary.ts';
import { SampleBadge } from '../../../components/ui/sample-badge.tsx';
import SchoolHistorySection from './school-history-section.tsx';

/**
 * The history as a student of the school sees it, college by college: the class years
 * and display minimum applied, small groups hidden with the reason students read. Counselors'
 * own view holds every row; this is the check before telling students about it.
 */
export function HistoryPreview({ highSchoolId, displayMinimum }: { highSchoolId: string; displayMinimum: number }) {
  const summary = useHistorySummary(highSchoolId);
  const [chosen, setChosen] = useState<number | null>(null);

  if (summary.isPending) {
    return (
      <LoadingState label="Loading the colleges in your history">
        <Skeleton className="h-10 w-full max-w-md" />
      </LoadingState>
    );
  }
  if (summary.isError) {
    return <ErrorState size="compact" message="The colleges in your history could not be loaded." onRetry={() => void summary.refetch()} />;
  }
  const { colleges } = summary.data;
  if (colleges.length === 0) {
    return (
      <EmptyState icon={<Eye className="size-6" />} title="Nothing to preview yet.">
        Once your history is imported, choose a college here to see its chart exactly as your students will.
      </EmptyState>
    );
  }
  const shown = colleges.filter((college) => college.shownToStudents).length;
  // The college chosen, while the history still holds it (an import deleted may take it away).
  const collegeId = colleges.some((college) => college.collegeId === chosen)
    ? chosen!
    : (colleges.find((college) => college.shownToStudents)?.collegeId ?? colleges[0]!.collegeId);
  return (
    <div className="space-y-4">
      {summary.data.sample ? <SampleBadge /> : null}
      <p className="text-sm text-slate-700">
        {summary.data.applicants.toLocaleString('en-US')} {summary.data.sample ? 'generated sample' : 'past'} applications to{' '}
        {colleges.length.toLocaleString('en-US')} colleges; students see {shown.toLocaleString('en-US')} of these colleges (the others have
        fewer than {displayMinimum} applicants in the class years they see).
      </p>
      <FormField label="College" className="max-w-xl">
        {(control) => (
          <select {...control} value={collegeId} onChange={(event) => setChosen(Number(event.target.value))} className={inputClass}>
            {colleges.map((college) => (
              <option key={college.collegeId} value={college.collegeId}>
                {college.collegeName} ({college.applicants} {college.applicants === 1 ? 'applicant' : 'applicants'}
                {college.shownToStudents ? ')' : '; hidden from students)'}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="rounded-xl border border-slate-200 bg-slate-50 p-4">
        <SchoolHistorySection key={collegeId} highSchoolId={highSchoolId} collegeId={collegeId} heading="h3" audience="preview" />
      </div>
    </div>
  );
}
