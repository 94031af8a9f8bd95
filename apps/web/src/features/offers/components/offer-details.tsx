import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangle } from 'lucide-react';
import type { Offer } from '@campuspath/contract/offers';
import { formatMoney, formatMoneyCents } from '../../../lib/format-money.ts';
import { federalNetPriceLabel, figureHowText, flagText } from '../offer-figure-text.ts';
import { loanHowText, outsideHowText, rateNoteText } from '../offer-loan-text.ts';
import { EXPLANATION_LABEL_WORDS, LOAN_LINE_WORDS } from '../offer-terms.ts';

/** One offer worked out line by line: its warnings, each figure with how, and each loan's repayment. */
export function OfferDetails({ offer, sample }: { offer: Offer; sample: boolean }) {
  const { t, i18n } = useLingui();
  const cents = (value: number | null) => formatMoneyCents(value, t`Not estimated`);
  const rateLine = (note: string) => t`Rate: ${note}`;
  const headingId = `offer-${offer.applicationId}`;
  const { schoolName } = offer;
  const { academicYear } = offer.entries;
  const federalLabel = federalNetPriceLabel(i18n, offer.federalNetPrice);
  const federalAmount = formatMoney(offer.federalNetPrice.amount);
  const enteredBy = offer.enteredBy;
  const label = (text: string) => (EXPLANATION_LABEL_WORDS[text] ? i18n._(EXPLANATION_LABEL_WORDS[text]) : text);
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-5">
      <h3 id={headingId} className="text-lg font-semibold text-slate-900">
        {offer.schoolName}
        {sample ? t` (sample)` : ''}
      </h3>
      <p className="text-sm text-slate-500">
        {sample
          ? t`Sample ${academicYear} offer: made-up figures for the demo, not the college’s own.`
          : enteredBy
            ? t`${academicYear} offer, entered by ${enteredBy}. Every figure is an estimate from what was entered.`
            : t`${academicYear} offer, entered by the student. Every figure is an estimate from what was entered.`}
      </p>
      {offer.flags.length > 0 ? (
        <ul className="mt-3 space-y-2" aria-label={t`Warnings about the ${schoolName} offer`}>
          {offer.flags.map((flag) => (
            <li
              key={flag.message}
              className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 px-3 py-2 text-sm text-amber-950"
              data-flag={flag.kind}
            >
              <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-amber-700" />
              <span>{flagText(i18n, flag.parts)}</span>
            </li>
          ))}
        </ul>
      ) : null}
      <dl className="mt-4 divide-y divide-slate-100 text-sm">
        {offer.explanation.map((figure) => (
          <div key={figure.label} className="grid gap-1 py-2 sm:grid-cols-[14rem_8rem_1fr]">
            <dt className="font-medium text-slate-800">{label(figure.label)}</dt>
            <dd className="tabular-nums font-semibold text-slate-900">{formatMoney(figure.amount, t`Unknown`)}</dd>
            <dd className="text-slate-600">{figureHowText(i18n, figure.parts, figure.amount)}</dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
        <strong className="font-medium text-slate-900">{t`Outside scholarships:`} </strong>
        {outsideHowText(i18n, offer.outsideScholarships)}
      </p>
      {offer.loans.length > 0 ? (
        <>
          <h4 className="mt-4 font-semibold text-slate-900">
            <Trans>Loans, repaid over the standard 10-year plan</Trans>
          </h4>
          <ul className="mt-2 space-y-2 text-sm">
            {offer.loans.map((loan) => (
              <li key={loan.line} className="rounded-lg bg-slate-50 px-3 py-2">
                <p className="font-medium text-slate-900">
                  <LoanLine
                    label={i18n._(LOAN_LINE_WORDS[loan.line])}
                    amount={formatMoney(loan.amount)}
                    taken={loan.taken}
                    monthly={cents(loan.monthlyPaymentCents)}
                    total={cents(loan.totalRepaidCents)}
                  />
                </p>
                <p className="text-slate-600">{loanHowText(i18n, loan)}</p>
                {loan.rate ? <p className="text-slate-500">{rateLine(rateNoteText(i18n, loan.rate, academicYear))}</p> : null}
              </li>
            ))}
          </ul>
        </>
      ) : null}
      <p className="mt-4 text-sm text-slate-500">
        <Trans>
          For reference: {federalLabel}: {federalAmount}.
        </Trans>
      </p>
    </section>
  );
}

/** One loan's line: its amount, whether the family plans to take it, and its estimated repayment. */
function LoanLine({
  label,
  amount,
  taken,
  monthly,
  total,
}: {
  label: string;
  amount: string;
  taken: boolean;
  monthly: string;
  total: string;
}) {
  const { t } = useLingui();
  return taken
    ? t`${label}: ${amount} — ${monthly} a month, ${total} in all`
    : t`${label}: ${amount} (not planned) — ${monthly} a month, ${total} in all`;
}
