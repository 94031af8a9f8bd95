import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarCheck } from 'lucide-react';
import { Suspense, lazy, useRef, useState, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import { currentEntryYear } from '@campuspath/contract/admissions-calendar';
import type { CheckedDeadline } from '@campuspath/contract/checked-deadlines';
import { WorkspacePage } from '../../components/layout/workspace-page.tsx';
import { FormField, inputClass } from '../../components/ui/form-field.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/query-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useCheckedDeadlines } from '../../features/checked-deadlines/api/get-checked-deadlines.ts';
import { DeadlinesList } from '../../features/checked-deadlines/components/deadlines-list.tsx';
import { CounselorSchoolSelect, CreateSchoolFirst } from '../../features/high-schools/components/counselor-school.tsx';
import { useCounselorSchool } from '../../features/high-schools/use-counselor-school.ts';
import { formatDay, renderToday } from '../../lib/format-date.ts';
import { APPLICATION_ROUND_NAMES } from '../../lib/plan-terms.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const cardClass = 'rounded-2xl border border-slate-200 bg-white p-5 sm:p-6';

// The two forms (react-hook-form, about 15 KB gzipped, and the college search) are chunks of their
// own, asked for as the page starts, so they arrive while the deadlines are read (e2e/js-budget.spec.ts).
const deadlineForm = import('../../features/checked-deadlines/components/deadline-form.tsx');
const pasteForm = import('../../features/checked-deadlines/components/deadlines-paste-form.tsx');
const DeadlineForm = lazy(() => deadlineForm.then((module) => ({ default: module.DeadlineForm })));
const DeadlinesPasteForm = lazy(() => pasteForm.then((module) => ({ default: module.DeadlinesPasteForm })));

/**
 * /checked-deadlines?school=…: the deadlines a school's counselors checked, by
 * college and round with their sources; add or change one (students with an application for it are
 * offered the date, never changed silently), delete one, or paste a list as CSV.
 */
export function Component() {
  const { t, i18n } = useLingui();
  const title = t`Checked deadlines`;
  useDocumentTitle(title);
  const [searchParams, setSearchParams] = useSearchParams();
  const { schools, mine, schoolId, school } = useCounselorSchool();
  const deadlines = useCheckedDeadlines(school ? school.id : null);
  const [editing, setEditing] = useState<CheckedDeadline | null>(null);
  const [savedText, setSavedText] = useState('');
  const formRef = useRef<HTMLElement>(null);
  const entryYear = currentEntryYear(renderToday());
  const cycles = [...new Set([entryYear, ...(deadlines.data?.deadlines.map((deadline) => deadline.cycle) ?? [])])].sort((a, b) => a - b);
  const asked = Number(searchParams.get('cycle'));
  const cycle = cycles.includes(asked) ? asked : entryYear;
  const shown = deadlines.data?.deadlines.filter((deadline) => deadline.cycle === cycle) ?? [];
  const setParam = (key: string, value: string) => {
    const next = new URLSearchParams(searchParams);
    next.set(key, value);
    setSearchParams(next, { replace: true });
  };

  const editingRound = editing ? i18n._(APPLICATION_ROUND_NAMES[editing.round]) : '';
  const editingCollege = editing?.collegeName ?? '';
  const schoolName = school?.name ?? '';

  let content: ReactNode;
  if (schools.isPending || (school && deadlines.isPending)) {
    content = (
      <LoadingState label={t`Loading the checked deadlines`} className="space-y-4">
        <Skeleton className="h-72" />
        <Skeleton className="h-32" />
      </LoadingState>
    );
  } else if (schools.isError || deadlines.isError) {
    content = (
      <ErrorState
        message={t`We couldn't load your checked deadlines.`}
        onRetry={() => void (schools.isError ? schools.refetch() : deadlines.refetch())}
      />
    );
  } else if (!school) {
    content = (
      <CreateSchoolFirst>
        <Trans>Deadlines you check belong to your high school: its students see them on college pages and in their applications.</Trans>
      </CreateSchoolFirst>
    );
  } else {
    content = (
      <div className="space-y-6">
        <section ref={formRef} aria-labelledby="deadline-form" className={cardClass}>
          <h2 id="deadline-form" className="text-xl font-semibold text-slate-900">
            {editing ? t`Change ${editingRound} at ${editingCollege}` : t`Add a deadline`}
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            <Trans>
              Students see it as from you, with the date checked and its source. If a student's application has another date, they are asked
              whether to take yours; nothing changes without them.
            </Trans>
          </p>
          <div className="mt-4">
            <Suspense fallback={<Skeleton className="h-[26rem]" />}>
              <DeadlineForm
                key={editing?.id ?? 'new'}
                highSchoolId={school.id}
                editing={editing}
                onDone={(saved) => {
                  setEditing(null);
                  if (saved) {
                    const round = i18n._(APPLICATION_ROUND_NAMES[saved.round]);
                    const college = saved.collegeName;
                    const date = formatDay(saved.date);
                    setSavedText(t`Saved ${round} at ${college}: ${date}.`);
                    if (saved.cycle !== cycle) setParam('cycle', String(saved.cycle));
                  }
                }}
              />
            </Suspense>
          </div>
          <p role="status" className="mt-3 text-sm text-emerald-800">
            {savedText}
          </p>
        </section>
        <section aria-labelledby="deadlines-title" className={cardClass}>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
            <h2 id="deadlines-title" className="text-xl font-semibold text-slate-900">
              <Trans>Your checked deadlines</Trans>
            </h2>
            <FormField label={t`Cycle`} className="sm:w-64">
              {(control) => (
                <select {...control} value={cycle} onChange={(event) => setParam('cycle', event.target.value)} className={inputClass}>
                  {cycles.map((year) => (
                    <option key={year} value={year}>
                      <Trans>Students starting in fall {year}</Trans>
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </div>
          <div className="mt-4">
            {shown.length ? (
              <DeadlinesList
                highSchoolId={school.id}
                deadlines={shown}
                onEdit={(deadline) => {
                  setSavedText('');
                  setEditing(deadline);
                  formRef.current?.scrollIntoView({ block: 'start' });
                }}
              />
            ) : (
              <EmptyState icon={<CalendarCheck className="size-6" />} title={t`No deadlines checked for fall ${cycle} yet.`}>
                <Trans>
                  Add one above, or paste a list below. Your students see them on each college's page and when they start an application.
                </Trans>
              </EmptyState>
            )}
          </div>
        </section>
        <section aria-labelledby="paste-title" className={cardClass}>
          <h2 id="paste-title" className="text-xl font-semibold text-slate-900">
            <Trans>Paste a list</Trans>
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            <Trans>From a spreadsheet, as CSV. Each line records or changes one deadline; a list with any problem saves nothing.</Trans>
          </p>
          <div className="mt-4">
            <Suspense fallback={<Skeleton className="h-[17rem]" />}>
              <DeadlinesPasteForm highSchoolId={school.id} />
            </Suspense>
          </div>
        </section>
      </div>
    );
  }

  return (
    <WorkspacePage
      title={title}
      width="narrow"
      description={school ? t`Colleges' deadlines as ${schoolName}'s counselors checked them, each with its source.` : undefined}
      actions={
        <CounselorSchoolSelect schools={mine} value={schoolId} onChange={(id) => setSearchParams({ school: id }, { replace: true })} />
      }
    >
      {content}
    </WorkspacePage>
  );
}
