import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
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
  const { t } = useLingui();
  useDocumentTitle(t`Caseload`);
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
      <LoadingState label={t`Loading the caseload`} className="min-h-screen space-y-3">
        <Skeleton className="h-12" />
        <Skeleton className="h-64" />
      </LoadingState>
    );
  } else if (schools.isError || caseload.isError) {
    content = (
      <ErrorState
        message={t`We couldn’t load the caseload.`}
        onRetry={() => void (schools.isError ? schools.refetch() : caseload.refetch())}
      />
    );
  } else if (!school) {
    content = (
      <CreateSchoolFirst>
        <Trans>Your caseload lists the students of your school who share their plan with its counselors.</Trans>
      </CreateSchoolFirst>
    );
  } else {
    const students = caseload.data?.students ?? [];
    const { page, pages } = readCaseloadPage(searchParams, students.length);
    const first = (page - 1) * CASELOAD_PAGE_SIZE;
    const shown = students.slice(first, first + CASELOAD_PAGE_SIZE);
    const from = first + 1;
    const to = first + shown.length;
    const total = students.length;
    content = (
      <div className="space-y-5">
        <CaseloadControls view={view} searchText={searchText} onSearchText={setSearchText} onChange={update} />
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p role="status" className="text-sm text-slate-700">
            {isFiltered(view)
              ? t`${plural(total, { one: '# student matches', other: '# students match' })}`
              : t`${plural(total, { one: '# student shares with you', other: '# students share with you' })}`}
            {pages > 1 ? t`; showing ${from}–${to}` : ''}
          </p>
          <a href={caseloadCsvUrl(school.id, query)} download className={buttonClass('secondary')}>
            <Download aria-hidden="true" className="size-4" />
            <Trans>Download CSV</Trans>
          </a>
        </div>
        {students.length ? (
          <>
            {pages > 1 ? (
              <p className="hidden text-sm text-slate-700 print:block">
                <Trans>
                  This printout lists students {from}–{to} of {total}, as on screen. The CSV download holds every student.
                </Trans>
              </p>
            ) : null}
            <CaseloadTable students={shown} />
            <CaseloadPages page={page} pages={pages} />
          </>
        ) : isFiltered(view) ? (
          <EmptyState
            icon={<Users className="size-6" />}
            title={t`No student matches these filters.`}
            action={
              <Button
                variant="secondary"
                onClick={() => {
                  setSearchText('');
                  update({ search: '', status: '', overdue: false });
                }}
              >
                <Trans>Clear filters</Trans>
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={<Users className="size-6" />}
            title={t`No student shares their plan with you yet.`}
            action={
              <Link to={paths.counselor.getHref()} className={buttonClass('primary')}>
                <Trans>Get the join code</Trans>
              </Link>
            }
          >
            <Trans>
              Give your students the school’s join code. They join on their “Who can see my plan” page and switch on “Share with my school’s
              counselors”; then they appear here.
            </Trans>
          </EmptyState>
        )}
      </div>
    );
  }

  const schoolName = school?.name;
  return (
    <WorkspacePage
      title={t`Caseload`}
      description={school ? t`${schoolName}: every student who shares their plan with its counselors.` : undefined}
      actions={<CounselorSchoolSelect schools={mine} value={schoolId} onChange={(id) => update({ school: id })} />}
    >
      {content}
    </WorkspacePage>
  );
}
