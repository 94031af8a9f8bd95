import { useLingui } from '@lingui/react/macro';
import { LoadingState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';

/** Holds the map's place while its chunk or its points load (no d3 here: it is part of the Explore chunk). */
export function MapSkeleton() {
  const { t } = useLingui();
  return (
    <LoadingState label={t`Loading the map…`} testId="map-loading">
      <Skeleton className="mb-4 h-9 w-full max-w-sm" />
      <Skeleton className="aspect-[975/610] w-full rounded-2xl" />
    </LoadingState>
  );
}
