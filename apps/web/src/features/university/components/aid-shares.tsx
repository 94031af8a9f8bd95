import { Trans, useLingui } from '@lingui/react/macro';
import type { SchoolDetail } from '@campuspath/contract/school-detail';
import { formatFraction } from '../../../lib/format-percent.ts';
import { yearSuffix } from '../figure-year.ts';

/**
 * Who gets federal aid: the shares of first-time, full-time students and of all undergraduates
 * with a Pell Grant or a federal loan (College Scorecard), each with its year where it differs from
 * the section's.
 */
export function AidShares({ school }: { school: SchoolDetail }) {
  const { t } = useLingui();
  const notReported = t`Not reported`;
  const { aid } = school;
  const aidYear = school.dataVintage.aid;
  const rows = [
    {
      key: 'pell',
      label: t`Pell Grant`,
      firstTime: aid.firstTimePellShare,
      all: aid.pellShare,
      fields: ['aid.firstTimePellShare', 'aid.pellShare'],
    },
    {
      key: 'loan',
      label: t`Federal student loan`,
      firstTime: aid.firstTimeFederalLoanShare,
      all: aid.federalLoanShare,
      fields: ['aid.firstTimeFederalLoanShare', 'aid.federalLoanShare'],
    },
  ];
  const cell = (value: number | null, field: string) => (
    <>
      {formatFraction(value, notReported)}
      {value !== null && <span className="block text-xs font-normal text-slate-600">{yearSuffix(school, field).trim()}</span>}
    </>
  );
  return (
    <section aria-labelledby="aid-shares-title" className="rounded-xl border border-slate-200 bg-white p-5" data-testid="aid-shares">
      <h2 id="aid-shares-title" className="text-lg font-semibold">
        <Trans>Students with federal aid</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {aidYear ? (
          <Trans>Share of students receiving each kind of federal aid (College Scorecard, {aidYear} unless a figure says otherwise).</Trans>
        ) : (
          <Trans>Share of students receiving each kind of federal aid (College Scorecard).</Trans>
        )}
      </p>
      <table className="mt-4 w-full text-left text-sm">
        <caption className="sr-only">
          <Trans>Shares of students with a Pell Grant or a federal loan</Trans>
        </caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-600">
            <th scope="col" className="py-2 font-medium">
              <span className="sr-only">
                <Trans>Aid</Trans>
              </span>
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              <Trans>First-time, full-time students</Trans>
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              <Trans>All undergraduates</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-slate-100 last:border-0">
              <th scope="row" className="py-2 font-normal text-slate-700">
                {row.label}
              </th>
              <td className="py-2 text-right">{cell(row.firstTime, row.fields[0]!)}</td>
              <td className="py-2 text-right">{cell(row.all, row.fields[1]!)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
