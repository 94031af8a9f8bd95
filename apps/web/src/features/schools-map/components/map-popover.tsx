import { Trans, useLingui } from '@lingui/react/macro';
import type { SchoolCard } from '@campuspath/contract/schools';
import { X } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useRef, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router';
import { LoadingState } from '../../../components/ui/query-state.tsx';
import { numberFormat } from '../../../lib/number-format.ts';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { useSchool } from '../../../lib/api/get-school.ts';
import { clusterPlace, type MapCluster } from '../map-clusters.ts';

const WIDE_SCREEN = '(min-width: 640px)';

interface MapPopoverProps {
  /** The school or inseparable group shown; null when closed. */
  cluster: MapCluster | null;
  /** The marker that opened it: the popover points at it, and Escape or Close return focus to it. */
  anchorRef: RefObject<HTMLElement | null>;
  onClose: () => void;
  renderSchool: (school: SchoolCard) => ReactNode;
  /** The map's frame: a group's list stays inside it, never over the header or off the map. */
  boundary?: HTMLElement | null;
}

/**
 * The card of the activated point (or the schools of a group that shares one spot) beside its
 * marker. Non-modal: the map stays usable; Escape, Close, or a click elsewhere closes it.
 */
export function MapPopover({ cluster, anchorRef, onClose, renderSchool, boundary }: MapPopoverProps) {
  // Escape and the Close button hand focus back to the marker; a click or Tab elsewhere leaves it there.
  const { t } = useLingui();
  const returnFocus = useRef(false);
  const single = cluster?.members.length === 1 ? cluster.members[0] : undefined;
  const groupLabel = (count: string, place: string) => t`${count} universities at ${place}`;
  const label = cluster
    ? single
      ? single.point.name
      : groupLabel(numberFormat().format(cluster.members.length), clusterPlace(cluster))
    : '';
  return (
    <Popover.Root open={cluster !== null} onOpenChange={(open) => !open && onClose()}>
      <Popover.Anchor virtualRef={anchorRef} />
      <Popover.Content
        aria-label={label}
        // Beside the marker where there is room; on phones above or below it, where it can shift to fit the width.
        side={window.matchMedia?.(WIDE_SCREEN).matches ? 'right' : 'bottom'}
        align="center"
        sideOffset={8}
        collisionPadding={single ? 12 : 4}
        // A school's card is larger than a phone's map, so only a group's list is held inside it.
        collisionBoundary={single ? undefined : (boundary ?? undefined)}
        onEscapeKeyDown={() => (returnFocus.current = true)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          if (returnFocus.current) anchorRef.current?.focus();
          returnFocus.current = false;
        }}
        className="z-50 max-h-[var(--radix-popover-content-available-height)] w-80 max-w-[calc(100vw-1.5rem)] overflow-y-auto rounded-2xl border border-slate-200 bg-white p-2 shadow-xl"
        data-testid="map-popover"
      >
        <div className="flex items-center justify-between gap-2 px-2 pb-2">
          <p className="truncate text-xs font-medium uppercase tracking-wide text-slate-600">{single ? t`On the map` : label}</p>
          <Popover.Close
            aria-label={t`Close`}
            onClick={() => (returnFocus.current = true)}
            className="inline-flex size-8 shrink-0 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100"
          >
            <X aria-hidden="true" className="size-4" />
          </Popover.Close>
        </div>
        {single ? (
          <SchoolPreview slug={single.point.slug} name={single.point.name} renderSchool={renderSchool} />
        ) : (
          cluster && (
            <ul className="max-h-72 overflow-y-auto px-2 pb-2 text-sm">
              {cluster.members.map(({ point }) => (
                <li key={point.id} className="border-t border-slate-100 py-2 first:border-t-0">
                  <Link
                    to={paths.university.getHref(point.slug)}
                    className="font-medium text-indigo-700 underline-offset-2 hover:underline"
                  >
                    {point.name}
                  </Link>
                  <span className="block text-slate-600">{point.location}</span>
                </li>
              ))}
            </ul>
          )
        )}
      </Popover.Content>
    </Popover.Root>
  );
}

/** GET /api/schools/{id}: the detail is a superset of the card the route renders. */
function SchoolPreview({ slug, name, renderSchool }: { slug: string; name: string; renderSchool: MapPopoverProps['renderSchool'] }) {
  const { t } = useLingui();
  const school = useSchool(slug);
  if (school.data) return renderSchool(school.data);
  if (school.isError) {
    return (
      <div role="alert" className="px-2 pb-2 text-sm text-slate-700">
        <p>
          <Trans>Couldn’t load this university.</Trans>
        </p>
        <Link to={paths.university.getHref(slug)} className="mt-2 inline-block font-medium text-indigo-700 underline underline-offset-2">
          <Trans>Open the page for {name}</Trans>
        </Link>
      </div>
    );
  }
  return (
    <LoadingState label={t`Loading ${name}…`} className="space-y-3 p-2">
      <Skeleton className="h-32 w-full" />
      <Skeleton className="h-5 w-3/4" />
      <Skeleton className="h-4 w-1/2" />
      <Skeleton className="h-12 w-full" />
    </LoadingState>
  );
}
