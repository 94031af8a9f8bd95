import type { Offer } from '@campuspath/contract/offers';
import { formatMoney, formatMoneyCents } from '../../../lib/format-money.ts';

interface Row {
  label: string;
  value: (offer: Offer) => string;
  strong?: boolean;
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
  { label: 'Warnings', value: (offer) => (offer.flags.length === 0 ? 'None' : `${offer.flags.length} to read`) },
];

/**
 * The offers side by side, least to cover first (the API's order). One table: colleges across,
 * figures down; the row headers stay put while a phone scrolls the colleges sideways.
 */
export function OfferComparison({ offers }: { offers: readonly Offer[] }) {
  return (
    <div
      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white"
      tabIndex={0}
      role="region"
      aria-labelledby="offer-comparison-caption"
    >
      <table className="min-w-full border-collapse text-sm">
        <caption id="offer-comparison-caption" className="px-4 py-3 text-left font-semibold text-slate-900">
          Your offers, least to cover first
        </caption>
        <thead>
          <tr className="border-t border-slate-200">
            <th scope="col" className="sticky left-0 z-10 w-40 bg-slate-50 px-3 py-2 text-left font-medium text-slate-600 sm:w-64">
              Figure
            </th>
            {offers.map((offer) => (
              <th key={offer.applicationId} scope="col" className="min-w-36 bg-slate-50 px-3 py-2 text-left font-semibold text-slate-900">
                {offer.schoolName}
                <span className="block text-xs font-normal text-slate-500">{offer.entries.academicYear}</span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {ROWS.map((row) => (
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
