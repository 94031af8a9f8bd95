import { INCOME_BANDS, type IncomeBand } from '@campuspath/contract/catalog-terms';
import { RADIUS_RANGE, ZIP_PATTERN } from '@campuspath/contract/schools-query-terms';

/**
 * The net price and distance part of the Explore view, kept in the URL with the API's
 * names: `incomeBand`, `netPriceMax`, `near` (a 5-digit ZIP code) and `radius` (miles). Invalid
 * values are dropped, like every other Explore parameter.
 */
export interface PriceDistanceState {
  /** The family income band the view's net prices use; null: the remembered band, if any. */
  incomeBand: IncomeBand | null;
  /** At most this average net price (for the band, else the overall average); null: any. */
  netPriceMax: number | null;
  /** 5-digit ZIP code: each card's distance, the radius filter and the distance sort. */
  near: string | null;
  /** Within this many miles of `near`; null: any distance. */
  radius: number | null;
}

export const EMPTY_PRICE_DISTANCE: PriceDistanceState = { incomeBand: null, netPriceMax: null, near: null, radius: null };

/** "Net price up to" choices offered by the filter (any whole number of dollars works in a link). */
export const NET_PRICE_CHOICES = [5000, 10000, 15000, 20000, 25000, 30000, 40000, 50000] as const;
/** The API's bound for `netPriceMax`. */
const NET_PRICE_LIMIT = 1_000_000;

function wholeNumber(raw: string | null, min: number, max: number): number | null {
  if (raw === null || raw.trim() === '') return null;
  const value = Number(raw);
  return Number.isInteger(value) && value >= min && value <= max ? value : null;
}

export function parsePriceDistance(params: URLSearchParams): PriceDistanceState {
  const band = params.get('incomeBand')?.trim().toLowerCase();
  const near = params.get('near')?.trim() ?? '';
  const zip = ZIP_PATTERN.test(near) ? near : null;
  return {
    incomeBand: INCOME_BANDS.find((item) => item.id === band)?.id ?? null,
    netPriceMax: wholeNumber(params.get('netPriceMax'), 0, NET_PRICE_LIMIT),
    near: zip,
    // A radius means nothing without a ZIP code (the API answers 400), so it goes with it.
    radius: zip ? wholeNumber(params.get('radius'), RADIUS_RANGE.min, RADIUS_RANGE.max) : null,
  };
}

/**
 * Writes the view's net price and distance params. The URL keeps a chosen band; API queries name it
 * only when the net price filter or sort uses it (`bandInUse`), so the other lists stay one shared,
 * cacheable answer whatever band a student chose.
 */
export function appendPriceDistance(params: URLSearchParams, state: PriceDistanceState, target: 'url' | 'api', sortUsesNetPrice: boolean) {
  const bandInUse = state.netPriceMax !== null || sortUsesNetPrice;
  if (state.incomeBand && (target === 'url' || bandInUse)) params.set('incomeBand', state.incomeBand);
  if (state.netPriceMax !== null) params.set('netPriceMax', String(state.netPriceMax));
  if (state.near) {
    params.set('near', state.near);
    if (state.radius !== null) params.set('radius', String(state.radius));
  }
}

/** How many of these choices narrow the list (a ZIP code counts: it shows as a removable badge). */
export function countPriceDistance(state: PriceDistanceState): number {
  return (state.netPriceMax !== null ? 1 : 0) + (state.near ? 1 : 0);
}

/** The view with another ZIP code and radius; without a ZIP code the radius and a distance sort go too. */
export function withPlace<T extends PriceDistanceState & { sort: string | null }>(state: T, near: string | null, radius: number | null): T {
  return { ...state, near, radius: near ? radius : null, sort: !near && state.sort === 'distance' ? null : state.sort };
}
