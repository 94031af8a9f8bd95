import { notReported } from './locale.ts';
import { numberFormat } from './number-format.ts';

const USD = { style: 'currency', currency: 'USD', maximumFractionDigits: 0 } as const;

/** USD with no decimals, in the page's language (es-US writes "$1,234" too) (spec section 9); missing values read "Not reported". */
export function formatMoney(amount: number | null | undefined, missing = notReported()): string {
  return amount === null || amount === undefined ? missing : numberFormat(USD).format(Math.round(amount));
}

/** Card tuition: thousands of dollars, rounded ("$58k"); missing reads "Not reported" ("No reportado" in Spanish). */
export function formatMoneyThousands(amount: number | null | undefined, missing = notReported()): string {
  return amount === null || amount === undefined ? missing : `$${Math.round(amount / 1000)}k`;
}

const USD_CENTS = { style: 'currency', currency: 'USD', minimumFractionDigits: 2, maximumFractionDigits: 2 } as const;

/** An amount held in whole cents (a loan's monthly payment) as USD with cents: 30507 -> "$305.07". */
export function formatMoneyCents(cents: number | null | undefined, missing = notReported()): string {
  return cents === null || cents === undefined ? missing : numberFormat(USD_CENTS).format(cents / 100);
}
