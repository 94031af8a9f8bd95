import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import type { SchoolDetail } from '@campuspath/contract/school-detail';
import { formatMoney } from '../../lib/format-money.ts';
import { formatFraction } from '../../lib/format-percent.ts';
import { formatCount } from '../../lib/format-size.ts';
import { admissionRateText } from '../../lib/admission-rate-text.ts';
import { controlLabel, SIZE_LABELS, TEST_POLICY_LABELS } from '../../lib/data-terms.ts';
import { localeLabel } from '../../lib/setting-labels.ts';
import { ChanceCell } from './compare-cells.tsx';
import { estimatedPellRow, majorsRows, raceRows, schoolHistoryRow, tuitionRow, yourNetPriceRow } from './compare-student-rows.tsx';
import type { CompareContext, CompareGroup } from './compare-row.ts';

const percent = (fraction: number | null) => (fraction === null ? null : formatFraction(fraction));
const money = (amount: number | null) => (amount === null ? null : formatMoney(amount));
const asPercent = (value: number) => Math.round(value * 100);
const range = (low: number | null, high: number | null) => (low === null || high === null ? null : `${low}–${high}`);

/** The table's rows, grouped as the issue lists them. Missing data stays missing ("Not reported"). */
export function buildCompareGroups(i18n: I18n, schools: readonly SchoolDetail[], context: CompareContext): CompareGroup[] {
  const { chance } = context;
  const sized = (school: SchoolDetail) => {
    const count = formatCount(school.size);
    const bucket = school.sizeBucket ? i18n._(SIZE_LABELS[school.sizeBucket]) : t(i18n)`size`;
    return `${count} (${bucket})`;
  };
  return [
    {
      key: 'overview',
      title: t(i18n)`Overview`,
      rows: [
        { key: 'type', label: t(i18n)`Type`, render: (school) => controlLabel(i18n, school.type) },
        { key: 'location', label: t(i18n)`Location`, render: (school) => school.location },
        {
          key: 'setting',
          label: t(i18n)`Setting`,
          note: t(i18n)`Census locale`,
          render: (school) => (school.locale ? localeLabel(i18n, school.locale) : null),
        },
        {
          key: 'size',
          label: t(i18n)`Size`,
          note: t(i18n)`Degree-seeking undergraduates`,
          field: 'students.undergraduates',
          value: (school) => school.size,
          render: (school) => (school.size === null ? null : sized(school)),
          bar: 'relative',
        },
      ],
    },
    {
      key: 'admissions',
      title: t(i18n)`Admissions`,
      rows: [
        {
          key: 'acceptance',
          label: t(i18n)`Acceptance rate`,
          note: t(i18n)`Some cover all campuses sharing one federal aid ID`,
          field: (school) => (school.openAdmissions ? 'openAdmissions' : 'admissions.admissionRate'),
          value: (school) => school.admissions.admissionRate,
          render: (school) => (school.openAdmissions || school.acceptance_rate !== null ? admissionRateText(school) : null),
          bar: 'fraction',
        },
        {
          key: 'sat',
          label: t(i18n)`SAT (25th–75th percentile)`,
          note: t(i18n)`Reading + math, enrolled students`,
          field: 'admissions.sat.readingWriting.p25',
          render: (school) => range(school.admissions.sat.composite.p25, school.admissions.sat.composite.p75),
        },
        {
          key: 'act',
          label: t(i18n)`ACT (25th–75th percentile)`,
          field: 'admissions.act.p25',
          render: (school) => range(school.admissions.act.p25, school.admissions.act.p75),
        },
        {
          key: 'test-policy',
          label: t(i18n)`Test policy`,
          field: 'admissions.testPolicy',
          render: (school) => (school.admissions.testPolicy ? i18n._(TEST_POLICY_LABELS[school.admissions.testPolicy]) : null),
        },
        chance.kind === 'ready'
          ? {
              key: 'chance',
              label: t(i18n)`Your chance`,
              note: t(i18n)`From your academic profile`,
              render: (school) => <ChanceCell state={chance.of(school.id)} />,
            }
          : { key: 'chance', label: t(i18n)`Your chance`, render: () => null, message: chance.message },
        ...(context.history ? [schoolHistoryRow(i18n, context.history)] : []),
      ],
    },
    {
      key: 'costs',
      title: t(i18n)`Costs`,
      rows: [
        tuitionRow(i18n, context.homeState),
        {
          key: 'cost-of-attendance',
          label: t(i18n)`Total cost of attendance`,
          note: t(i18n)`Average per year before aid`,
          field: 'costs.averageCostOfAttendance',
          value: (school) => school.costs.averageCostOfAttendance,
          render: (school) => money(school.costs.averageCostOfAttendance),
          best: 'lowest',
          bar: 'relative',
        },
        {
          key: 'net-price',
          label: t(i18n)`Average net price`,
          note: t(i18n)`All aided students, after grants (at public colleges, for in-state students)`,
          field: 'netPrice.overall',
          value: (school) => school.netPrice,
          render: (school) => money(school.netPrice),
          best: 'lowest',
          bar: 'relative',
        },
        yourNetPriceRow(i18n, context.band, context.homeState),
        ...(context.pell ? [estimatedPellRow(i18n, context.pell)] : []),
      ],
    },
    {
      key: 'outcomes',
      title: t(i18n)`Outcomes`,
      rows: [
        {
          key: 'graduation',
          label: t(i18n)`Graduation rate`,
          note: t(i18n)`Within 150% of normal time: six years at four-year colleges, three at two-year colleges (each its own measure)`,
          field: 'outcomes.graduationRate',
          value: (school) => school.outcomes.graduationRate,
          render: (school) => percent(school.outcomes.graduationRate),
          best: 'highest',
          bar: 'fraction',
          shown: asPercent,
        },
        {
          key: 'retention',
          label: t(i18n)`Retention`,
          note: t(i18n)`Full-time first-year students who return`,
          field: 'outcomes.retentionRate',
          value: (school) => school.outcomes.retentionRate,
          render: (school) => percent(school.outcomes.retentionRate),
          best: 'highest',
          bar: 'fraction',
          shown: asPercent,
        },
        {
          key: 'earnings',
          label: t(i18n)`Median earnings`,
          note: t(i18n)`Former students who received federal aid, finished or not; entered 2010-11, measured 10 years later`,
          field: 'outcomes.medianEarnings',
          value: (school) => school.outcomes.medianEarnings,
          render: (school) => money(school.outcomes.medianEarnings),
          best: 'highest',
          bar: 'relative',
        },
        {
          key: 'default-rate',
          label: t(i18n)`3-year loan default rate`,
          note: t(i18n)`Federal borrowers who defaulted within three years of starting repayment`,
          field: 'outcomes.loanDefaultRate',
          value: (school) => school.outcomes.loanDefaultRate,
          render: (school) => percent(school.outcomes.loanDefaultRate),
          bar: 'fraction',
        },
      ],
    },
    {
      key: 'students',
      title: t(i18n)`Students`,
      rows: [
        ...raceRows(i18n, schools),
        {
          key: 'pell',
          label: t(i18n)`Pell Grant recipients`,
          note: t(i18n)`Share of undergraduates`,
          field: 'aid.pellShare',
          value: (school) => school.aid.pellShare,
          render: (school) => percent(school.aid.pellShare),
          bar: 'fraction',
        },
        {
          key: 'loans',
          label: t(i18n)`Federal loan borrowers`,
          note: t(i18n)`Share of undergraduates`,
          field: 'aid.federalLoanShare',
          value: (school) => school.aid.federalLoanShare,
          render: (school) => percent(school.aid.federalLoanShare),
          bar: 'fraction',
        },
        {
          key: 'ratio',
          label: t(i18n)`Student-faculty ratio`,
          field: 'students.studentFacultyRatio',
          render: (school) =>
            school.students.studentFacultyRatio === null ? null : `${formatCount(school.students.studentFacultyRatio)}:1`,
        },
      ],
    },
    { key: 'majors', title: t(i18n)`Majors`, rows: majorsRows(i18n, context.intendedMajors) },
  ];
}
