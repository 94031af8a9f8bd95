import { Trans, useLingui } from '@lingui/react/macro';
import type { CollegeHistory } from '@campuspath/contract/admission-history';
import { gpaText as gpa } from '../history-student-words.ts';

/**
 * The scattergram as a table: past applicants by GPA band with their decisions and the
 * band's median test score, then those who applied without a test score. What screen readers get
 * in place of the chart, and what anyone sees with "Show as table".
 */
export function HistoryTable({ college, caption }: { college: CollegeHistory; caption: string }) {
  const { t } = useLingui();
  const strip = college.strip;
  const stripCount = (decision: 'admitted' | 'denied' | 'waitlisted') => strip.filter((point) => point.decision === decision).length;
  const count = strip.length;
  const admitted = stripCount('admitted');
  const waitlisted = stripCount('waitlisted');
  const denied = stripCount('denied');
  const noTest = t`Applied without a test score (counted above too): ${count} — ${admitted} admitted, ${waitlisted} waitlisted, ${denied} denied.`;
  return (
    <div>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="mb-2 text-left text-sm text-slate-700">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-slate-700">
            <th scope="col" className="py-2 pr-3 font-semibold">
              <Trans>GPA</Trans>
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              <Trans>Admitted</Trans>
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              <Trans>Waitlisted</Trans>
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              <Trans>Denied</Trans>
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              <Trans>Median test score</Trans>
            </th>
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {college.table.map((band) => (
            <tr key={band.gpaFrom} className="border-b border-slate-200">
              <th scope="row" className="py-2 pr-3 font-medium">
                {gpa(band.gpaFrom)}–{gpa(band.gpaTo >= 4 ? 4 : band.gpaTo - 0.01)}
              </th>
              <td className="py-2 pr-3 text-right">{band.admitted}</td>
              <td className="py-2 pr-3 text-right">{band.waitlisted}</td>
              <td className="py-2 pr-3 text-right">{band.denied}</td>
              <td className="py-2 text-right">{band.medianScore ?? '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p className="mt-2 text-sm text-slate-700">
        {strip.length === 0 ? t`Everyone shown sent a test score.` : noTest}{' '}
        <Trans>
          Test scores are on the SAT scale (ACT composites through the 2018 concordance), GPAs rounded to 0.05 and scores to 10.
        </Trans>
      </p>
    </div>
  );
}
