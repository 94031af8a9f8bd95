import type { MapPoint } from '@campuspath/contract/schools';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';

const linkClass = 'font-medium text-indigo-700 underline-offset-2 hover:underline';

function SchoolLinks({ points, testId }: { points: readonly MapPoint[]; testId: string }) {
  return (
    <ul className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3" data-testid={testId}>
      {points.map((point) => (
        <li key={point.id}>
          <Link to={paths.university.getHref(point.slug)} className={linkClass}>
            {point.name}
          </Link>
          <span className="block text-slate-600">{point.location}</span>
        </li>
      ))}
    </ul>
  );
}

/** The mapped schools as text, in the list's order: the same results without the map. */
export function MapTextList({ id, points }: { id: string; points: readonly MapPoint[] }) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="rounded-2xl border border-slate-200 bg-white p-5">
      <h3 id={`${id}-heading`} className="mb-4 text-base font-semibold text-slate-900">
        Universities on the map ({points.length.toLocaleString('en-US')})
      </h3>
      <SchoolLinks points={points} testId="map-text-list" />
    </section>
  );
}

/**
 * Albers USA cannot place Puerto Rico, Guam and the other territories, so their schools are
 * listed here by name: nothing in the results disappears from the page.
 */
export function OutsideMapList({ points }: { points: readonly MapPoint[] }) {
  if (points.length === 0) return null;
  return (
    <section aria-labelledby="outside-map-heading" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h3 id="outside-map-heading" className="text-base font-semibold text-slate-900">
        Outside the map (territories)
      </h3>
      <p className="mb-4 mt-1 text-sm text-slate-600">
        {points.length === 1 ? '1 university is' : `${points.length.toLocaleString('en-US')} universities are`} in U.S. territories or
        freely associated states that this map does not show.
      </p>
      <SchoolLinks points={points} testId="outside-map-list" />
    </section>
  );
}
