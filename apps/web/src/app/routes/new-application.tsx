import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearchParams } from 'react-router';
import { WorkspacePage } from '../../components/layout/workspace-page.tsx';
import { LoadingState } from '../../components/ui/query-state.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { paths } from '../../config/paths.ts';
import { useSchool } from '../../lib/api/get-school.ts';
import { NewApplicationForm } from '../../features/applications/components/new-application-form.tsx';
import { useCheckedDeadlines } from '../../features/checked-deadlines/api/get-checked-deadlines.ts';
import { useStudentHighSchool } from '../../features/high-schools/api/get-high-schools.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /applications/new, optionally ?school=<catalogue id> (the university page's Start Application) to prefill the school. */
export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`New application`);
  const [searchParams] = useSearchParams();
  const schoolParam = searchParams.get('school');
  const schoolId = schoolParam && /^\d{1,9}$/.test(schoolParam) ? schoolParam : null;
  const school = useSchool(schoolId);
  // The dates the student's counselors checked, to fill in the chosen college's deadline.
  const { user } = useAuth();
  const highSchool = useStudentHighSchool(user?.role === 'student');
  const counselorDeadlines = useCheckedDeadlines(highSchool?.id ?? null);

  return (
    <WorkspacePage
      width="narrow"
      title={t`New application`}
      description={
        <>
          <Trans>Track one college's application for one round.</Trans>{' '}
          <Link to={paths.applications.getHref()} className="text-indigo-700 underline">
            <Trans>Back to applications</Trans>
          </Link>
        </>
      }
    >
      {schoolId && school.isPending ? (
        <LoadingState label={t`Loading the college`}>
          <Skeleton className="h-72 w-full" />
        </LoadingState>
      ) : (
        <>
          {schoolId && school.isError ? (
            <p role="status" className="mb-4 rounded-lg bg-amber-50 px-4 py-3 text-sm text-amber-900">
              <Trans>We couldn't find that college. Search for it below.</Trans>
            </p>
          ) : null}
          <NewApplicationForm
            key={school.data?.id ?? 'none'}
            initialSchool={
              school.data ? { id: school.data.id, name: school.data.name, city: school.data.city, state: school.data.state } : null
            }
            counselorDeadlines={counselorDeadlines.data?.deadlines}
          />
        </>
      )}
    </WorkspacePage>
  );
}
