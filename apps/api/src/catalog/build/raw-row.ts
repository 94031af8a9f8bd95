/** A CSV row keyed by column name, as csv-parse gives it. */
export type RawRow = Record<string, string | undefined>;

/** A number, or null when the cell is empty or not a finite number. */
export function num(row: RawRow | undefined, column: string): number | null {
  const raw = row?.[column]?.trim();
  if (!raw) return null;
  const value = Number(raw);
  return Number.isFinite(value) ? value : null;
}

/** IPEDS codes -1 (not reported) and -2 (not applicable) are missing, not values. */
export function ipedsNum(row: RawRow | undefined, column: string): number | null {
  const value = num(row, column);
  return value === null || value < 0 ? null : value;
}

export function text(row: RawRow | undefined, column: string): string | null {
  const raw = row?.[column]?.trim();
  return raw ? raw : null;
}

/**
 * A text cell of an IPEDS or Scorecard file: the negative codes those files use for "not reported",
 * "not applicable" and the like (-1, -2, -3, ...) are missing, never a value (a system named "-1").
 */
export function codedText(row: RawRow | undefined, column: string): string | null {
  const value = text(row, column);
  return value === null || /^-\d+$/.test(value) ? null : value;
}

/** Whole dollars; the Scorecard stores some money columns with decimals. */
export function dollars(row: RawRow | undefined, column: string): number | null {
  const value = num(row, column);
  return value === null ? null : Math.round(value);
}

/** A fraction 0-1; values outside the range are treated as missing. */
export function share(row: RawRow | undefined, column: string): number | null {
  const value = num(row, column);
  return value === null || value < 0 || value > 1 ? null : value;
}

/** A percentage 0-100 from IPEDS, as a fraction 0-1. */
export function percentAsShare(row: RawRow | undefined, column: string): number | null {
  const value = ipedsNum(row, column);
  return value === null || value > 100 ? null : value / 100;
}
