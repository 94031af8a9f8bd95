import { Trans, useLingui } from '@lingui/react/macro';
import type { SchoolDetail } from '@campuspath/contract/school-detail';
import { formatMoney } from '../../../lib/format-money.ts';
import { yearSuffix } from '../figure-year.ts';

/**
 * Cost of attendance by where the student lives, as the College Scorecard reports its parts:
 * on campus, off campus, and with family (no room and board). Each total is derived and says so;
 * each part keeps its own year where it differs from the section's.
 */
export function HousingCosts({ school }: { school: SchoolDetail }) {
  const { t } = useLingui();
  const notReported = t`Not reported`;
  const { costs } = school;
  const costsYear = school.dataVintage.costs;
  const derivation = school.derivations['costs.byHousing'];
  const isPublic = school.control === 'public';
  const columns = [
    {
      key: 'onCampus',
      label: t`On campus`,
      room: costs.roomAndBoard,
      roomField: 'costs.roomAndBoardOnCampus',
      other: costs.personalExpenses,
      otherField: 'costs.otherExpensesOnCampus',
    },
    {
      key: 'offCampus',
      label: t`Off campus`,
      room: costs.roomAndBoardOffCampus,
      roomField: 'costs.roomAndBoardOffCampus',
      other: costs.otherExpensesOffCampus,
      otherField: 'costs.otherExpensesOffCampus',
    },
    {
      key: 'withFamily',
      label: t`With family`,
      room: null,
      roomField: null,
      other: costs.otherExpensesWithFamily,
      otherField: 'costs.otherExpensesWithFamily',
    },
  ] as const;
  const cell = (value: number | null, field: string | null) => (
    <>
      {formatMoney(value, notReported)}
      {value !== null && field && <span className="block text-xs font-normal text-slate-600">{yearSuffix(school, field).trim()}</span>}
    </>
  );
  return (
    <section aria-labelledby="housing-costs-title" className="rounded-xl border border-slate-200 bg-white p-5" data-testid="housing-costs">
      <h2 id="housing-costs-title" className="text-lg font-semibold">
        <Trans>
          Cost of attendance by where you live <span className="text-sm font-normal text-slate-600">(derived)</span>
        </Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {costsYear ? (
          isPublic ? (
            <Trans>Per year before aid, {costsYear} unless a figure says otherwise; tuition for in-state students.</Trans>
          ) : (
            <Trans>Per year before aid, {costsYear} unless a figure says otherwise.</Trans>
          )
        ) : isPublic ? (
          <Trans>Per year before aid; tuition for in-state students.</Trans>
        ) : (
          <Trans>Per year before aid.</Trans>
        )}{' '}
        {derivation}
      </p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[28rem] text-left text-sm">
          <caption className="sr-only">
            <Trans>Cost of attendance by housing</Trans>
          </caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-2 font-medium">
                <span className="sr-only">
                  <Trans>Part</Trans>
                </span>
              </th>
              {columns.map((column) => (
                <th key={column.key} scope="col" className="py-2 text-right font-medium">
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="tabular-nums">
            <tr className="border-b border-slate-100">
              <th scope="row" className="py-2 font-normal text-slate-700">
                <Trans>Tuition &amp; fees</Trans>
              </th>
              {columns.map((column) => (
                <td key={column.key} className="py-2 text-right">
                  {cell(costs.tuition.inState, 'costs.tuitionInState')}
                </td>
              ))}
            </tr>
            <tr className="border-b border-slate-100">
              <th scope="row" className="py-2 font-normal text-slate-700">
                <Trans>Books &amp; supplies</Trans>
              </th>
              {columns.map((column) => (
                <td key={column.key} className="py-2 text-right">
                  {cell(costs.books, 'costs.books')}
                </td>
              ))}
            </tr>
            <tr className="border-b border-slate-100">
              <th scope="row" className="py-2 font-normal text-slate-700">
                <Trans>Room &amp; board</Trans>
              </th>
              {columns.map((column) => (
                <td key={column.key} className="py-2 text-right">
                  {column.roomField ? (
                    cell(column.room, column.roomField)
                  ) : (
                    <span className="text-slate-600">
                      <Trans>None (living with family)</Trans>
                    </span>
                  )}
                </td>
              ))}
            </tr>
            <tr className="border-b border-slate-100">
              <th scope="row" className="py-2 font-normal text-slate-700">
                <Trans>Other expenses</Trans>
              </th>
              {columns.map((column) => (
                <td key={column.key} className="py-2 text-right">
                  {cell(column.other, column.otherField)}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row" className="py-2 font-semibold text-slate-900">
                <Trans>Total per year</Trans>
              </th>
              {columns.map((column) => (
                <td key={column.key} className="py-2 text-right font-semibold text-slate-900">
                  {formatMoney(costs.byHousing[column.key], notReported)}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
