/** "14–22%" for a chance range, or null when there is no estimate. */
export function formatChanceRange(chance: { low: number | null; high: number | null }): string | null {
  if (chance.low === null || chance.high === null) return null;
  return chance.low === chance.high ? `${chance.low}%` : `${chance.low}–${chance.high}%`;
}
