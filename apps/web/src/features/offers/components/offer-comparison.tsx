import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Offer } from '@campuspath/contract/offers';
import { formatMoney, formatMoneyCents } from '../../../lib/format-money.ts';

interface Row {
  label: string;
  value: (offer: Offer) => ReactNode;
  strong?: boolean;
}

/** The student's saved estimated Pell Grant: the same for every college, an estimate, not an offer. */
export interface EstimatedPellFigure {
  amount: number;
  awardYear: string;
}

const calculatorLink = (offer: Offer) =>
  offer.federalNetPrice.calculatorUrl ? (
    <a
      href={offer.federalNetPrice.calculatorUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-medium text-indigo-700 hover:underline"
    >
      Calculator<span className="sr-only">: {offer.schoolName}’s net price calculator (opens in a new tab)</span>
      <ExternalLink aria-hidden="true" className="size-3 shrink-0" />
    </a>
  ) : (
    'Not reported'
  );

/** The reference rows under the federal net price: the estimated Pell (when saved) and each college's own calculator. */
function referenceRows(pell: EstimatedPellFigure | null, own: boolean): Row[] {
  const pellRow: Row[] = pell
    ? [
        {
          label: `${own ? 'Your' : 'The student’s'} estimated Pell Grant (${pell.awardYear} estimate, not an offer)`,
          value: () => formatMoney(pell.amount),
        },
      ]
    : [];
  return [...pellRow, { label: 'The college’s own net price calculator', value: calculatorLink }];
}
const monthly = (offer: Offer) => {
  const cents = offer.loans
    .filter((loan) => loan.taken && loan.monthlyPaymentCents !== null)
    .reduce((sum, loan) => sum + loan.monthlyPaymentCents!, 0);
  return cents === 0 ? '$0' : `${formatMoneyCents(cents)} a month`;
};

/** Whose figure the offer's outside scholarships are (the student's recorded ones or the letter's line). */
const OUTSIDE_SOURCE = { recorded: 'outside scholarships you recorded', letter: 'the letter’s outside line', none: '' } as const;

const ROWS: Row[] = [
  { label: 'Cost of attendance', value: (offer) => formatMoney(offer.figures.costOfAttendance, 'No cost given') },
  { label: 'Gift aid (grants and scholarships)', value: (offer) => formatMoney(offer.figures.giftAid) },
  {
    label: 'Outside scholarships in gift aid',
    value: ({ outsideScholarships: outside }) =>
      outside.countedFrom === 'none' ? '$0' : `${formatMoney(outside.counted)}: ${OUTSIDE_SOURCE[outside.countedFrom]}`,
  },
  { label: 'Net price (cost − gift aid)', value: (offer) => formatMoney(offer.figures.netPrice, 'Unknown: no cost') },
  { label: 'What the family must cover', value: (offer) => formatMoney(offer.figures.mustCover, 'Unknown: no cost'), strong: true },
  { label: 'Borrowing this year', value: (offer) => formatMoney(offer.figures.totalBorrowing) },
  { label: 'Loan payments after school (10-year plan)', value: monthly },
  {
    label: 'Left after every loan offered',
    value: (offer) => formatMoney(offer.figures.gapAfterLoans, 'Unknown: no cost'),
  },
  {
    label: 'Federal average net price for your income band',
    value: (offer) => `${formatMoney(offer.federalNetPrice.amount)}${offer.federalNetPrice.year ? ` (${offer.federalNetPrice.year})` : ''}`,
  },
];
const WARNINGS: Row = {
  label: 'Warnings',
  value: (offer) => (offer.flags.length === 0 ? 'None' : `${offer.flags.length} to read`),
};

/**
 * The offers side by side, least to cover first (the API's order). One table: colleges across,
 * figures down; the row headers stay put while a phone scrolls the colleges sideways.
 */
export function OfferComparison({
  offers,
  pell,
  own,
  sample,
}: {
  offers: readonly Offer[];
  pell: EstimatedPellFigure | null;
  own: boolean;
  /** A demo's made-up offers: the caption and every column say "Sample". */
  sample: boolean;
}) {
  const rows = [...ROWS, ...referenceRows(pell, own), WARNINGS];
  return (
    <div
      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white"
      tabIndex={0}
      role="region"
      aria-labelledby="offer-comparison-caption"
    >
      <table className="min-w-full border-collapse text-sm">
        <caption id="offer-comparison-caption" className="px-4 py-3 text-left font-semibold text-slate-900">
          {sample ? 'Sample offers, least to cover first' : 'Your offers, least to cover first'}
        </caption>
        <thead>
          <tr className="border-t border-slate-200">
            <th scope="col" className="sticky left-0 z-10 w-40 bg-slate-50 px-3 py-2 text-left font-medium text-slate-600 sm:w-64">
              Figure
            </th>
            {offers.map((offer) => (
              <th key={offer.applicationId} scope="col" className="min-w-36 bg-slate-50 px-3 py-2 text-left font-semibold text-slate-900">
                {offer.schoolName}
                <span className="block text-xs font-normal text-slate-500">
                  {sample ? `Sample, ${offer.entries.academicYear}` : offer.entries.academicYear}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className="border-t border-slate-200">
              <th scope="row" className="sticky left-0 z-10 w-40 bg-white px-3 py-2 text-left font-medium text-slate-700 sm:w-64">
                {row.label}
              </th>
              {offers.map((offer) => (
                <td
                  key={offer.applicationId}
                  className={`px-3 py-2 tabular-nums ${row.strong ? 'font-semibold text-slate-900' : 'text-slate-700'}`}
                >
                  {row.value(offer)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
