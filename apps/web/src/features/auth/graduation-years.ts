import { renderToday } from '../../lib/format-date.ts';

/** High school classes still ahead of or just finishing the admissions cycle, for year pickers. */
export function graduationYearOptions(today = renderToday()): number[] {
  const first = today.getFullYear() - 1;
  return Array.from({ length: 8 }, (_, index) => first + index);
}
