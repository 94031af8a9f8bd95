import type { CollegeHistory } from '@campuspath/contract/admission-history';

const gpa = (value: number) => value.toFixed(2);

/**
 * The scattergram as a table: past applicants by GPA band with their decisions and the
 * band's median test score, then those who applied without a test score. What screen readers get
 * in place of the chart, and what anyone sees with "Show as table".
 */
export function HistoryTable({ college, caption }: { college: CollegeHistory; caption: string }) {
  const strip = college.strip;
  const stripCount = (decision: 'admitted' | 'denied' | 'waitlisted') => strip.filter((point) => point.decision === decision).length;
  return (
    <div>
      <table className="w-full border-collapse text-left text-sm">
        <caption className="mb-2 text-left text-sm text-slate-700">{caption}</caption>
        <thead>
          <tr className="border-b border-slate-300 text-slate-700">
            <th scope="col" className="py-2 pr-3 font-semibold">
              GPA
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Admitted
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Waitlisted
            </th>
            <th scope="col" className="py-2 pr-3 text-right font-semibold">
              Denied
            </th>
            <th scope="col" className="py-2 text-right font-semibold">
              Median test score
            </th>
          </tr>
        </thead>
        <tbody className="tabular-nums">
          {college.table.map((band) => (
            <tr key={band.gpaFrom} className="border-b border-slate-200">
              <th scope="row" className="py-2 pr-3 font-medium">
                {gpa(band.gpaFrom)}–{band.gpaTo >= 4 ? '4.00' : `${gpa(band.gpaTo - 0.01)}`}
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
        {strip.length === 0
          ? 'Everyone shown sent a test score.'
          : `Applied without a test score (counted above too): ${strip.length} — ${stripCount('admitted')} admitted, ${stripCount('waitlisted')} waitlisted, ${stripCount('denied')} denied.`}{' '}
        Test scores are on the SAT scale (ACT composites through the 2018 concordance), GPAs rounded to 0.05 and scores to 10.
      </p>
    </div>
  );
}
