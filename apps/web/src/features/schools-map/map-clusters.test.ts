import type { MapPoint } from '@campuspath/contract/schools';
import { describe, expect, it } from 'vitest';
import { clusterBounds, clusterPlace, clusterPoints } from './map-clusters.ts';
import { MAP_HEIGHT, MAP_WIDTH, dotsPath, levelScale, placePoints, zoomLevel, type PlacedPoint } from './map-geometry.ts';

const point = (id: number, lat: number, lng: number, location = `City ${id}, ST`): MapPoint => ({
  id,
  slug: `school-${id}`,
  name: `School ${id}`,
  location,
  lat,
  lng,
});
const placed = (id: number, x: number, y: number, location?: string): PlacedPoint => ({ point: point(id, 0, 0, location), x, y });

describe('placePoints', () => {
  it('places the lower 48, Alaska and Hawaii inside the frame and lists the territories outside it', () => {
    const { placed: inside, outside } = placePoints([
      point(1, 42.2808, -83.743, 'Ann Arbor, MI'),
      point(2, 61.19, -149.82, 'Anchorage, AK'),
      point(3, 21.3, -157.82, 'Honolulu, HI'),
      point(4, 18.4, -66.05, 'San Juan, PR'),
      point(5, 13.43, 144.8, 'Mangilao, GU'),
    ]);
    expect(inside.map((p) => p.point.id)).toEqual([1, 2, 3]);
    for (const { x, y } of inside) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(MAP_WIDTH);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(MAP_HEIGHT);
    }
    expect(outside.map((p) => p.location)).toEqual(['San Juan, PR', 'Mangilao, GU']);
  });

  it('draws every placed school as one zero-length segment of a single path', () => {
    expect(dotsPath([placed(1, 10, 20), placed(2, 30.25, 40)])).toBe('M10.0 20.0h0M30.3 40.0h0');
  });
});

describe('clusterPoints', () => {
  it('groups schools within the radius and leaves distant ones alone', () => {
    const clusters = clusterPoints([placed(3, 100, 100), placed(1, 104, 103), placed(2, 300, 300)], 10);
    expect(clusters).toHaveLength(2);
    const group = clusters.find((c) => c.members.length === 2)!;
    expect(group.key).toBe('group-1');
    expect(group.members.map((m) => m.point.id).sort()).toEqual([1, 3]);
    expect(group.x).toBeCloseTo(102);
    expect(group.y).toBeCloseTo(101.5);
    expect(clusters.find((c) => c.members.length === 1)?.key).toBe('school-2');
  });

  it('puts every school in exactly one marker, whatever the radius', () => {
    const points = Array.from({ length: 500 }, (_, i) => placed(i + 1, (i * 37) % MAP_WIDTH, (i * 53) % MAP_HEIGHT));
    for (const radius of [0.5, 5, 40, 400]) {
      const ids = clusterPoints(points, radius).flatMap((c) => c.members.map((m) => m.point.id));
      expect(ids.sort((a, b) => a - b)).toEqual(points.map((p) => p.point.id));
    }
  });

  it('does not depend on the order the schools come in', () => {
    const points = [placed(5, 0, 0), placed(2, 6, 0), placed(9, 12, 0), placed(1, 18, 0)];
    const keys = (list: PlacedPoint[]) => clusterPoints(list, 7).map((c) => c.key);
    expect(keys([...points].reverse())).toEqual(keys(points));
  });

  it('names a group by the member nearest its centre and knows its extent', () => {
    const [group] = clusterPoints([placed(1, 0, 0, 'Edge, MA'), placed(2, 4, 0, 'Middle, MA'), placed(3, 6, 0, 'Other, MA')], 10);
    expect(clusterPlace(group!)).toBe('Middle, MA');
    expect(clusterBounds(group!)).toEqual([0, 0, 6, 0]);
  });
});

describe('zoom steps', () => {
  it('recomputes clusters at half-octave steps of the zoom', () => {
    expect(zoomLevel(1)).toBe(0);
    expect(zoomLevel(1.4)).toBe(0);
    expect(zoomLevel(Math.SQRT2)).toBe(1);
    expect(zoomLevel(4)).toBe(4);
    expect(levelScale(zoomLevel(4))).toBeCloseTo(4);
  });
});
