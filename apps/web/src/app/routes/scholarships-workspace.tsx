import { Trans } from '@lingui/react/macro';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useCounselorSchool } from '../../features/high-schools/use-counselor-school.ts';
import { CounselorListings } from '../../features/scholarships/components/counselor-listings.tsx';
import { MyScholarships } from '../../features/scholarships/components/my-scholarships.tsx';
import { ScholarshipForm } from '../../features/scholarships/components/scholarship-form.tsx';
import { SchoolListings } from '../../features/scholarships/components/school-listings.tsx';

const cardClass = 'not-prose mt-6 rounded-2xl border border-slate-200 bg-slate-50/60 p-4 sm:p-6';

/**
 * What a signed-in reader does on /scholarships: a student keeps their own list and sees their
 * school's local scholarships; a counselor posts their school's. Visitors and other roles see only
 * the guide around it.
 */
export function ScholarshipsWorkspace() {
  const { user } = useAuth();
  if (user?.role === 'student') return <StudentScholarships />;
  if (user?.role === 'counselor') return <CounselorScholarships />;
  return null;
}

function StudentScholarships() {
  return (
    <>
      <h2 id="yours">
        <Trans>Your scholarships</Trans>
      </h2>
      <div className={cardClass}>
        <MyScholarships />
        <h3 className="mt-6 text-lg font-semibold text-slate-900">
          <Trans>Record one</Trans>
        </h3>
        <div className="mt-3">
          <ScholarshipForm />
        </div>
      </div>
      <h2 id="local">
        <Trans>From your school</Trans>
      </h2>
      <div className={cardClass}>
        <SchoolListings />
      </div>
    </>
  );
}

function CounselorScholarships() {
  const { schools, school } = useCounselorSchool();
  if (schools.isPending) return null;
  return (
    <>
      <h2 id="local">
        <Trans>Local scholarships for your students</Trans>
      </h2>
      <div className={cardClass}>
        {school ? (
          <CounselorListings school={{ id: school.id, name: school.name }} />
        ) : (
          <p className="text-sm text-slate-600">
            <Trans>Create your high school first (Counselor page); then post local scholarships here.</Trans>
          </p>
        )}
      </div>
    </>
  );
}
