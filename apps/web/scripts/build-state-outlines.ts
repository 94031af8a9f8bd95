/**
 * `npm run build:state-outlines -w apps/web`: writes src/components/ui/state-outlines.json, the
 * small state outlines the campus locator draws, from us-atlas's states-10m (Census
 * cartographic boundaries, public domain). Each state is projected on its own with a Mercator
 * centred on it, fitted into a 100-unit box, and thinned (points closer than 1.5 units dropped,
 * coordinates rounded to whole units, islands under 2 square units left out), so all 56 outlines weigh a few kilobytes gzipped and
 * load as one lazy chunk. Beside each outline: the projection's numbers, so the page places a
 * campus from its latitude and longitude with a few lines of arithmetic (campus-locator-geometry.ts)
 * and no d3 at run time.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { geoBounds, geoMercator } from 'd3-geo';
import type { Feature, FeatureCollection, MultiPolygon, Polygon, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import statesTopology from 'us-atlas/states-10m.json' with { type: 'json' };
import { US_STATES } from '../src/lib/us-states.ts';
import { placeOnOutline, type StateOutline } from '../src/components/ui/campus-locator-geometry.ts';

const BOX = 100;
const MIN_STEP = 1.5;
const MIN_AREA = 2;

const topology = statesTopology as unknown as Topology<{ states: GeometryCollection<{ name: string }> }>;
const states = feature(topology, topology.objects.states) as FeatureCollection<Polygon | MultiPolygon, { name: string }>;

function ringArea(points: readonly [number, number][]): number {
  let sum = 0;
  for (let i = 0; i < points.length; i++) {
    const [x1, y1] = points[i]!;
    const [x2, y2] = points[(i + 1) % points.length]!;
    sum += x1 * y2 - x2 * y1;
  }
  return Math.abs(sum / 2);
}

function outlineOf(state: Feature<Polygon | MultiPolygon>): StateOutline {
  const [[west], [east]] = geoBounds(state);
  // The centre longitude; Alaska's bounds cross the antimeridian (west > east).
  const centre = west <= east ? (west + east) / 2 : (((west + east + 360) / 2 + 180) % 360) - 180;
  const projection = geoMercator()
    .rotate([-centre, 0])
    .fitExtent(
      [
        [2, 2],
        [BOX - 2, BOX - 2],
      ],
      state,
    );
  const polygons: Position[][][] = state.geometry.type === 'Polygon' ? [state.geometry.coordinates] : state.geometry.coordinates;
  const rings: [number, number][][] = [];
  for (const polygon of polygons) {
    for (const ring of polygon) {
      const points: [number, number][] = [];
      let kept: [number, number] | undefined;
      for (const position of ring) {
        const [x, y] = projection(position as [number, number])!;
        if (kept && Math.hypot(x - kept[0], y - kept[1]) < MIN_STEP) continue;
        kept = [x, y];
        // Whole units are fine at a thumbnail's size; a repeated point after rounding is dropped.
        const rounded: [number, number] = [Math.round(x), Math.round(y)];
        const last = points.at(-1);
        if (!last || last[0] !== rounded[0] || last[1] !== rounded[1]) points.push(rounded);
      }
      if (points.length >= 3 && ringArea(points) >= MIN_AREA) rings.push(points);
    }
  }
  const xs = rings.flat().map(([x]) => x);
  const ys = rings.flat().map(([, y]) => y);
  const [minX, minY] = [Math.floor(Math.min(...xs)) - 2, Math.floor(Math.min(...ys)) - 2];
  const [width, height] = [Math.ceil(Math.max(...xs)) + 2 - minX, Math.ceil(Math.max(...ys)) + 2 - minY];
  // After M, further pairs are implicit line-tos.
  const d = rings.map((ring) => `M${ring.map(([x, y]) => `${x} ${y}`).join(' ')}Z`).join('');
  const [tx, ty] = projection.translate();
  return { d, viewBox: [minX, minY, width, height], centre: Math.round(centre * 1000) / 1000, k: projection.scale(), tx, ty };
}

const outlines: Record<string, StateOutline> = {};
for (const { code, fips } of US_STATES) {
  const state = states.features.find((candidate) => String(candidate.id) === fips);
  if (!state) continue;
  const outline = outlineOf(state);
  // The run-time placement must agree with d3's projection (checked at a point inside the state).
  const probe = geoMercator().rotate([-outline.centre, 0]).scale(outline.k).translate([outline.tx, outline.ty]);
  const [lng, lat] = [outline.centre, (geoBounds(state)[0][1] + geoBounds(state)[1][1]) / 2];
  const [ex, ey] = probe([lng, lat])!;
  const [ax, ay] = placeOnOutline(outline, lat, lng);
  if (Math.abs(ex - ax) > 0.01 || Math.abs(ey - ay) > 0.01) throw new Error(`placement disagrees with d3 for ${code}`);
  outlines[code] = outline;
}

const target = fileURLToPath(new URL('../src/components/ui/state-outlines.json', import.meta.url));
writeFileSync(target, `${JSON.stringify(outlines)}\n`);
process.stdout.write(`wrote ${Object.keys(outlines).length} outlines to ${target}\n`);
