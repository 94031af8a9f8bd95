import { readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

/** Where `data/raw/census_zcta_2021_centroids.csv` comes from (see data/raw/README.md). */
export const ZCTA_SOURCE =
  'U.S. Census Bureau, 2021 Gazetteer Files, ZIP Code Tabulation Areas (2021_Gaz_zcta_national): internal point of each ZCTA; public domain';

/** The artefact `npm run data:build` writes next to the catalogue: [zip, latitude, longitude] rows. */
export interface ZipCentroidsFile {
  source: string;
  zips: [zip: string, lat: number, lng: number][];
}

export interface LatLng {
  lat: number;
  lng: number;
}

/** ZIP code → the centre of its Census ZIP Code Tabulation Area. */
export interface ZipCentroids {
  source: string;
  size: number;
  find(zip: string): LatLng | null;
  /** The ZIP code whose centre is closest to `point` (null when none are loaded). */
  nearest(point: LatLng): string | null;
}

export function createZipCentroids(file: ZipCentroidsFile): ZipCentroids {
  const byZip = new Map(file.zips.map(([zip, lat, lng]) => [zip, { lat, lng }]));
  function nearest(point: LatLng): string | null {
    let best: string | null = null;
    let bestDistance = Infinity;
    for (const [zip, lat, lng] of file.zips) {
      // Equirectangular distance: enough to rank neighbours, and far cheaper than the haversine.
      const dx = (lng - point.lng) * Math.cos((point.lat * Math.PI) / 180);
      const distance = dx * dx + (lat - point.lat) ** 2;
      if (distance < bestDistance) [best, bestDistance] = [zip, distance];
    }
    return best;
  }
  return { source: file.source, size: byZip.size, find: (zip) => byZip.get(zip) ?? null, nearest };
}

export function loadZipCentroids(path: string): ZipCentroids {
  return createZipCentroids(JSON.parse(gunzipSync(readFileSync(path)).toString('utf8')) as ZipCentroidsFile);
}

const EARTH_RADIUS_MILES = 3958.8;
const toRadians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle ("as the crow flies") distance in miles, by the haversine formula. */
export function milesBetween(a: LatLng, b: LatLng): number {
  const dLat = toRadians(b.lat - a.lat);
  const dLng = toRadians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(toRadians(a.lat)) * Math.cos(toRadians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}
