import { formatCount } from '../../lib/format-size.ts';
import { formatFraction } from '../../lib/format-percent.ts';

/**
 * An estimated program size, rounded so it does not look more exact than it is: to the
 * hundred from 1,000, to the ten below ("≈ 16,500", "≈ 930", "under 10"). `under10` is those
 * words in the page's language.
 */
export function formatEstimate(students: number, under10 = 'under 10'): string {
  const step = students >= 1000 ? 100 : 10;
  const rounded = Math.round(students / step) * step;
  return rounded === 0 ? under10 : `≈ ${formatCount(rounded)}`;
}

/** A share of degrees as a whole percent, "under 1%" (`under1`, in the page's language) for tiny shares that would round to 0. */
export function formatShare(share: number, under1 = 'under 1%'): string {
  return share > 0 && share < 0.005 ? under1 : formatFraction(share);
}
