import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import type { SchoolCard } from '@campuspath/contract/schools';
import { CampusLocator } from '../../../components/ui/campus-locator.tsx';
import { admissionRateText } from '../../../lib/admission-rate-text.ts';
import { DashboardCard } from './dashboard-card.tsx';
import { paths } from '../../../config/paths.ts';

/** Four saved universities (spec section 9) with a link to the whole list. */
export function SavedSchoolsCard({ schools, total }: { schools: SchoolCard[]; total: number }) {
  const { t } = useLingui();
  return (
    <DashboardCard
      title={t`Saved universities`}
      id="saved"
      action={
        total ? (
          <Link to={paths.saved.getHref()} className="text-sm font-medium text-indigo-700 hover:underline">
            <Trans>View all {total}</Trans>
          </Link>
        ) : null
      }
    >
      {schools.length === 0 ? (
        <p className="text-sm text-slate-600">
          <Trans>
            You haven’t saved any universities yet.{' '}
            <Link to={paths.explore.getHref()} className="font-medium text-indigo-700 hover:underline">
              Explore universities
            </Link>
          </Trans>
        </p>
      ) : (
        <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2">
          {schools.map((school) => (
            <li key={school.id}>
              <Link
                to={paths.university.getHref(school.slug)}
                className="flex items-center gap-3 rounded-xl border border-slate-200 p-3 hover:border-indigo-300 hover:bg-indigo-50/40"
              >
                <CampusLocator school={school} compact className="size-12 shrink-0 rounded-lg" />
                <div className="min-w-0">
                  <p className="truncate font-medium text-slate-900">{school.name}</p>
                  <p className="truncate text-sm text-slate-600">
                    {school.location} · <AdmittedText school={school} />
                  </p>
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DashboardCard>
  );
}

/** "12% admitted", "Open admissions" or "Admission rate not reported". */
function AdmittedText({ school }: { school: SchoolCard }) {
  const { t } = useLingui();
  if (school.openAdmissions) return admissionRateText(school);
  if (school.acceptance_rate === null) return t`Admission rate not reported`;
  const rate = admissionRateText(school);
  return t`${rate} admitted`;
}
