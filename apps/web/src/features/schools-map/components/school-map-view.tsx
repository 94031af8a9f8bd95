import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { SchoolCard, SchoolMapResponse } from '@campuspath/contract/schools';
import { List } from 'lucide-react';
import { useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button.tsx';
import { numberFormat } from '../../../lib/number-format.ts';
import { MAP_DATA_MARK } from '../api/get-school-map.ts';
import type { MapCluster } from '../map-clusters.ts';
import { placePoints } from '../map-geometry.ts';
import { MapTextList, OutsideMapList } from './map-lists.tsx';
import { MapPopover } from './map-popover.tsx';
import { MapSkeleton } from './map-skeleton.tsx';
import { SchoolMap } from './school-map.tsx';

/** Measured by apps/web/bench/map-bench.ts: from the points' arrival to the first frame that shows them. */
export const MAP_PAINTED_MARK = 'map:painted';
export const MAP_FIRST_PAINT_MEASURE = 'map:first-paint';
let firstPaintMeasured = false;
const NO_POINTS: SchoolMapResponse['points'] = [];

/** After the frame that paints the current DOM: a task queued from requestAnimationFrame runs once that frame is drawn. */
function afterNextPaint(callback: () => void) {
  requestAnimationFrame(() => {
    const channel = new MessageChannel();
    channel.port1.onmessage = callback;
    channel.port2.postMessage(null);
  });
}

interface SchoolMapViewProps {
  /** Undefined while the points load: the view is mounted with the request, so its chunk is ready when they arrive. */
  data: SchoolMapResponse | undefined;
  /** The card a point opens (the route renders Explore's own card, with its save button). */
  renderSchool: (school: SchoolCard) => ReactNode;
  /** The view filters by the student's chance, which the map cannot: it says so. */
  ignoresChance?: boolean;
}

/**
 * Explore's map view ("Map view"), loaded as its own chunk only when `view=map`. Plots every
 * result (not just a page), with a text list of the same schools, the ones outside the map listed
 * by name, and the count of those the data has no coordinates for.
 */
export default function SchoolMapView({ data, renderSchool, ignoresChance = false }: SchoolMapViewProps) {
  const { t } = useLingui();
  const points = data?.points ?? NO_POINTS;
  const { placed, outside } = useMemo(() => placePoints(points), [points]);
  const [textList, setTextList] = useState(false);
  const [selected, setSelected] = useState<{ points: SchoolMapResponse['points']; cluster: MapCluster } | null>(null);
  // New results close a card that belonged to the old ones.
  const cluster = selected?.points === points ? selected.cluster : null;
  const anchorRef = useRef<HTMLElement | null>(null);
  // The map's frame element, once mounted (state, not a ref: the popover reads it while rendering).
  const [frame, setFrame] = useState<HTMLDivElement | null>(null);
  const listId = useId();

  useLayoutEffect(() => {
    if (!data || firstPaintMeasured) return;
    firstPaintMeasured = true;
    afterNextPaint(() => {
      performance.mark(MAP_PAINTED_MARK);
      if (performance.getEntriesByName(MAP_DATA_MARK, 'mark').length > 0)
        performance.measure(MAP_FIRST_PAINT_MEASURE, MAP_DATA_MARK, MAP_PAINTED_MARK);
    });
  }, [data]);

  const open = (next: MapCluster, anchor: HTMLElement) => {
    anchorRef.current = anchor;
    setSelected({ points, cluster: next });
  };
  const close = () => setSelected(null);
  if (!data) return <MapSkeleton />;
  const onMap = numberFormat().format(placed.length);
  const outsideCount = numberFormat().format(outside.length);
  const { unmapped } = data;
  const unmappedCount = numberFormat().format(unmapped);

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700" data-testid="map-summary">
          <Trans>{onMap} on the map</Trans>
          {outside.length > 0 && (
            <>
              {' · '}
              <Trans>{outsideCount} outside it (territories)</Trans>
            </>
          )}
          {data.unmapped > 0 && (
            <>
              {' · '}
              <Trans>{unmappedCount} without a location</Trans>
            </>
          )}
        </p>
        <Button
          variant="secondary"
          aria-pressed={textList}
          aria-controls={textList ? listId : undefined}
          onClick={() => setTextList((on) => !on)}
        >
          <List aria-hidden="true" className="size-4" />
          <Trans>Show as text list</Trans>
        </Button>
      </div>

      {ignoresChance && (
        <p className="rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-slate-800" data-testid="map-chance-note">
          <Trans>The map shows every university matching your other filters; the Your chance filter applies to the list.</Trans>
        </p>
      )}

      {textList ? (
        <MapTextList id={listId} points={placed.map(({ point }) => point)} />
      ) : (
        <>
          <SchoolMap placed={placed} onOpen={open} onMove={close} frameRef={setFrame} />
          <MapPopover cluster={cluster} anchorRef={anchorRef} onClose={close} renderSchool={renderSchool} boundary={frame} />
        </>
      )}

      <OutsideMapList points={outside} />
      {data.unmapped > 0 && (
        <p className="text-sm text-slate-600">
          {t`${plural(unmapped, { one: '# university has no location in the data and cannot be shown on the map.', other: `${unmappedCount} universities have no location in the data and cannot be shown on the map.` })}`}
        </p>
      )}
    </div>
  );
}
