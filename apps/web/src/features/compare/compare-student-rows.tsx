import type { I18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { findMajorFamily, type MajorCode } from '@campuspath/contract/major-families';
import type { IncomeBand } from '@campuspath/contract/catalog-terms';
import type { SchoolDetail } from '@campuspath/contract/school-detail';
import { incomeBandText, raceEthnicityLabel } from '../../lib/data-terms.ts';
import { formatMoney } from '../../lib/format-money.ts';
import { formatFraction } from '../../lib/format-percent.ts';
import { majorFamilyLabel, majorNameLabel } from '../../lib/major-family-labels.ts';
import { notReported } from '../../lib/locale.ts';
import { HistoryCell, NetPriceExtra } from './compare-cells.tsx';
import type { CompareContext, CompareRow } from './compare-row.ts';

/** The comparison's rows that depend on the student or on the schools compared (their income, fields, home state). */

const percent = (fraction: number | null) => (fraction === null ? null : formatFraction(fraction));
const money = (amount: number | null) => (amount === null ? null : formatMoney(amount));

export function yourNetPriceRow(i18n: I18n, band: IncomeBand | null, homeState: string | null): CompareRow {
  const label = t(i18n)`Your estimated net price`;
  if (band === null) {
    return {
      key: 'your-net-price',
      label,
      render: () => null,
      message: t(i18n)`Choose your family income above to see what families like yours paid.`,
    };
  }
  const income = incomeBandText(i18n, band);
  return {
    key: 'your-net-price',
    label,
    note: t(
      i18n,
    )`Average paid per year after grants by aided families earning ${income}. Each school's calculator gives a personal figure.`,
    field: `netPrice.byIncome.${band}`,
    value: (school) => school.netPriceByIncome[band] ?? null,
    render: (school) => money(school.netPriceByIncome[band] ?? null),
    best: 'lowest',
    bar: 'relative',
    extra: (school) => <NetPriceExtra school={school} band={band} homeState={homeState} />,
  };
}

/**
 * The student's estimated Pell Grant from their saved aid estimate, beside the net prices: the
 * same federal grant at every college that takes part, so it is not ranked; each college's own
 * calculator (linked under the net price) gives the personal figure.
 */
export function estimatedPellRow(i18n: I18n, pell: { amount: number; awardYear: string }): CompareRow {
  const { awardYear } = pell;
  return {
    key: 'your-pell',
    label: t(i18n)`Your estimated Pell Grant`,
    note: t(
      i18n,
    )`From your saved ${awardYear} estimate: not an offer. The net prices above are averages that already count grants like it.`,
    render: () => money(pell.amount),
  };
}

/**
 * One tuition row: a public college's in-state and out-of-state prices, a private college's one
 * published price (in-state and out-of-state are public-college words). The bar and "Best" read the
 * price this student pays: out-of-state at a public college outside their home state.
 */
export function tuitionRow(i18n: I18n, homeState: string | null): CompareRow {
  const applies = (school: SchoolDetail) =>
    school.control === 'public' && homeState !== null && school.state !== homeState
      ? school.costs.tuition.outOfState
      : school.costs.tuition.inState;
  return {
    key: 'tuition',
    label: t(i18n)`Tuition and fees`,
    note: t(i18n)`Per year; public colleges: in-state, then out-of-state`,
    field: 'costs.tuitionInState',
    value: applies,
    render: (school) => {
      const { inState, outOfState } = school.costs.tuition;
      if (inState === null) return null;
      if (school.control !== 'public') return money(inState);
      return (
        <>
          {money(inState)}{' '}
          <span className="text-xs font-normal text-slate-600">
            <Trans>in-state</Trans>
          </span>
          <span className="block">
            {money(outOfState) ?? notReported()}{' '}
            <span className="text-xs font-normal text-slate-600">
              <Trans>out-of-state</Trans>
            </span>
          </span>
        </>
      );
    },
    bar: 'relative',
  };
}

export function majorsRows(i18n: I18n, intended: readonly string[]): CompareRow[] {
  if (intended.length === 0) {
    return [
      {
        key: 'top-fields',
        label: t(i18n)`Top fields of study`,
        note: t(i18n)`Share of degrees awarded`,
        field: (school) => `majors.${school.programs[0]?.id ?? ''}`,
        render: (school) =>
          school.programs.length === 0 ? null : (
            <ul className="space-y-0.5">
              {school.programs.slice(0, 3).map((program) => (
                <li key={program.id}>
                  {majorNameLabel(i18n, program.name)} <span className="text-slate-600">{formatFraction(program.share)}</span>
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
      label: isMajorCode(code) ? majorFamilyLabel(i18n, code) : code,
      note: t(i18n)`Your intended field: share of degrees awarded`,
      field: (school: SchoolDetail) => `majors.${school.programs[0]?.id ?? ''}`,
      value: share,
      render: (school) => {
        const value = share(school);
        return value === null ? null : value === 0 ? t(i18n)`No degrees awarded` : formatFraction(value);
      },
      bar: 'fraction',
    } satisfies CompareRow;
  });
}

export function raceRows(i18n: I18n, schools: readonly SchoolDetail[]): CompareRow[] {
  const groups = [...new Set(schools.flatMap((school) => Object.keys(school.students.raceEthnicity)))];
  return groups.map((group) => ({
    key: `race-${group}`,
    label: raceEthnicityLabel(i18n, group),
    note: t(i18n)`Share of undergraduates`,
    field: `students.raceEthnicity.${group}`,
    value: (school) => school.students.raceEthnicity[group] ?? null,
    render: (school) => percent(school.students.raceEthnicity[group] ?? null),
    bar: 'fraction',
  }));
}

export function schoolHistoryRow(i18n: I18n, history: NonNullable<CompareContext['history']>): CompareRow {
  return {
    key: 'school-history',
    label: t(i18n)`Your school's history`,
    note: t(i18n)`Past applicants like you from your high school: its counselors' records, not official data`,
    render: (school) => <HistoryCell state={history.of(school.id)} />,
    extra: (school) => history.chart(school),
  };
}

const isMajorCode = (code: string): code is MajorCode => findMajorFamily(code) !== undefined;
