import { notReported } from './locale.ts';
import { numberFormat } from './number-format.ts';

/** A 0-1 fraction as a whole percent ("96%"); missing reads "Not reported". */
export function formatFraction(fraction: number | null | undefined, missing = notReported()): string {
  return fraction === null || fraction === undefined
    ? missing
    : numberFormat({ style: 'percent', maximumFractionDigits: 0 }).format(Math.round(fraction * 100) / 100);
}

/** A percent value (0-100) with at most one decimal ("4.0%" -> "4%", "3.96" -> "4%"). */
export function formatPercent(percent: number | null | undefined, missing = notReported()): string {
  if (percent === null || percent === undefined) return missing;
  const rounded = percent < 10 ? Math.round(percent * 10) / 10 : Math.round(percent);
  return numberFormat({ style: 'percent', maximumFractionDigits: 1 }).format(rounded / 100);
}

/** A percent value (0-100) as sent, to one decimal ("17.1%"): a figure quoted in a sentence. */
export function formatPercentOneDecimal(percent: number): string {
  return numberFormat({ style: 'percent', maximumFractionDigits: 1 }).format(percent / 100);
}

/** A rate in basis points (620 = 6.2%, 145 = 1.45%) with up to two decimals, as the aid formula's tables give it. */
export function formatBasisPoints(rate: number): string {
  return numberFormat({ style: 'percent', maximumFractionDigits: 2 }).format(rate / 10_000);
}

/** A loan's interest rate, a percent value (0-100), with two decimals as rates are published ("6.39%", "7.50%"). */
export function formatRatePercent(percent: number): string {
  return numberFormat({ style: 'percent', minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(percent / 100);
}
