import type { ReactNode } from 'react';
import { SIZE_BUCKETS, TEST_POLICIES, type IncomeBand } from '@campuspath/contract/catalog-terms';
import { findMajorFamily } from '@campuspath/contract/major-families';
import type { SchoolDetail } from '@campuspath/contract/schools';
import { incomeBandLabel } from '../../components/ui/net-price-estimate.tsx';
import { formatMoney } from '../../lib/format-money.ts';
import { formatFraction } from '../../lib/format-percent.ts';
import { formatCount } from '../../lib/format-size.ts';
import { ChanceCell, HistoryCell, NetPriceExtra, type ChanceState, type HistoryState } from './compare-cells.tsx';
import type { CompareGroup, CompareRow } from './compare-row.ts';

export interface CompareContext {
  /** The family income band for "Your estimated net price"; null asks for one. */
  band: IncomeBand | null;
  /** The student's home state: at a public college elsewhere, the out-of-state estimate and its formula. */
  homeState: string | null;
  /** Signed in with a test score (`chanceReady`): the chance per school. Otherwise a message row explains. */
  chance: { kind: 'ready'; of: (schoolId: number) => ChanceState } | { kind: 'message'; message: ReactNode };
  /** The student's intended fields (2-digit CIP codes); empty shows each school's top fields. */
  intendedMajors: readonly string[];
  /**
   * A student of a high school gets a row "Your school's history" beside the chance
   * (never blended), and `chart` per school (its scattergram, composed by the page).
   */
  history?: { of: (schoolId: number) => HistoryState; chart: (school: SchoolDetail) => ReactNode } | null;
}

const percent = (fraction: number | null) => (fraction === null ? null : formatFraction(fraction));
const money = (amount: number | null) => (amount === null ? null : formatMoney(amount));
const asPercent = (value: number) => Math.round(value * 100);
const range = (low: number | null, high: number | null) => (low === null || high === null ? null : `${low}–${high}`);
const sizeLabel = (bucket: SchoolDetail['sizeBucket']) => SIZE_BUCKETS.find((item) => item.id === bucket)?.label;

function yourNetPriceRow(band: IncomeBand | null, homeState: string | null): CompareRow {
  const label = 'Your estimated net price';
  if (band === null) {
    return {
      key: 'your-net-price',
      label,
      render: () => null,
      message: 'Choose your family income above to see what families like yours paid.',
    };
  }
  return {
    key: 'your-net-price',
    label,
    note: `Average paid per year after grants by aided families earning ${incomeBandLabel(band)} (2023-24 where reported). Each school's calculator gives a personal figure.`,
    value: (school) => school.netPriceByIncome[band] ?? null,
    render: (school) => money(school.netPriceByIncome[band] ?? null),
    best: 'lowest',
    bar: 'relative',
    extra: (school) => <NetPriceExtra school={school} band={band} homeState={homeState} />,
  };
}

function majorsRows(intended: readonly string[]): CompareRow[] {
  if (intended.length === 0) {
    return [
      {
        key: 'top-fields',
        label: 'Top fields of study',
        note: 'Share of degrees awarded, 2023-24 where reported',
        render: (school) =>
          school.programs.length === 0 ? null : (
            <ul className="space-y-0.5">
              {school.programs.slice(0, 3).map((program) => (
                <li key={program.id}>
                  {program.name} <span className="text-slate-600">{formatFraction(program.share)}</span>
                </li>
              ))}
            </ul>
          ),
      },
    ];
  }
  return intended.map((code) => {
    const share = (school: SchoolDetail) =>
      school.programs.length === 0 ? null : (school.programs.find((program) => program.id === code)?.share ?? 0);
    return {
      key: `major-${code}`,
      label: findMajorFamily(code)?.name ?? code,
      note: 'Your intended field: share of degrees awarded, 2023-24 where reported',
      value: share,
      render: (school) => {
        const value = share(school);
        return value === null ? null : value === 0 ? 'No degrees awarded' : formatFraction(value);
      },
      bar: 'fraction',
    } satisfies CompareRow;
  });
}

function raceRows(schools: readonly SchoolDetail[]): CompareRow[] {
  const groups = [...new Set(schools.flatMap((school) => Object.keys(school.students.raceEthnicity)))];
  return groups.map((group) => ({
    key: `race-${group}`,
    label: group,
    note: 'Share of undergraduates',
    value: (school) => school.students.raceEthnicity[group] ?? null,
    render: (school) => percent(school.students.raceEthnicity[group] ?? null),
    bar: 'fraction',
  }));
}

function schoolHistoryRow(history: NonNullable<CompareContext['history']>): CompareRow {
  return {
    key: 'school-history',
    label: "Your school's history",
    note: "Past applicants like you from your high school: its counselors' records, not official data",
    render: (school) => <HistoryCell state={history.of(school.id)} />,
    extra: (school) => history.chart(school),
  };
}

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
          note: 'Degree-seeking undergraduates, fall 2023 where reported',
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
          note: 'Fall 2023 where reported; some cover all campuses sharing one federal aid ID',
          value: (school) => school.admissions.admissionRate,
          render: (school) => percent(school.admissions.admissionRate),
          bar: 'fraction',
        },
        {
          key: 'sat',
          label: 'SAT (25th–75th percentile)',
          note: 'Reading + math, enrolled students',
          render: (school) => range(school.admissions.sat.composite.p25, school.admissions.sat.composite.p75),
        },
        {
          key: 'act',
          label: 'ACT (25th–75th percentile)',
          render: (school) => range(school.admissions.act.p25, school.admissions.act.p75),
        },
        {
          key: 'test-policy',
          label: 'Test policy',
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
        {
          key: 'tuition-in',
          label: 'Tuition, in-state',
          note: 'Per year, 2023-24 where reported',
          value: (school) => school.costs.tuition.inState,
          render: (school) => money(school.costs.tuition.inState),
          bar: 'relative',
        },
        {
          key: 'tuition-out',
          label: 'Tuition, out-of-state',
          note: 'Per year, 2023-24 where reported',
          value: (school) => school.costs.tuition.outOfState,
          render: (school) => money(school.costs.tuition.outOfState),
          bar: 'relative',
        },
        {
          key: 'cost-of-attendance',
          label: 'Total cost of attendance',
          note: 'Average per year before aid, 2023-24 where reported',
          value: (school) => school.costs.averageCostOfAttendance,
          render: (school) => money(school.costs.averageCostOfAttendance),
          best: 'lowest',
          bar: 'relative',
        },
        {
          key: 'net-price',
          label: 'Average net price',
          note: 'All aided students, after grants (public schools: in-state)',
          value: (school) => school.netPrice,
          render: (school) => money(school.netPrice),
          best: 'lowest',
          bar: 'relative',
        },
        yourNetPriceRow(context.band, context.homeState),
      ],
    },
    {
      key: 'outcomes',
      title: 'Outcomes',
      rows: [
        {
          key: 'graduation',
          label: 'Graduation rate',
          note: 'Within 150% of normal time (six years at four-year schools)',
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
          value: (school) => school.outcomes.medianEarnings,
          render: (school) => money(school.outcomes.medianEarnings),
          best: 'highest',
          bar: 'relative',
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
          value: (school) => school.aid.pellShare,
          render: (school) => percent(school.aid.pellShare),
          bar: 'fraction',
        },
        {
          key: 'ratio',
          label: 'Student-faculty ratio',
          render: (school) => (school.students.studentFacultyRatio === null ? null : `${school.students.studentFacultyRatio}:1`),
        },
      ],
    },
    { key: 'majors', title: 'Majors', rows: majorsRows(context.intendedMajors) },
  ];
}
