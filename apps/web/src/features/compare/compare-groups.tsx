import { SIZE_BUCKETS, TEST_POLICIES } from '@campuspath/contract/catalog-terms';
import type { SchoolDetail } from '@campuspath/contract/school-detail';
import { formatMoney } from '../../lib/format-money.ts';
import { formatFraction } from '../../lib/format-percent.ts';
import { formatCount } from '../../lib/format-size.ts';
import { admissionRateText } from '../../lib/admission-rate-text.ts';
import { ChanceCell } from './compare-cells.tsx';
import { estimatedPellRow, majorsRows, raceRows, schoolHistoryRow, tuitionRow, yourNetPriceRow } from './compare-student-rows.tsx';
import type { CompareContext, CompareGroup } from './compare-row.ts';

const percent = (fraction: number | null) => (fraction === null ? null : formatFraction(fraction));
const money = (amount: number | null) => (amount === null ? null : formatMoney(amount));
const asPercent = (value: number) => Math.round(value * 100);
const range = (low: number | null, high: number | null) => (low === null || high === null ? null : `${low}–${high}`);
const sizeLabel = (bucket: SchoolDetail['sizeBucket']) => SIZE_BUCKETS.find((item) => item.id === bucket)?.label;

/** The table's rows, grouped as the issue lists them. Missing data stays missing ("Not reported"). */
export function buildCompareGroups(schools: readonly SchoolDetail[], context: CompareContext): CompareGroup[] {
  const { chance } = context;
  return [
    {
      key: 'overview',
      title: 'Overview',
      rows: [
        { key: 'type', label: 'Type', render: (school) => school.type },
        { key: 'location', label: 'Location', render: (school) => school.location },
        { key: 'setting', label: 'Setting', note: 'Census locale', render: (school) => school.locale?.label ?? null },
        {
          key: 'size',
          label: 'Size',
          note: 'Degree-seeking undergraduates',
          field: 'students.undergraduates',
          value: (school) => school.size,
          render: (school) => (school.size === null ? null : `${formatCount(school.size)} (${sizeLabel(school.sizeBucket) ?? 'size'})`),
          bar: 'relative',
        },
      ],
    },
    {
      key: 'admissions',
      title: 'Admissions',
      rows: [
        {
          key: 'acceptance',
          label: 'Acceptance rate',
          note: 'Some cover all campuses sharing one federal aid ID',
          field: (school) => (school.openAdmissions ? 'openAdmissions' : 'admissions.admissionRate'),
          value: (school) => school.admissions.admissionRate,
          render: (school) => (school.openAdmissions || school.acceptance_rate !== null ? admissionRateText(school) : null),
          bar: 'fraction',
        },
        {
          key: 'sat',
          label: 'SAT (25th–75th percentile)',
          note: 'Reading + math, enrolled students',
          field: 'admissions.sat.readingWriting.p25',
          render: (school) => range(school.admissions.sat.composite.p25, school.admissions.sat.composite.p75),
        },
        {
          key: 'act',
          label: 'ACT (25th–75th percentile)',
          field: 'admissions.act.p25',
          render: (school) => range(school.admissions.act.p25, school.admissions.act.p75),
        },
        {
          key: 'test-policy',
          label: 'Test policy',
          field: 'admissions.testPolicy',
          render: (school) => TEST_POLICIES.find((policy) => policy.id === school.admissions.testPolicy)?.label ?? null,
        },
        chance.kind === 'ready'
          ? {
              key: 'chance',
              label: 'Your chance',
              note: 'From your academic profile',
              render: (school) => <ChanceCell state={chance.of(school.id)} />,
            }
          : { key: 'chance', label: 'Your chance', render: () => null, message: chance.message },
        ...(context.history ? [schoolHistoryRow(context.history)] : []),
      ],
    },
    {
      key: 'costs',
      title: 'Costs',
      rows: [
        tuitionRow(context.homeState),
        {
          key: 'cost-of-attendance',
          label: 'Total cost of attendance',
          note: 'Average per year before aid',
          field: 'costs.averageCostOfAttendance',
          value: (school) => school.costs.averageCostOfAttendance,
          render: (school) => money(school.costs.averageCostOfAttendance),
          best: 'lowest',
          bar: 'relative',
        },
        {
          key: 'net-price',
          label: 'Average net price',
          note: 'All aided students, after grants (at public colleges, for in-state students)',
          field: 'netPrice.overall',
          value: (school) => school.netPrice,
          render: (school) => money(school.netPrice),
          best: 'lowest',
          bar: 'relative',
        },
        yourNetPriceRow(context.band, context.homeState),
        ...(context.pell ? [estimatedPellRow(context.pell)] : []),
      ],
    },
    {
      key: 'outcomes',
      title: 'Outcomes',
      rows: [
        {
          key: 'graduation',
          label: 'Graduation rate',
          note: 'Within 150% of normal time: six years at four-year colleges, three at two-year colleges (each its own measure)',
          field: 'outcomes.graduationRate',
          value: (school) => school.outcomes.graduationRate,
          render: (school) => percent(school.outcomes.graduationRate),
          best: 'highest',
          bar: 'fraction',
          shown: asPercent,
        },
        {
          key: 'retention',
          label: 'Retention',
          note: 'Full-time first-year students who return',
          field: 'outcomes.retentionRate',
          value: (school) => school.outcomes.retentionRate,
          render: (school) => percent(school.outcomes.retentionRate),
          best: 'highest',
          bar: 'fraction',
          shown: asPercent,
        },
        {
          key: 'earnings',
          label: 'Median earnings',
          note: 'Former students who received federal aid, finished or not; entered 2010-11, measured 10 years later',
          field: 'outcomes.medianEarnings',
          value: (school) => school.outcomes.medianEarnings,
          render: (school) => money(school.outcomes.medianEarnings),
          best: 'highest',
          bar: 'relative',
        },
        {
          key: 'default-rate',
          label: '3-year loan default rate',
          note: 'Federal borrowers who defaulted within three years of starting repayment',
          field: 'outcomes.loanDefaultRate',
          value: (school) => school.outcomes.loanDefaultRate,
          render: (school) => percent(school.outcomes.loanDefaultRate),
          bar: 'fraction',
        },
      ],
    },
    {
      key: 'students',
      title: 'Students',
      rows: [
        ...raceRows(schools),
        {
          key: 'pell',
          label: 'Pell Grant recipients',
          note: 'Share of undergraduates',
          field: 'aid.pellShare',
          value: (school) => school.aid.pellShare,
          render: (school) => percent(school.aid.pellShare),
          bar: 'fraction',
        },
        {
          key: 'loans',
          label: 'Federal loan borrowers',
          note: 'Share of undergraduates',
          field: 'aid.federalLoanShare',
          value: (school) => school.aid.federalLoanShare,
          render: (school) => percent(school.aid.federalLoanShare),
          bar: 'fraction',
        },
        {
          key: 'ratio',
          label: 'Student-faculty ratio',
          field: 'students.studentFacultyRatio',
          render: (school) => (school.students.studentFacultyRatio === null ? null : `${school.students.studentFacultyRatio}:1`),
        },
      ],
    },
    { key: 'majors', title: 'Majors', rows: majorsRows(context.intendedMajors) },
  ];
}
