import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, lazy, type ReactNode } from 'react';
import { HISTORY_DISPLAY_MINIMUM } from '@campuspath/contract/admission-history-terms';
import { useSearchParams } from 'react-router';
import { WorkspacePage } from '../../components/layout/workspace-page.tsx';
import { ErrorState, LoadingState } from '../../components/ui/query-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { useHistorySettings } from '../../features/admission-history/api/get-history-settings.ts';
import { HistoryImportsList } from '../../features/admission-history/components/history-imports-list.tsx';
import { CounselorSchoolGate, CounselorSchoolSelect, CreateSchoolFirst } from '../../features/high-schools/components/counselor-school.tsx';
import { useCounselorSchool } from '../../features/high-schools/use-counselor-school.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const cardClass = 'rounded-2xl border border-slate-200 bg-white p-5 sm:p-6';

// The three forms (react-hook-form, about 15 KB gzipped) and the preview (the college search, the
// history's tables and radio groups) are chunks of their own, asked for as the page starts, so they
// arrive while the school and its imports are read (e2e/js-budget.spec.ts).
const importForm = import('../../features/admission-history/components/history-import-form.tsx');
const decisionsImport = import('../../features/admission-history/components/decisions-import.tsx');
const settingsForm = import('../../features/admission-history/components/history-settings-form.tsx');
const preview = import('../../features/admission-history/components/history-preview.tsx');
const HistoryImportForm = lazy(() => importForm.then((module) => ({ default: module.HistoryImportForm })));
const DecisionsImport = lazy(() => decisionsImport.then((module) => ({ default: module.DecisionsImport })));
const HistorySettingsForm = lazy(() => settingsForm.then((module) => ({ default: module.HistorySettingsForm })));
const HistoryPreview = lazy(() => preview.then((module) => ({ default: module.HistoryPreview })));

function Card({ id, title, intro, children }: { id: string; title: string; intro?: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={cardClass}>
      <h2 id={id} className="text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {intro ? <div className="mt-1 text-sm text-slate-600">{intro}</div> : null}
      <div className="mt-4">{children}</div>
    </section>
  );
}

/**
 * /admission-history?school=…: a counselor's admission history of their school: import
 * a CSV (with the row report of a refused file), add this year's decisions of the students who
 * agreed, the imports (download, delete), what students
 * see (display minimum, class years) and a preview as a student sees it. The first school by default.
 */
export function Component() {
  const { t } = useLingui();
  const title = t`Admission history`;
  useDocumentTitle(title);
  const [, setSearchParams] = useSearchParams();
  const counselorSchool = useCounselorSchool();
  const { mine, schoolId, school } = counselorSchool;
  const settings = useHistorySettings(school ? school.id : '');
  const schoolName = school?.name ?? '';

  const content = (
    <CounselorSchoolGate
      counselorSchool={counselorSchool}
      skeleton={
        <>
          <Skeleton className="h-48" />
          <Skeleton className="h-32" />
        </>
      }
      withoutSchool={
        <CreateSchoolFirst>
          <Trans>Your school's admission history belongs to your high school: its students see it beside their chance.</Trans>
        </CreateSchoolFirst>
      }
    >
      {(school) => (
        <div className="space-y-6">
          <Card id="import-history" title={t`Import past applicants`}>
            <Suspense fallback={<Skeleton className="h-[15rem]" />}>
              <HistoryImportForm highSchoolId={school.id} />
            </Suspense>
          </Card>
          <Card id="decisions-history" title={t`Add this year's decisions`}>
            <Suspense fallback={<Skeleton className="h-[6rem]" />}>
              <DecisionsImport highSchoolId={school.id} />
            </Suspense>
          </Card>
          <Card
            id="history-imports"
            title={t`Imports`}
            intro={t`Each file you imported. Download one to check it, or delete it to take its rows out.`}
          >
            <HistoryImportsList highSchoolId={school.id} />
          </Card>
          <Card
            id="history-settings"
            title={t`What students see`}
            intro={t`Counselors always see everything; students see only groups large enough that no past applicant can be picked out.`}
          >
            {settings.data ? (
              <Suspense fallback={<Skeleton className="h-40" />}>
                <HistorySettingsForm
                  // A new import brings new class years to choose from: the form starts over. Its own save
                  // does not remount it, so "Saved" stays until the next change.
                  key={settings.data.settings.availableClassYears.join()}
                  highSchoolId={school.id}
                  settings={settings.data.settings}
                />
              </Suspense>
            ) : settings.isError ? (
              <ErrorState size="compact" message={t`The settings could not be loaded.`} onRetry={() => void settings.refetch()} />
            ) : (
              <LoadingState label={t`Loading the settings`}>
                <Skeleton className="h-40" />
              </LoadingState>
            )}
          </Card>
          <Card id="history-preview" title={t`Preview as a student sees it`}>
            <Suspense fallback={<Skeleton className="h-40" />}>
              <HistoryPreview highSchoolId={school.id} displayMinimum={settings.data?.settings.displayMinimum ?? HISTORY_DISPLAY_MINIMUM} />
            </Suspense>
          </Card>
        </div>
      )}
    </CounselorSchoolGate>
  );

  return (
    <WorkspacePage
      title={title}
      width="narrow"
      description={
        school
          ? t`${schoolName}'s past applicants' outcomes. Its students see them beside their chance, as your school's records, never as official data.`
          : undefined
      }
      actions={
        <CounselorSchoolSelect schools={mine} value={schoolId} onChange={(id) => setSearchParams({ school: id }, { replace: true })} />
      }
    >
      {content}
    </WorkspacePage>
  );
}
