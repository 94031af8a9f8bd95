import type { PlacedPoint } from './map-geometry.ts';

/** A marker: one school (`members.length === 1`) or several drawn as one. */
export interface MapCluster {
  /** Stable across renders: from the school's id, or the first member's for a group. */
  key: string;
  x: number;
  y: number;
  members: PlacedPoint[];
}

/**
 * Greedy distance clustering in the map's projected units (so in screen space at a given zoom):
 * each school not yet taken, in id order, takes every free school within `radius` of it, and the
 * group sits at their centroid. A grid of `radius`-sized cells keeps this linear in the number
 * of schools (3,000 take about a millisecond), so no clustering library is needed.
 */
export function clusterPoints(points: readonly PlacedPoint[], radius: number): MapCluster[] {
  const cellOf = (value: number) => Math.floor(value / radius);
  // Cells are keyed by one number: the frame is 975 units wide, so rows never reach 2^20 cells.
  const keyOf = (cx: number, cy: number) => cx * 1_048_576 + cy;
  const grid = new Map<number, number[]>();
  points.forEach((p, index) => {
    const key = keyOf(cellOf(p.x), cellOf(p.y));
    const cell = grid.get(key);
    if (cell) cell.push(index);
    else grid.set(key, [index]);
  });

  const order = points.map((_, index) => index).sort((a, b) => points[a]!.point.id - points[b]!.point.id);
  const taken = new Uint8Array(points.length);
  const r2 = radius * radius;
  const clusters: MapCluster[] = [];
  for (const seedIndex of order) {
    if (taken[seedIndex]) continue;
    const seed = points[seedIndex]!;
    taken[seedIndex] = 1;
    const members = [seed];
    const cx = cellOf(seed.x);
    const cy = cellOf(seed.y);
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const index of grid.get(keyOf(cx + dx, cy + dy)) ?? []) {
          const other = points[index]!;
          if (taken[index] || (other.x - seed.x) ** 2 + (other.y - seed.y) ** 2 > r2) continue;
          taken[index] = 1;
          members.push(other);
        }
      }
    }
    const x = members.reduce((sum, m) => sum + m.x, 0) / members.length;
    const y = members.reduce((sum, m) => sum + m.y, 0) / members.length;
    clusters.push({ key: `${members.length > 1 ? 'group' : 'school'}-${seed.point.id}`, x, y, members });
  }
  return clusters;
}

/** The member nearest the group's centre names the place: "12 universities near Boston, MA". */
export function clusterPlace(cluster: MapCluster): string {
  let best = cluster.members[0]!;
  let bestDistance = Infinity;
  for (const member of cluster.members) {
    const distance = (member.x - cluster.x) ** 2 + (member.y - cluster.y) ** 2;
    if (distance < bestDistance) [best, bestDistance] = [member, distance];
  }
  return best.point.location;
}

/** Members' bounding box in frame units: [x0, y0, x1, y1]. */
export function clusterBounds(cluster: MapCluster): [number, number, number, number] {
  let [x0, y0, x1, y1] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const { x, y } of cluster.members) {
    x0 = Math.min(x0, x);
    y0 = Math.min(y0, y);
    x1 = Math.max(x1, x);
    y1 = Math.max(y1, y);
  }
  return [x0, y0, x1, y1];
}
