import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Suspense, lazy } from 'react';
import { Link } from 'react-router';
import { WorkspacePage } from '../../components/layout/workspace-page.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { paths } from '../../config/paths.ts';
import { CounselorSchoolGate } from '../../features/high-schools/components/counselor-school.tsx';
import { useCounselorSchool } from '../../features/high-schools/use-counselor-school.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const cardClass = 'rounded-2xl border border-slate-200 bg-white p-5 sm:p-6';

// The forms and panels are a chunk of their own, asked for as the page starts, so they arrive while the school is read.
const panels = import('./counselor-panels.tsx');
const SchoolPanels = lazy(() => panels.then((module) => ({ default: module.SchoolPanels })));
const CreateSchoolForm = lazy(() => panels.then((module) => ({ default: module.CreateSchoolForm })));

/** /counselor: a counselor's high school: create it, its join code, its counselors and invitations. */
export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`My high school`);
  const { user } = useAuth();
  // Every school they counsel is shown here, one section each; the gate waits for the first.
  const counselorSchool = useCounselorSchool();
  const { mine } = counselorSchool;
  const joinedText = (joined: number) => t`${plural(joined, { one: '# student has joined', other: '# students have joined' })}`;
  const content = (
    <CounselorSchoolGate
      counselorSchool={counselorSchool}
      skeleton={<Skeleton className="h-64" />}
      withoutSchool={
        <section aria-labelledby="create-school" className={cardClass}>
          <h2 id="create-school" className="text-xl font-semibold text-slate-900">
            <Trans>Create your high school</Trans>
          </h2>
          <p className="mt-1 text-sm text-slate-600">
            <Trans>Then give its join code to your students, and invite your fellow counselors.</Trans>
          </p>
          <div className="mt-4">
            <Suspense fallback={<Skeleton className="h-72" />}>
              <CreateSchoolForm />
            </Suspense>
          </div>
        </section>
      }
    >
      {() => (
        <div className="space-y-8">
          {mine.map((school) => {
            const schoolName = school.name;
            return (
              <section key={school.id} aria-labelledby={`school-${school.id}`} className={cardClass}>
                <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                  <div>
                    <h2 id={`school-${school.id}`} className="break-words text-xl font-semibold text-slate-900">
                      {school.name}
                    </h2>
                    <p className="text-sm text-slate-600">
                      {school.city}, {school.state} · {joinedText(school.studentCount ?? 0)}
                    </p>
                  </div>
                  <div className="flex shrink-0 flex-wrap gap-2">
                    <Link to={paths.roster.getHref(school.id)} className={buttonClass('secondary', 'shrink-0')}>
                      <Trans>
                        Roster<span className="sr-only"> of {schoolName}</span>
                      </Trans>
                    </Link>
                    <Link to={paths.classPlans.getHref(school.id)} className={buttonClass('secondary', 'shrink-0')}>
                      <Trans>
                        Class plans<span className="sr-only"> of {schoolName}</span>
                      </Trans>
                    </Link>
                    <Link to={paths.caseload.getHref(school.id)} className={buttonClass('primary', 'shrink-0')}>
                      <Trans>Open caseload</Trans>
                    </Link>
                  </div>
                </div>
                <div className="mt-6 grid gap-8 lg:grid-cols-2">
                  <Suspense
                    fallback={
                      <>
                        <Skeleton className="h-64" />
                        <Skeleton className="h-64" />
                      </>
                    }
                  >
                    <SchoolPanels school={school} myId={user?.id ?? ''} />
                  </Suspense>
                </div>
              </section>
            );
          })}
        </div>
      )}
    </CounselorSchoolGate>
  );
  return (
    <WorkspacePage
      title={t`My high school`}
      width="narrow"
      description={t`Students join with your school’s code; they choose whether to share their plan with its counselors.`}
    >
      {content}
    </WorkspacePage>
  );
}
