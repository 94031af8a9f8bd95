import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SchoolDetail } from '@campuspath/contract/school-detail';
import { formatMoney } from '../../../lib/format-money.ts';
import { formatFraction } from '../../../lib/format-percent.ts';
import { earningsCohort } from '../earnings-cohort.ts';
import { FederalDataGaps } from './federal-data-gaps.tsx';

/** How long "normal time" and its multiples are at the college's own level (the measure its figures use). */
const MEASURE_WORDS = {
  'four-year': {
    normal: msg`four years for a bachelor’s degree`,
    within150: msg`six years`,
    within200: msg`eight years`,
    kind: msg`four-year`,
  },
  'less-than-four-year': {
    normal: msg`two years for an associate’s degree`,
    within150: msg`three years`,
    within200: msg`four years`,
    kind: msg`two-year`,
  },
};

/**
 * Completion, retention, default and earnings, each with what it measures and its own year. A
 * four-year college's rates are the four-year measures and a two-year college's the two-year ones
 * (the detail's `outcomeMeasure`), never mixed. The Scorecard's earnings figure covers every former
 * student who received federal aid, finished or not: never "graduates earn".
 */
export function OutcomesCard({ school }: { school: SchoolDetail }) {
  const { outcomes, figureYears: years } = school;
  const { t, i18n } = useLingui();
  const measure = MEASURE_WORDS[school.outcomeMeasure];
  const normal = i18n._(measure.normal);
  const within150 = i18n._(measure.within150);
  const within200 = i18n._(measure.within200);
  const kind = i18n._(measure.kind);
  const notReported = t`Not reported`;
  const cohort = earningsCohort(i18n, school, true);
  const earningsYear = cohort ? ` ${cohort}.` : '';
  const withYear = (note: string, field: string, value: number | null) =>
    value !== null && years[field] ? `${note} (${years[field]})` : note;
  const facts = [
    {
      label: t`Graduation rate`,
      value: formatFraction(outcomes.graduationRate, notReported),
      note: withYear(
        t`First-time, full-time students finishing within 150% of normal time (${within150}), ${kind} measure`,
        'outcomes.graduationRate',
        outcomes.graduationRate,
      ),
    },
    {
      label: t`On-time graduation`,
      value: formatFraction(outcomes.onTimeGraduationRate, notReported),
      note: withYear(t`Finishing within normal time (${normal})`, 'outcomes.onTimeGraduationRate', outcomes.onTimeGraduationRate),
    },
    {
      label: t`Within 200% of normal time`,
      value: formatFraction(outcomes.completionWithin200, notReported),
      note: withYear(t`Finishing within ${within200}`, 'outcomes.completionWithin200', outcomes.completionWithin200),
    },
    {
      label: t`Students who return for a second year`,
      value: formatFraction(outcomes.retentionRate, notReported),
      note: withYear(t`First-time, full-time students, ${kind} measure`, 'outcomes.retentionRate', outcomes.retentionRate),
    },
    {
      label: t`Award within 8 years`,
      value: formatFraction(outcomes.awardWithin8Years, notReported),
      note: withYear(
        t`Every entering student, full- or part-time, first-time or transfer, with a degree or certificate within 8 years`,
        'outcomes.awardWithin8Years',
        outcomes.awardWithin8Years,
      ),
    },
    {
      label: t`3-year loan default rate`,
      value: formatFraction(outcomes.loanDefaultRate, notReported),
      note: withYear(
        t`Federal borrowers who defaulted within three years of starting repayment`,
        'outcomes.loanDefaultRate',
        outcomes.loanDefaultRate,
      ),
    },
    {
      label: t`Median earnings`,
      value: formatMoney(outcomes.medianEarnings, notReported),
      note: t`Former students who received federal aid, finished or not (working, not enrolled).${earningsYear}`,
      testId: 'earnings-vintage',
    },
  ];
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5" aria-labelledby="outcomes-title">
      <h2 id="outcomes-title" className="text-lg font-semibold">
        <Trans>Outcomes</Trans>
      </h2>
      <p className="text-sm text-slate-600">
        <Trans>College Scorecard; each figure names its year.</Trans>
      </p>
      <dl className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-sm text-slate-600">{fact.label}</dt>
            <dd className="mt-1 text-2xl font-bold text-slate-900">{fact.value}</dd>
            <dd className="text-xs text-slate-600" data-testid={fact.testId}>
              {fact.note}
            </dd>
          </div>
        ))}
      </dl>
      <FederalDataGaps schoolId={school.id} />
    </section>
  );
}
