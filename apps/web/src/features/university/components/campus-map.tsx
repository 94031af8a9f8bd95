import { Trans } from '@lingui/react/macro';
import { geoAlbersUsa, geoMercator, geoPath, type GeoProjection } from 'd3-geo';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import statesTopology from 'us-atlas/states-10m.json';

/**
 * Offline locator map: US states from us-atlas drawn with d3-geo, the campus as a dot. No
 * network and no API key. Loaded lazily (the state shapes are ~100 KB). Territories that the
 * Albers USA projection leaves out (Puerto Rico, Guam, ...) get a map of their own outline.
 */
const topology = statesTopology as unknown as Topology<{ states: GeometryCollection<{ name: string }> }>;
const states = feature(topology, topology.objects.states) as FeatureCollection<Geometry, { name: string }>;
const WIDTH = 640;
const HEIGHT = 400;

function projectionFor(
  point: [number, number],
  stateFeature: Feature<Geometry> | undefined,
): { projection: GeoProjection; wholeCountry: boolean } | null {
  const albers = geoAlbersUsa().fitSize([WIDTH, HEIGHT], states);
  if (albers(point)) return { projection: albers, wholeCountry: true };
  if (!stateFeature) return null;
  return {
    projection: geoMercator().fitExtent(
      [
        [40, 40],
        [WIDTH - 40, HEIGHT - 40],
      ],
      stateFeature,
    ),
    wholeCountry: false,
  };
}

export default function CampusMap({
  lat,
  lng,
  stateFips,
  label,
}: {
  lat: number;
  lng: number;
  stateFips: string | undefined;
  label: string;
}) {
  const point: [number, number] = [lng, lat];
  const home = states.features.find((state) => String(state.id) === stateFips);
  const fitted = projectionFor(point, home);
  if (!fitted)
    return (
      <p className="rounded-xl bg-slate-100 p-6 text-sm text-slate-700">
        <Trans>A map is not available for this location.</Trans>
      </p>
    );
  const path = geoPath(fitted.projection);
  const dot = fitted.projection(point);
  const shown = fitted.wholeCountry ? states.features : home ? [home] : [];
  return (
    <svg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} role="img" aria-label={label} className="h-auto w-full rounded-xl bg-sky-50">
      {shown.map((state) => (
        <path
          key={String(state.id)}
          d={path(state) ?? undefined}
          fill={state === home ? '#c7d2fe' : '#e2e8f0'}
          stroke="#ffffff"
          strokeWidth={0.8}
        />
      ))}
      {dot && (
        <g>
          <circle cx={dot[0]} cy={dot[1]} r={14} fill="#4f46e5" opacity={0.2} />
          <circle cx={dot[0]} cy={dot[1]} r={6} fill="#4f46e5" stroke="#ffffff" strokeWidth={2} />
        </g>
      )}
    </svg>
  );
}
