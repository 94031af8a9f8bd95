import { Trans, useLingui } from '@lingui/react/macro';
import type { MajorCode } from '@campuspath/contract/major-families';
import type { StudentPlanResponse } from '@campuspath/contract/sharing';
import { MAJOR_FAMILY_LABELS } from '../../../lib/major-family-labels.ts';
import { numberFormat } from '../../../lib/number-format.ts';

/** The academic profile as shared: grades, scores, courses and intended majors (never income: that is costs). */
export function PlanProfile({ profile }: { profile: NonNullable<StudentPlanResponse['profile']> }) {
  const { t, i18n } = useLingui();
  const notEntered = t`Not entered`;
  const gpa = numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const count = numberFormat();
  const rank = profile.classRank;
  const size = profile.classSize;
  const courses = profile.courses.length;
  const rows: [string, string][] = [
    [t`GPA (unweighted)`, profile.gpa === null ? notEntered : gpa.format(profile.gpa)],
    [t`GPA (weighted)`, profile.weightedGpa === null ? notEntered : gpa.format(profile.weightedGpa)],
    ['SAT', profile.satTotal === null ? notEntered : String(profile.satTotal)],
    ['ACT', profile.act === null ? notEntered : String(profile.act)],
    [t`Class rank`, rank && size ? t`${rank} of ${size}` : notEntered],
    [t`AP, IB and honors courses`, courses ? count.format(courses) : t`None entered`],
    [
      t`Intended majors`,
      profile.intendedMajors.length
        ? profile.intendedMajors
            .map((code) => {
              const label = MAJOR_FAMILY_LABELS[code as MajorCode];
              return label ? i18n._(label) : code;
            })
            .join(', ')
        : notEntered,
    ],
  ];
  return (
    <section aria-labelledby="plan-profile">
      <h2 id="plan-profile" className="text-xl font-semibold text-slate-900">
        <Trans>Academic profile</Trans>
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
