/**
 * One state's outline for the campus locator, as scripts/build-state-outlines.ts writes
 * it: an SVG path in its own 100-unit frame and the Mercator (centred on the state) that drew it.
 */
export interface StateOutline {
  d: string;
  /** minX, minY, width, height of the outline's frame. */
  viewBox: [number, number, number, number];
  /** The projection's centre longitude, its scale and translation (d3 geoMercator's numbers). */
  centre: number;
  k: number;
  tx: number;
  ty: number;
}

const RADIANS = Math.PI / 180;

/** Where a campus falls in its state's frame: d3's rotated Mercator, written out. */
export function placeOnOutline(outline: StateOutline, lat: number, lng: number): [number, number] {
  const lambda = ((((lng - outline.centre + 540) % 360) + 360) % 360) - 180;
  const x = outline.tx + outline.k * lambda * RADIANS;
  const y = outline.ty - outline.k * Math.log(Math.tan(Math.PI / 4 + (lat * RADIANS) / 2));
  return [x, y];
}
