import { numberFormat } from './number-format.ts';

const miles = { format: (value: number) => numberFormat({ maximumFractionDigits: 0 }).format(value) };

/** Straight-line distance from a ZIP code's centre, as cards show it: "12 mi away", "Under 1 mi away". */
export function formatDistance(distanceMiles: number | null | undefined, missing = 'Distance not reported'): string {
  if (distanceMiles === null || distanceMiles === undefined) return missing;
  return distanceMiles < 1 ? 'Under 1 mi away' : `${miles.format(Math.round(distanceMiles))} mi away`;
}
