import { geoAlbersUsa } from 'd3-geo';
import type { MapPoint } from '@campuspath/contract/schools';

/**
 * The map's frame: us-atlas's `*-albers-10m` files are already projected with Albers USA at
 * scale 1300 into a 975 x 610 frame (Alaska and Hawaii as insets), so the states are drawn with no
 * projection at run time and the schools are projected with the same projection to match.
 */
export const MAP_WIDTH = 975;
export const MAP_HEIGHT = 610;
const projection = geoAlbersUsa()
  .scale(1300)
  .translate([MAP_WIDTH / 2, MAP_HEIGHT / 2]);

/** A school placed on the map, in the frame's units. */
export interface PlacedPoint {
  point: MapPoint;
  x: number;
  y: number;
}

/**
 * Projects every point. Albers USA covers the 50 states and DC only: schools in Puerto Rico, Guam
 * and the other territories come back as `outside`, which the page lists by name (nothing is
 * dropped silently).
 */
export function placePoints(points: readonly MapPoint[]): { placed: PlacedPoint[]; outside: MapPoint[] } {
  const placed: PlacedPoint[] = [];
  const outside: MapPoint[] = [];
  for (const point of points) {
    const xy = projection([point.lng, point.lat]);
    if (xy) placed.push({ point, x: xy[0], y: xy[1] });
    else outside.push(point);
  }
  return { placed, outside };
}

/** One SVG path with a zero-length segment per school: round caps draw each as a dot, 3,000 dots in one element. */
export function dotsPath(placed: readonly PlacedPoint[]): string {
  return placed.map(({ x, y }) => `M${x.toFixed(1)} ${y.toFixed(1)}h0`).join('');
}

/** The most the map zooms in (about 70 m per pixel at full width). */
export const MAX_ZOOM = 64;

/**
 * Clusters are recomputed at half-octave zoom steps, not on every wheel tick: a step's clusters are
 * reused while the zoom stays within it.
 */
export const zoomLevel = (k: number) => Math.floor(Math.log2(k) * 2 + 1e-9);
export const levelScale = (level: number) => 2 ** (level / 2);
