import { findMajorFamily } from '@campuspath/contract/major-families';
import type { StudentPlanResponse } from '@campuspath/contract/sharing';

const notEntered = 'Not entered';

/** The academic profile as shared: grades, scores, courses and intended majors (never income: that is costs). */
export function PlanProfile({ profile }: { profile: NonNullable<StudentPlanResponse['profile']> }) {
  const rows: [string, string][] = [
    ['GPA (unweighted)', profile.gpa?.toFixed(2) ?? notEntered],
    ['GPA (weighted)', profile.weightedGpa?.toFixed(2) ?? notEntered],
    ['SAT', profile.satTotal?.toString() ?? notEntered],
    ['ACT', profile.act?.toString() ?? notEntered],
    ['Class rank', profile.classRank && profile.classSize ? `${profile.classRank} of ${profile.classSize}` : notEntered],
    ['AP, IB and honors courses', profile.courses.length ? String(profile.courses.length) : 'None entered'],
    [
      'Intended majors',
      profile.intendedMajors.length ? profile.intendedMajors.map((code) => findMajorFamily(code)?.name ?? code).join(', ') : notEntered,
    ],
  ];
  return (
    <section aria-labelledby="plan-profile">
      <h2 id="plan-profile" className="text-xl font-semibold text-slate-900">
        Academic profile
      </h2>
      <dl className="mt-3 grid gap-x-6 gap-y-3 rounded-2xl border border-slate-200 bg-white p-4 text-sm sm:grid-cols-2 sm:p-5">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
