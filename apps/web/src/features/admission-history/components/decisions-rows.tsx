import { Trans, useLingui } from '@lingui/react/macro';
import type { DecisionRow } from '@campuspath/contract/admission-history-decisions';
import { APPLICATION_ROUND_NAMES } from '../../../lib/plan-terms.ts';
import { ROW_DECISION_NAMES } from '../decisions-words.ts';

const capitalized = (text: string) => `${text[0]!.toUpperCase()}${text.slice(1)}`;

/**
 * The rows a counselor reviews before importing: a table from 640 px up, one card per row on a
 * phone (only one of the two is displayed, so a screen reader meets the rows once).
 */
export function DecisionsRows({ rows, classYear }: { rows: readonly DecisionRow[]; classYear: number }) {
  const { t, i18n } = useLingui();
  const decisionText = (row: DecisionRow) => i18n._(ROW_DECISION_NAMES[row.decision][row.deferred ? 'deferred' : 'direct']);
  const score = (value: number | null) => (value === null ? t`None` : String(value));
  const round = (row: DecisionRow) => i18n._(APPLICATION_ROUND_NAMES[row.round]);
  const caption = t`Rows to add for the class of ${classYear}, without names`;
  return (
    <>
      <table className="hidden w-full text-left text-sm sm:table">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-200 text-slate-900">
            <th scope="col" className="py-2 pr-3 font-semibold">
              <Trans>College</Trans>
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              <Trans>Round</Trans>
            </th>
            <th scope="col" className="py-2 pr-3 font-semibold">
              <Trans>Decision</Trans>
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
              <td className="py-2 pr-3">{round(row)}</td>
              <td className="py-2 pr-3">{capitalized(decisionText(row))}</td>
              <td className="py-2 pr-3">{row.gpa.toFixed(2)}</td>
              <td className="py-2 pr-3">{score(row.sat)}</td>
              <td className="py-2">{score(row.act)}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <ul className="space-y-2 sm:hidden" aria-label={caption}>
        {rows.map((row, index) => {
          const gpa = row.gpa.toFixed(2);
          const sat = score(row.sat);
          const act = score(row.act);
          return (
            <li key={index} className="rounded-lg border border-slate-200 p-3 text-sm text-slate-700">
              <p className="font-semibold break-words text-slate-900">{row.collegeName}</p>
              <p>
                {round(row)} · {decisionText(row)}
              </p>
              <p>{t`GPA ${gpa} · SAT ${sat} · ACT ${act}`}</p>
            </li>
          );
        })}
      </ul>
    </>
  );
}
