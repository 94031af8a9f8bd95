import type { STATE_CODES } from '@campuspath/contract/schools-query-terms';

type StateCode = (typeof STATE_CODES)[number];
import type { InterpretedFilters } from '@campuspath/contract/schools-suggest';
import type { CatalogSchool } from './catalog-school.ts';
import { normalizeText } from './search-text.ts';
import type { ZipCentroids } from './zip-centroids.ts';

/**
 * Places a query can name, all from the catalogue itself: states by name and USPS code,
 * the cities that have colleges (a city's centre is the ZIP code nearest the middle of its
 * colleges), a few metro nicknames ("bay area", "nyc") and Census regions.
 */

/** Miles around a city's centre: its metro area, roughly. */
export const CITY_RADIUS_MILES = 25;

export interface Place {
  kind: 'state' | 'city' | 'region';
  label: string;
  /** For suggestions: how many undergraduates study there (larger places first). */
  weight: number;
  filters(): InterpretedFilters;
}

export interface City {
  name: string;
  state: string;
  undergraduates: number;
  colleges: number;
}

/** Metro and city nicknames students type, mapped to a catalogue city ("City|ST"). */
const METRO_NAMES: Record<string, string> = {
  nyc: 'New York|NY',
  'new york city': 'New York|NY',
  manhattan: 'New York|NY',
  'bay area': 'San Francisco|CA',
  sf: 'San Francisco|CA',
  la: 'Los Angeles|CA',
  philly: 'Philadelphia|PA',
  'twin cities': 'Minneapolis|MN',
  dfw: 'Dallas|TX',
  atl: 'Atlanta|GA',
  chitown: 'Chicago|IL',
  nola: 'New Orleans|LA',
  'saint louis': 'St. Louis|MO',
};

const REGION_NAMES: Record<string, { label: string; filters: InterpretedFilters }> = {
  northeast: { label: 'Northeast', filters: { location: ['Northeast'] } },
  'the northeast': { label: 'Northeast', filters: { location: ['Northeast'] } },
  midwest: { label: 'Midwest', filters: { location: ['Midwest'] } },
  'the midwest': { label: 'Midwest', filters: { location: ['Midwest'] } },
  'the south': { label: 'South', filters: { location: ['South'] } },
  'the west': { label: 'West', filters: { location: ['West'] } },
  'new england': { label: 'New England', filters: { state: ['CT', 'MA', 'ME', 'NH', 'RI', 'VT'] } },
  'west coast': { label: 'West Coast', filters: { state: ['CA', 'OR', 'WA'] } },
  'pacific northwest': { label: 'Pacific Northwest', filters: { state: ['ID', 'OR', 'WA'] } },
  // Spanish.
  noreste: { label: 'Northeast', filters: { location: ['Northeast'] } },
  'el noreste': { label: 'Northeast', filters: { location: ['Northeast'] } },
  'medio oeste': { label: 'Midwest', filters: { location: ['Midwest'] } },
  'el medio oeste': { label: 'Midwest', filters: { location: ['Midwest'] } },
  'el sur': { label: 'South', filters: { location: ['South'] } },
  'el oeste': { label: 'West', filters: { location: ['West'] } },
  'nueva inglaterra': { label: 'New England', filters: { state: ['CT', 'MA', 'ME', 'NH', 'RI', 'VT'] } },
  'costa oeste': { label: 'West Coast', filters: { state: ['CA', 'OR', 'WA'] } },
  'la costa oeste': { label: 'West Coast', filters: { state: ['CA', 'OR', 'WA'] } },
};

/** States whose Spanish names differ from their English ones, as a family on `/es/` types them (normalised). */
const SPANISH_STATE_NAMES: Record<string, StateCode> = {
  'nueva york': 'NY',
  'nueva jersey': 'NJ',
  'nuevo mexico': 'NM',
  'nuevo hampshire': 'NH',
  'carolina del norte': 'NC',
  'carolina del sur': 'SC',
  'dakota del norte': 'ND',
  'dakota del sur': 'SD',
  pensilvania: 'PA',
  luisiana: 'LA',
  misuri: 'MO',
  misisipi: 'MS',
  hawai: 'HI',
  'virginia occidental': 'WV',
  'distrito de columbia': 'DC',
};

export interface Places {
  /** States by normalised name ("ohio", "new york", "washington dc"). */
  states: ReadonlyMap<string, Place>;
  /** States by lower-case USPS code ("oh"). */
  stateCodes: ReadonlyMap<string, Place>;
  /** Cities by normalised name, the largest first when several states have one. */
  cities: ReadonlyMap<string, Place[]>;
  regions: ReadonlyMap<string, Place>;
  /** The city of that name in that state, if it has colleges. */
  cityIn(name: string, state: string): Place | null;
  /** Whether a 5-digit ZIP code has a Census ZIP Code Tabulation Area to measure distances from. */
  hasZip(zip: string): boolean;
}

function statePlace(code: StateCode, label: string, weight: number): Place {
  return { kind: 'state', label, weight, filters: () => ({ state: [code] }) };
}

export function buildPlaces(schools: readonly CatalogSchool[], zips: ZipCentroids): Places {
  const states = new Map<string, Place>();
  const stateCodes = new Map<string, Place>();
  const stateWeights = new Map<string, number>();
  const cityGroups = new Map<string, CatalogSchool[]>();
  for (const school of schools) {
    stateWeights.set(school.state, (stateWeights.get(school.state) ?? 0) + (school.students.undergraduates ?? 0));
    const key = `${school.city}|${school.state}`;
    cityGroups.set(key, [...(cityGroups.get(key) ?? []), school]);
  }
  for (const school of schools) {
    if (stateCodes.has(school.state.toLowerCase())) continue;
    const place = statePlace(school.state as StateCode, school.stateName, stateWeights.get(school.state) ?? 0);
    stateCodes.set(school.state.toLowerCase(), place);
    states.set(normalizeText(school.stateName), place);
  }
  const dc = stateCodes.get('dc');
  if (dc) for (const name of ['washington dc', 'dc', 'washington d c']) states.set(name, dc);
  for (const [name, code] of Object.entries(SPANISH_STATE_NAMES)) {
    const place = stateCodes.get(code.toLowerCase());
    if (place) states.set(name, place);
  }

  const byKey = new Map<string, Place>();
  const cities = new Map<string, Place[]>();
  for (const [key, group] of cityGroups) {
    const [name, state] = key.split('|') as [string, string];
    const located = group.filter((school) => school.coordinates);
    let zip: string | null | undefined;
    const place: Place = {
      kind: 'city',
      label: `${name}, ${state}`,
      weight: group.reduce((sum, school) => sum + (school.students.undergraduates ?? 0), 0),
      filters() {
        // The ZIP code nearest the middle of the city's colleges, found once, when first asked.
        if (zip === undefined && located.length > 0) {
          const lat = located.reduce((sum, school) => sum + school.coordinates!.lat, 0) / located.length;
          const lng = located.reduce((sum, school) => sum + school.coordinates!.lng, 0) / located.length;
          zip = zips.nearest({ lat, lng });
        }
        return zip ? { near: zip, radius: CITY_RADIUS_MILES } : { state: [state as StateCode] };
      },
    };
    byKey.set(key, place);
    const normalized = normalizeText(name);
    cities.set(normalized, [...(cities.get(normalized) ?? []), place]);
  }
  for (const list of cities.values()) list.sort((a, b) => b.weight - a.weight);
  for (const [alias, key] of Object.entries(METRO_NAMES)) {
    const place = byKey.get(key);
    if (place && !cities.has(alias)) cities.set(alias, [place]);
  }
  const regions = new Map(
    Object.entries(REGION_NAMES).map(([key, { label, filters }]): [string, Place] => [
      key,
      { kind: 'region', label, weight: 0, filters: () => filters },
    ]),
  );
  return {
    states,
    stateCodes,
    cities,
    regions,
    hasZip: (zip) => zips.find(zip) !== null,
    cityIn: (name, state) =>
      byKey.get(`${name}|${state}`) ?? cities.get(normalizeText(name))?.find((place) => place.label.endsWith(`, ${state}`)) ?? null,
  };
}

export const cityLabel = (place: Place) => `Within ${CITY_RADIUS_MILES} miles of ${place.label}`;

/** "Within 25 miles of 30332": the chip a ZIP code in a search becomes, worded like a city's. */
export const zipLabel = (zip: string, radius: number) => `Within ${radius} miles of ${zip}`;

/** What a search says of a ZIP code the Census has no area for (nothing to measure a distance from). */
export const unknownZipProblem = (zip: string) =>
  `ZIP code ${zip} has no Census ZIP Code Tabulation Area (PO box and single-building ZIP codes have none, and it may not exist), so no distance can be measured from it. Try a nearby ZIP code.`;
