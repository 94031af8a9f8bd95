import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { FederalNetPrice } from '@campuspath/contract/offers';
import { formatMoney } from '../../../lib/format-money.ts';
import { federalNetPriceLabel } from '../offer-figure-text.ts';

/**
 * What the form shows beside the offer for reference, not part of it: the college's federal
 * average net price for the family's income band, and (passed in by the page) the student's
 * estimated Pell Grant with the college's own net price calculator.
 */
export function OfferReference({
  schoolName,
  federalNetPrice,
  pellNote,
}: {
  schoolName: string;
  federalNetPrice: FederalNetPrice;
  pellNote: ReactNode;
}) {
  const { t, i18n } = useLingui();
  return (
    <section
      aria-label={t`For reference beside the ${schoolName} offer`}
      className="rounded-xl border border-slate-200 bg-slate-50 p-4 text-sm"
    >
      <p className="font-semibold text-slate-900">
        <Trans>For reference (not part of the offer)</Trans>
      </p>
      <p className="mt-2 flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <span className="text-slate-700">{federalNetPriceLabel(i18n, federalNetPrice)}</span>
        <span className="text-lg font-semibold text-slate-900 tabular-nums" data-testid="offer-federal-net-price">
          {formatMoney(federalNetPrice.amount)}
        </span>
      </p>
      {pellNote}
    </section>
  );
}
