import { useLingui } from '@lingui/react/macro';
import type { MouseEvent } from 'react';
import { paths } from '../../../config/paths.ts';
import { numberFormat } from '../../../lib/number-format.ts';
import { clusterPlace, type MapCluster } from '../map-clusters.ts';

/** Where a marker's centre sits, in CSS pixels from the map's top-left corner. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a CSS transform, not words
export const markerTransform = (x: number, y: number) => `translate(${x.toFixed(1)}px, ${y.toFixed(1)}px) translate(-50%, -50%)`;

// A school's name beside its dot, from data-label.
const LABEL =
  'after:absolute after:left-full after:top-1/2 after:-translate-y-1/2 after:whitespace-nowrap after:rounded after:bg-white/90 after:px-1 after:text-[11px] after:font-medium after:text-slate-800 after:shadow-sm after:content-[attr(data-label)]';

// Kept under the clustering radius (school-map.tsx) so neighbouring groups rarely overlap.
const groupSize = (count: number) => Math.min(38, Math.round(22 + 3 * Math.log2(count)));

interface MapMarkerProps {
  cluster: MapCluster;
  /** Centre in CSS pixels (later moves are written straight to the element while zooming). */
  x: number;
  y: number;
  /** A group whose members stay together even at the closest zoom: it lists them instead of zooming. */
  inseparable: boolean;
  /** Close enough in: a school shows its name beside its dot. */
  labelled?: boolean;
  onOpen: (cluster: MapCluster, anchor: HTMLElement) => void;
  onZoomTo: (cluster: MapCluster) => void;
  register: (key: string, element: HTMLElement | null) => void;
}

/**
 * A school is a real link to its page, named by the school; a plain click or Enter opens its card
 * on the map instead (a modified click still opens the page in a new tab). A group is a button
 * that zooms in on its members, or lists them when they share one spot.
 */
export function MapMarker({ cluster, x, y, inseparable, labelled = false, onOpen, onZoomTo, register }: MapMarkerProps) {
  const { t } = useLingui();
  const style = { transform: markerTransform(x, y) };
  const ref = (element: HTMLElement | null) => register(cluster.key, element);
  const [first] = cluster.members;
  if (!first) return null;

  if (cluster.members.length === 1) {
    const open = (event: MouseEvent<HTMLAnchorElement>) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      event.preventDefault();
      onOpen(cluster, event.currentTarget);
    };
    return (
      <a
        ref={ref}
        href={paths.university.getHref(first.point.slug)}
        onClick={open}
        title={first.point.name}
        style={style}
        data-testid="map-school"
        // The visible name is drawn from this attribute (CSS content), so the link's text stays the name once.
        data-label={labelled ? first.point.name : undefined}
        className={`pointer-events-auto absolute left-0 top-0 flex size-6 items-center justify-center rounded-full focus-visible:outline-3 focus-visible:outline-offset-0 focus-visible:outline-indigo-600 ${labelled ? LABEL : ''}`}
      >
        <span aria-hidden="true" className="size-3 rounded-full border-2 border-white bg-indigo-600" />
        <span className="sr-only">{first.point.name}</span>
      </a>
    );
  }

  const count = cluster.members.length;
  const place = clusterPlace(cluster);
  const shown = numberFormat().format(count);
  const size = groupSize(count);
  return (
    <button
      ref={ref}
      type="button"
      aria-label={inseparable ? t`${shown} universities at ${place}: show list` : t`${shown} universities near ${place}: zoom in`}
      onClick={(event) => (inseparable ? onOpen(cluster, event.currentTarget) : onZoomTo(cluster))}
      style={{ ...style, width: size, height: size }}
      data-testid="map-cluster"
      className="pointer-events-auto absolute left-0 top-0 flex items-center justify-center rounded-full border-2 border-white bg-indigo-700 text-xs font-semibold text-white hover:bg-indigo-900 focus-visible:outline-3 focus-visible:outline-offset-1 focus-visible:outline-amber-400"
    >
      {shown}
    </button>
  );
}
