import type { DecisionRow } from '@campuspath/contract/admission-history-decisions';
import { HISTORY_DECISION_LABELS } from '@campuspath/contract/admission-history-terms';
import { APPLICATION_ROUND_LABELS } from '@campuspath/contract/applications-terms';

const decisionText = (row: DecisionRow) => `${row.deferred ? 'Deferred, then ' : ''}${HISTORY_DECISION_LABELS[row.decision].toLowerCase()}`;
const capitalized = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;
const score = (value: number | null) => (value === null ? 'None' : String(value));

/**
 * The rows a counselor reviews before importing: a table from 640 px up, one card per row on a
 * phone (only one of the two is displayed, so a screen reader meets the rows once).
 */
export function DecisionsRows({ rows, classYear }: { rows: readonly DecisionRow[]; classYear: number }) {
  return (
    <>
      <table className="hidden w-full text-left text-sm sm:table">
        <caption className="sr-only">Rows to add for the class of {classYear}, without names</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-900">
            <th scope="col" className="py-2 pr-3 font-semibold">
              College
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Round
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              Decision
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              GPA
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              SAT
            </th>
            <th scope="col" className="py-2 font-semibold">
              ACT
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <tr key={index} className="border-b border-slate-100 text-slate-700">
              <th scope="row" className="py-2 pr-3 font-normal">
                {row.collegeName}
              </th>
              <td className="py-2 pr-3">{APPLICATION_ROUND_LABELS[row.round]}</td>
              <td className="py-2 pr-3">{capitalized(decisionText(row))}</td>
              <td className="py-2 pr-3">{row.gpa.toFixed(2)}</td>
              <td className="py-2 pr-3">{score(row.sat)}</td>
              <td className="py-2">{score(row.act)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-2 sm:hidden" aria-label={`Rows to add for the class of ${classYear}, without names`}>
        {rows.map((row, index) => (
          <li key={index} className="rounded-lg border border-slate-200 p-3 text-sm text-slate-700">
            <p className="font-semibold break-words text-slate-900">{row.collegeName}</p>
            <p>
              {APPLICATION_ROUND_LABELS[row.round]} · {decisionText(row)}
            </p>
            <p>
              GPA {row.gpa.toFixed(2)} · SAT {score(row.sat)} · ACT {score(row.act)}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
