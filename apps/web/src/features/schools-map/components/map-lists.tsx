import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { MapPoint } from '@campuspath/contract/schools';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { numberFormat } from '../../../lib/number-format.ts';

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
  const shown = numberFormat().format(points.length);
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="rounded-2xl border border-slate-200 bg-white p-5">
      <h3 id={`${id}-heading`} className="mb-4 text-base font-semibold text-slate-900">
        <Trans>Universities on the map ({shown})</Trans>
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
  const { t } = useLingui();
  const total = points.length;
  if (total === 0) return null;
  const shown = numberFormat().format(total);
  return (
    <section aria-labelledby="outside-map-heading" className="rounded-2xl border border-slate-200 bg-white p-5">
      <h3 id="outside-map-heading" className="text-base font-semibold text-slate-900">
        <Trans>Outside the map (territories)</Trans>
      </h3>
      <p className="mb-4 mt-1 text-sm text-slate-600">
        {t`${plural(total, {
          one: '# university is in U.S. territories or freely associated states that this map does not show.',
          other: `${shown} universities are in U.S. territories or freely associated states that this map does not show.`,
        })}`}
      </p>
      <SchoolLinks points={points} testId="outside-map-list" />
    </section>
  );
}
