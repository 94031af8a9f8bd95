import { Download, Users } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { WorkspacePage } from '../../components/layout/workspace-page.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/query-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { paths } from '../../config/paths.ts';
import { caseloadCsvUrl, useCaseload } from '../../features/high-schools/api/get-caseload.ts';
import { CounselorSchoolSelect, CreateSchoolFirst } from '../../features/high-schools/components/counselor-school.tsx';
import { useCounselorSchool } from '../../features/high-schools/use-counselor-school.ts';
import {
  CASELOAD_PAGE_SIZE,
  caseloadQueryString,
  isFiltered,
  readCaseloadPage,
  readCaseloadView,
  type CaseloadView,
} from '../../features/high-schools/caseload-query.ts';
import { CaseloadPages } from '../../features/high-schools/components/caseload-pages.tsx';
import { CaseloadControls } from '../../features/high-schools/components/caseload-controls.tsx';
import { CaseloadTable } from '../../features/high-schools/components/caseload-table.tsx';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * /caseload?school=…: every student of the school who shares with its counselors, with
 * search, filter, sort and CSV download; the view lives in the URL. The first school by default.
 */
export function Component() {
  useDocumentTitle('Caseload');
  const [searchParams, setSearchParams] = useSearchParams();
  const { schools, mine, schoolId, school } = useCounselorSchool();
  const view = readCaseloadView(searchParams);
  const query = caseloadQueryString(view);
  const caseload = useCaseload(schoolId, query);

  const update = (change: Partial<CaseloadView & { school: string }>) => {
    const next = new URLSearchParams(searchParams);
    // Another search, filter or sort starts again from its first page.
    next.delete('page');
    for (const [key, value] of Object.entries(change)) {
      if (value === '' || value === false || (key === 'sort' && value === 'name')) next.delete(key);
      else next.set(key, String(value));
    }
    setSearchParams(next, { replace: true });
  };
  // The box shows each keystroke; the URL (and the request) follows once typing pauses.
  const [searchText, setSearchText] = useState(view.search);
  const settled = useDebouncedValue(searchText, 300);
  useEffect(() => {
    if (settled !== view.search) update({ search: settled });
    // Only a settled change of the text moves the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);

  let content;
  if (schools.isPending || (schoolId && caseload.isPending)) {
    content = (
      // A screen's height held while loading: the table that arrives (up to a page of students)
      // grows downwards, below the fold, instead of pushing the footer down in view.
      <LoadingState label="Loading the caseload" className="min-h-screen space-y-3">
        <Skeleton className="h-12" />
        <Skeleton className="h-64" />
      </LoadingState>
    );
  } else if (schools.isError || caseload.isError) {
    content = (
      <ErrorState
        message="We couldn't load the caseload."
        onRetry={() => void (schools.isError ? schools.refetch() : caseload.refetch())}
      />
    );
  } else if (!school) {
    content = (
      <CreateSchoolFirst>Your caseload lists the students of your school who share their plan with its counselors.</CreateSchoolFirst>
    );
  } else {
    const students = caseload.data?.students ?? [];
    const { page, pages } = readCaseloadPage(searchParams, students.length);
    const first = (page - 1) * CASELOAD_PAGE_SIZE;
    const shown = students.slice(first, first + CASELOAD_PAGE_SIZE);
    content = (
      <div className="space-y-5">
        <CaseloadControls view={view} searchText={searchText} onSearchText={setSearchText} onChange={update} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-sm text-slate-700">
            {students.length === 1 ? '1 student' : `${students.length} students`}
            {isFiltered(view)
              ? students.length === 1
                ? ' matches'
                : ' match'
              : students.length === 1
                ? ' shares with you'
                : ' share with you'}
            {pages > 1 ? `; showing ${first + 1}–${first + shown.length}` : ''}
          </p>
          <a href={caseloadCsvUrl(school.id, query)} download className={buttonClass('secondary')}>
            <Download aria-hidden="true" className="size-4" />
            Download CSV
          </a>
        </div>
        {students.length ? (
          <>
            {pages > 1 ? (
              <p className="hidden text-sm text-slate-700 print:block">
                This printout lists students {first + 1}–{first + shown.length} of {students.length}, as on screen. The CSV download holds
                every student.
              </p>
            ) : null}
            <CaseloadTable students={shown} />
            <CaseloadPages page={page} pages={pages} />
          </>
        ) : isFiltered(view) ? (
          <EmptyState
            icon={<Users className="size-6" />}
            title="No student matches these filters."
            action={
              <Button
                variant="secondary"
                onClick={() => {
                  setSearchText('');
                  update({ search: '', status: '', overdue: false });
                }}
              >
                Clear filters
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={<Users className="size-6" />}
            title="No student shares their plan with you yet."
            action={
              <Link to={paths.counselor.getHref()} className={buttonClass('primary')}>
                Get the join code
              </Link>
            }
          >
            Give your students the school's join code. They join on their “Who can see my plan” page and switch on “Share with my school's
            counselors”; then they appear here.
          </EmptyState>
        )}
      </div>
    );
  }

  return (
    <WorkspacePage
      title="Caseload"
      description={school ? `${school.name}: every student who shares their plan with its counselors.` : undefined}
      actions={<CounselorSchoolSelect schools={mine} value={schoolId} onChange={(id) => update({ school: id })} />}
    >
      {content}
    </WorkspacePage>
  );
}
