import { addDays, startOfMonth, startOfWeek } from 'date-fns';
import { toIsoDay } from '../../lib/format-date.ts';

/** Spec section 9: the calendar grid has 42 cells (6 weeks), Sunday first. */
export const GRID_CELLS = 42;
/** Spec section 9: up to 2 items per day, then '+N more'. */
export const ITEMS_PER_DAY = 2;

export interface MonthGrid {
  /** The first day of the month shown. */
  month: Date;
  /** 42 days from the Sunday on or before the 1st. */
  days: Date[];
  /** First and last cell, YYYY-MM-DD, for GET /api/deadlines. */
  from: string;
  to: string;
}

export function monthGrid(anyDayInMonth: Date): MonthGrid {
  const month = startOfMonth(anyDayInMonth);
  const first = startOfWeek(month, { weekStartsOn: 0 });
  const days = Array.from({ length: GRID_CELLS }, (_, index) => addDays(first, index));
  return { month, days, from: toIsoDay(days[0]!), to: toIsoDay(days[GRID_CELLS - 1]!) };
}

/** ?month=YYYY-MM, or null when absent or not a real month. */
export function parseMonthParam(value: string | null): Date | null {
  // Read by hand: date-fns's parse() carries a parser for every pattern token (about 4 KB gzipped).
  const [, year, month] = /^(\d{4})-(\d{2})$/.exec(value ?? '')?.map(Number) ?? [];
  if (year === undefined || month === undefined || month < 1 || month > 12 || year < 2000 || year > 2100) return null;
  return new Date(year, month - 1, 1);
}

export const monthParam = (month: Date): string => toIsoDay(month).slice(0, 7);

/** Items grouped by their date, keeping their order. */
export function groupByDay<T extends { date: string }>(items: readonly T[]): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const list = groups.get(item.date);
    if (list) list.push(item);
    else groups.set(item.date, [item]);
  }
  return groups;
}
