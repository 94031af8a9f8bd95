import { CheckCircle2, CircleHelp, XCircle } from 'lucide-react';
import { Link } from 'react-router';
import type { AdmissionRequirement, SchoolDetail } from '@campuspath/contract/schools';
import { TEST_POLICIES } from '@campuspath/contract/catalog-terms';
import { buttonClass } from '../../../components/ui/button.tsx';
import { formatFraction, formatPercent } from '../../../lib/format-percent.ts';
import { formatCount } from '../../../lib/format-size.ts';

const range = (r: { p25: number | null; p75: number | null }) => (r.p25 !== null && r.p75 !== null ? `${r.p25}–${r.p75}` : 'Not reported');

const TYPE_STYLES: Record<AdmissionRequirement['type'], string> = {
  required: 'bg-rose-100 text-rose-900',
  recommended: 'bg-amber-100 text-amber-900',
  optional: 'bg-sky-100 text-sky-900',
  'not-considered': 'bg-slate-100 text-slate-800',
};
const TYPE_LABELS: Record<AdmissionRequirement['type'], string> = {
  required: 'Required',
  recommended: 'Recommended',
  optional: 'Optional',
  'not-considered': 'Not considered',
};

function UserHas({ value }: { value: AdmissionRequirement['userHas'] }) {
  if (value === true)
    return (
      <span className="flex items-center gap-1 text-sm text-emerald-700">
        <CheckCircle2 aria-hidden="true" className="size-4" />
        You have this
      </span>
    );
  if (value === false)
    return (
      <span className="flex items-center gap-1 text-sm text-rose-700">
        <XCircle aria-hidden="true" className="size-4" />
        Missing from your profile
      </span>
    );
  return (
    <span className="flex items-center gap-1 text-sm text-slate-600">
      <CircleHelp aria-hidden="true" className="size-4" />
      Unknown until you sign in
    </span>
  );
}

export function AdmissionsTab({ school, signInHref }: { school: SchoolDetail; signInHref: string }) {
  const { admissions } = school;
  const policy = TEST_POLICIES.find((p) => p.id === admissions.testPolicy)?.label ?? 'Not reported';
  const facts = [
    { label: 'Acceptance rate (fall 2022)', value: school.openAdmissions ? 'Open admissions' : formatPercent(school.acceptance_rate) },
    { label: 'SAT total, middle 50%', value: range(admissions.sat.composite) },
    { label: 'SAT reading & writing', value: range(admissions.sat.readingWriting) },
    { label: 'SAT math', value: range(admissions.sat.math) },
    { label: 'ACT composite, middle 50%', value: range(admissions.act) },
    {
      label: 'Submitted SAT / ACT',
      value: `${formatFraction(admissions.satSubmittedShare)} / ${formatFraction(admissions.actSubmittedShare)}`,
    },
    { label: 'Yield', value: formatFraction(admissions.yield) },
    { label: 'Applicants', value: formatCount(admissions.applicants) },
    { label: 'Test policy', value: policy },
  ];
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-600">{fact.label}</dt>
            <dd className="mt-1 text-lg font-semibold text-slate-900">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-600">
        Test score ranges describe enrolled first-year students who submitted scores (IPEDS and College Scorecard, fall 2022).
      </p>

      <section aria-labelledby="requirements-title">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="requirements-title" className="text-lg font-semibold">
            What this college considers
          </h2>
          <Link to={signInHref} className={buttonClass('primary')}>
            Check My Eligibility
          </Link>
        </div>
        <p className="mt-1 text-sm text-slate-600">Sign in and add your academic profile to see how you compare.</p>
        {school.admissionRequirements.length === 0 ? (
          <p className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-700">
            Not reported: this college did not report admission considerations to IPEDS
            {school.openAdmissions ? ' (it has open admissions)' : ''}.
          </p>
        ) : (
          <ul className="mt-4 grid gap-3 md:grid-cols-2">
            {school.admissionRequirements.map((requirement) => (
              <li key={requirement.category} className="rounded-xl border border-slate-200 bg-white p-4">
                <div className="flex items-start justify-between gap-3">
                  <h3 className="font-medium text-slate-900">{requirement.category}</h3>
                  <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ${TYPE_STYLES[requirement.type]}`}>
                    {TYPE_LABELS[requirement.type]}
                  </span>
                </div>
                <p className="mt-1 text-sm text-slate-700">{requirement.description}</p>
                {requirement.note && <p className="mt-1 text-xs text-slate-600">{requirement.note}</p>}
                <div className="mt-3">
                  <UserHas value={requirement.userHas} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
