import type { SchoolDetail } from '@campuspath/contract/school-detail';
import { formatMoney } from '../../../lib/format-money.ts';
import { yearSuffix } from '../figure-year.ts';

/**
 * Cost of attendance by where the student lives, as the College Scorecard reports its parts:
 * on campus, off campus, and with family (no room and board). Each total is derived and says so;
 * each part keeps its own year where it differs from the section's.
 */
export function HousingCosts({ school }: { school: SchoolDetail }) {
  const { costs } = school;
  const isPublic = school.control === 'public';
  const columns = [
    {
      key: 'onCampus',
      label: 'On campus',
      room: costs.roomAndBoard,
      roomField: 'costs.roomAndBoardOnCampus',
      other: costs.personalExpenses,
      otherField: 'costs.otherExpensesOnCampus',
    },
    {
      key: 'offCampus',
      label: 'Off campus',
      room: costs.roomAndBoardOffCampus,
      roomField: 'costs.roomAndBoardOffCampus',
      other: costs.otherExpensesOffCampus,
      otherField: 'costs.otherExpensesOffCampus',
    },
    {
      key: 'withFamily',
      label: 'With family',
      room: null,
      roomField: null,
      other: costs.otherExpensesWithFamily,
      otherField: 'costs.otherExpensesWithFamily',
    },
  ] as const;
  const cell = (value: number | null, field: string | null) => (
    <>
      {formatMoney(value)}
      {value !== null && field && <span className="block text-xs font-normal text-slate-600">{yearSuffix(school, field).trim()}</span>}
    </>
  );
  return (
    <section aria-labelledby="housing-costs-title" className="rounded-xl border border-slate-200 bg-white p-5" data-testid="housing-costs">
      <h2 id="housing-costs-title" className="text-lg font-semibold">
        Cost of attendance by where you live <span className="text-sm font-normal text-slate-600">(derived)</span>
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Per year before aid{school.dataVintage.costs ? `, ${school.dataVintage.costs} unless a figure says otherwise` : ''}
        {isPublic ? '; tuition for in-state students' : ''}. {school.derivations['costs.byHousing']}
      </p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[28rem] text-left text-sm">
          <caption className="sr-only">Cost of attendance by housing</caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-2 font-medium">
                <span className="sr-only">Part</span>
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
                Tuition &amp; fees
              </th>
              {columns.map((column) => (
                <td key={column.key} className="py-2 text-right">
                  {cell(costs.tuition.inState, 'costs.tuitionInState')}
                </td>
              ))}
            </tr>
            <tr className="border-b border-slate-100">
              <th scope="row" className="py-2 font-normal text-slate-700">
                Books &amp; supplies
              </th>
              {columns.map((column) => (
                <td key={column.key} className="py-2 text-right">
                  {cell(costs.books, 'costs.books')}
                </td>
              ))}
            </tr>
            <tr className="border-b border-slate-100">
              <th scope="row" className="py-2 font-normal text-slate-700">
                Room &amp; board
              </th>
              {columns.map((column) => (
                <td key={column.key} className="py-2 text-right">
                  {column.roomField ? (
                    cell(column.room, column.roomField)
                  ) : (
                    <span className="text-slate-600">None (living with family)</span>
                  )}
                </td>
              ))}
            </tr>
            <tr className="border-b border-slate-100">
              <th scope="row" className="py-2 font-normal text-slate-700">
                Other expenses
              </th>
              {columns.map((column) => (
                <td key={column.key} className="py-2 text-right">
                  {cell(column.other, column.otherField)}
                </td>
              ))}
            </tr>
            <tr>
              <th scope="row" className="py-2 font-semibold text-slate-900">
                Total per year
              </th>
              {columns.map((column) => (
                <td key={column.key} className="py-2 text-right font-semibold text-slate-900">
                  {formatMoney(costs.byHousing[column.key])}
                </td>
              ))}
            </tr>
          </tbody>
        </table>
      </div>
    </section>
  );
}
