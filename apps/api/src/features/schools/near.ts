import type { Catalog } from '../../catalog/catalog.ts';
import type { LatLng } from '../../catalog/zip-centroids.ts';
import { refuseField } from '../../lib/errors.ts';

/** The centre of the `near` ZIP code; an unknown ZIP code answers 400 naming `near`. */
export function resolveNear(catalog: Catalog, near: string | undefined): LatLng | null {
  if (near === undefined) return null;
  const origin = catalog.zips.find(near);
  if (!origin) {
    const message = `We don't know ZIP code ${near}. Check it, or try a nearby one.`;
    throw refuseField('near', message);
  }
  return origin;
}
