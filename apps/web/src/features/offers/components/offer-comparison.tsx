import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Offer } from '@campuspath/contract/offers';
import { formatMoney, formatMoneyCents } from '../../../lib/format-money.ts';
import { notReported } from '../../../lib/locale.ts';

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

function CalculatorLink({ offer }: { offer: Offer }) {
  const { t } = useLingui();
  const schoolName = offer.schoolName;
  return offer.federalNetPrice.calculatorUrl ? (
    <a
      href={offer.federalNetPrice.calculatorUrl}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-medium text-indigo-700 hover:underline"
    >
      <Trans>Calculator</Trans>
      <span className="sr-only">{t`: ${schoolName}’s net price calculator (opens in a new tab)`}</span>
      <ExternalLink aria-hidden="true" className="size-3 shrink-0" />
    </a>
  ) : (
    notReported()
  );
}

/** The reference rows under the federal net price: the estimated Pell (when saved) and each college's own calculator. */
function referenceRows(i18n: I18n, pell: EstimatedPellFigure | null, own: boolean): Row[] {
  const awardYear = pell?.awardYear ?? '';
  const pellRow: Row[] = pell
    ? [
        {
          label: own
            ? i18n._(msg`Your estimated Pell Grant (${awardYear} estimate, not an offer)`)
            : i18n._(msg`The student’s estimated Pell Grant (${awardYear} estimate, not an offer)`),
          value: () => formatMoney(pell.amount),
        },
      ]
    : [];
  return [...pellRow, { label: i18n._(msg`The college’s own net price calculator`), value: (offer) => <CalculatorLink offer={offer} /> }];
}

/** The comparison's rows, least to cover first, in the page's language. */
function figureRows(i18n: I18n): Row[] {
  const noCost = i18n._(msg`Unknown: no cost`);
  const monthly = (offer: Offer) => {
    const cents = offer.loans
      .filter((loan) => loan.taken && loan.monthlyPaymentCents !== null)
      .reduce((sum, loan) => sum + loan.monthlyPaymentCents!, 0);
    const payment = formatMoneyCents(cents);
    return cents === 0 ? formatMoney(0) : i18n._(msg`${payment} a month`);
  };
  // Whose figure the offer's outside scholarships are (the student's recorded ones or the letter's line).
  const outsideSource = {
    recorded: i18n._(msg`outside scholarships you recorded`),
    letter: i18n._(msg`the letter’s outside line`),
    none: '',
  } as const;
  return [
    { label: i18n._(msg`Cost of attendance`), value: (offer) => formatMoney(offer.figures.costOfAttendance, i18n._(msg`No cost given`)) },
    { label: i18n._(msg`Gift aid (grants and scholarships)`), value: (offer) => formatMoney(offer.figures.giftAid) },
    {
      label: i18n._(msg`Outside scholarships in gift aid`),
      value: ({ outsideScholarships: outside }) =>
        outside.countedFrom === 'none' ? formatMoney(0) : `${formatMoney(outside.counted)}: ${outsideSource[outside.countedFrom]}`,
    },
    { label: i18n._(msg`Net price (cost − gift aid)`), value: (offer) => formatMoney(offer.figures.netPrice, noCost) },
    { label: i18n._(msg`What the family must cover`), value: (offer) => formatMoney(offer.figures.mustCover, noCost), strong: true },
    { label: i18n._(msg`Borrowing this year`), value: (offer) => formatMoney(offer.figures.totalBorrowing) },
    { label: i18n._(msg`Loan payments after school (10-year plan)`), value: monthly },
    { label: i18n._(msg`Left after every loan offered`), value: (offer) => formatMoney(offer.figures.gapAfterLoans, noCost) },
    {
      label: i18n._(msg`Federal average net price for your income band`),
      value: (offer) =>
        `${formatMoney(offer.federalNetPrice.amount)}${offer.federalNetPrice.year ? ` (${offer.federalNetPrice.year})` : ''}`,
    },
  ];
}

function warningsRow(i18n: I18n): Row {
  return {
    label: i18n._(msg`Warnings`),
    value: (offer) => {
      const count = offer.flags.length;
      return count === 0 ? i18n._(msg`None`) : i18n._(msg`${count} to read`);
    },
  };
}

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
  const { t, i18n } = useLingui();
  const rows = [...figureRows(i18n), ...referenceRows(i18n, pell, own), warningsRow(i18n)];
  const sampleOf = (academicYear: string) => t`Sample, ${academicYear}`;
  return (
    <div
      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white"
      tabIndex={0}
      role="region"
      aria-labelledby="offer-comparison-caption"
    >
      <table className="min-w-full border-collapse text-sm">
        <caption id="offer-comparison-caption" className="px-4 py-3 text-left font-semibold text-slate-900">
          {sample ? t`Sample offers, least to cover first` : t`Your offers, least to cover first`}
        </caption>
        <thead>
          <tr className="border-t border-slate-200">
            <th scope="col" className="sticky left-0 z-10 w-40 bg-slate-50 px-3 py-2 text-left font-medium text-slate-600 sm:w-64">
              <Trans>Figure</Trans>
            </th>
            {offers.map((offer) => (
              <th key={offer.applicationId} scope="col" className="min-w-36 bg-slate-50 px-3 py-2 text-left font-semibold text-slate-900">
                {offer.schoolName}
                <span className="block text-xs font-normal text-slate-500">
                  {sample ? sampleOf(offer.entries.academicYear) : offer.entries.academicYear}
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
