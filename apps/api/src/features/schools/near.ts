import type { Catalog } from '../../catalog/catalog.ts';
import type { LatLng } from '../../catalog/zip-centroids.ts';
import { refuseField } from '../../lib/errors.ts';

/** The centre of the `near` ZIP code; an unknown ZIP code answers 400 naming `near`. */
export function resolveNear(catalog: Catalog, near: string | undefined): LatLng | null {
  if (near === undefined) return null;
  const origin = catalog.zips.find(near);
  if (!origin) {
    // The same words as the catalogue's unknownZipProblem, as a message of the API's catalogue.
    throw refuseField(
      'near',
      /*i18n*/ {
        id: 'ZIP code {zip} has no Census ZIP Code Tabulation Area (PO box and single-building ZIP codes have none, and it may not exist), so no distance can be measured from it. Try a nearby ZIP code.',
        values: { zip: near },
      },
    );
  }
  return origin;
}

/**
 * The origin of a query whose `near` may have come from its search ("colleges near 30332"). A ZIP
 * code the student typed in the search with no Census area gives `unknownZip`: the list then
 * answers no college, its interpretation saying why, rather than a 400 for a parameter never
 * sent or a list that ignores the ZIP code. A `near` sent as a parameter answers 400 as always.
 */
export function resolveQueryNear(
  catalog: Catalog,
  asked: { near?: string },
  applied: { near?: string },
): { origin: LatLng | null; unknownZip: boolean } {
  if (applied.near !== undefined && applied.near !== asked.near && !catalog.zips.find(applied.near)) {
    return { origin: null, unknownZip: true };
  }
  return { origin: resolveNear(catalog, applied.near), unknownZip: false };
}
