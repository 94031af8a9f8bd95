import { Trans, useLingui } from '@lingui/react/macro';
import { EXPLORE_PAGE_SIZE, type IncomeBand } from '@campuspath/contract/catalog-terms';
import type { Chance } from '@campuspath/contract/recommendations';
import type { SchoolCard as SchoolCardData } from '@campuspath/contract/schools';
import { Button } from '../../../components/ui/button.tsx';
import { universitiesCount } from '../../../lib/universities-count.ts';
import { LoadMoreSentinel } from './load-more-sentinel.tsx';
import { SchoolCardSkeleton } from './school-card-skeleton.tsx';
import { SchoolCard } from './school-card.tsx';

interface ResultsGridProps {
  schools: readonly SchoolCardData[];
  count: number;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** Loading a later page failed: the list stays and the student can retry. */
  nextPageFailed: boolean;
  onLoadMore: () => void;
  isSaved: (id: number) => boolean;
  onToggleSaved: (id: number) => void;
  /** The student's chance at each school, on personal lists (GET /api/recommendations). */
  chanceOf?: (id: number) => Chance | undefined;
  /** The family's income band: each card shows "Your estimated net price" for it. */
  incomeBand?: IncomeBand | null;
  /** The student's home state: public colleges elsewhere show out-of-state tuition. */
  homeState?: string | null;
  /** "Add to comparison" on each card. */
  isCompared?: (id: number) => boolean;
  onToggleCompare?: (school: SchoolCardData) => void;
}

// Columns follow the space the results get (container queries), so they fit with the panel open or closed.
const GRID = 'grid gap-5 @xl:grid-cols-2 @4xl:grid-cols-3';

/** The cards, then infinite scroll: a sentinel that loads the next page and a "Load more" button for keyboards. */
export function ResultsGrid(props: ResultsGridProps) {
  const { schools, count, hasNextPage, isFetchingNextPage, nextPageFailed, onLoadMore } = props;
  const { t, i18n } = useLingui();
  const shownCount = universitiesCount(i18n, count);
  const pending = isFetchingNextPage ? Math.min(EXPLORE_PAGE_SIZE, Math.max(0, count - schools.length)) : 0;
  return (
    <div>
      <ul className={GRID} aria-label={t`Universities`}>
        {schools.map((school) => (
          <li key={school.id}>
            <SchoolCard
              school={school}
              saved={props.isSaved(school.id)}
              onToggleSaved={props.onToggleSaved}
              chance={props.chanceOf?.(school.id)}
              incomeBand={props.incomeBand}
              homeState={props.homeState}
              compared={props.isCompared?.(school.id)}
              onToggleCompare={props.onToggleCompare}
            />
          </li>
        ))}
        {Array.from({ length: pending }, (_, index) => (
          <li key={`pending-${index}`} aria-hidden="true">
            <SchoolCardSkeleton />
          </li>
        ))}
      </ul>

      <div className="mt-8 flex flex-col items-center gap-3 text-center">
        {hasNextPage ? (
          nextPageFailed ? (
            <div role="alert" className="flex flex-col items-center gap-3">
              <p className="text-sm text-slate-700">
                <Trans>Couldn’t load more universities.</Trans>
              </p>
              <Button variant="secondary" onClick={onLoadMore}>
                <Trans>Retry</Trans>
              </Button>
            </div>
          ) : (
            <>
              <Button variant="secondary" onClick={onLoadMore} disabled={isFetchingNextPage}>
                {isFetchingNextPage ? t`Loading more…` : t`Load more`}
              </Button>
              <LoadMoreSentinel enabled={!isFetchingNextPage} onVisible={onLoadMore} />
            </>
          )
        ) : (
          <p className="text-sm text-slate-600">
            <Trans>Showing all {shownCount}</Trans>
          </p>
        )}
      </div>
    </div>
  );
}

/** Skeleton cards for the first page. */
export function ResultsGridSkeleton() {
  return (
    <ul className={GRID} aria-hidden="true">
      {Array.from({ length: EXPLORE_PAGE_SIZE }, (_, index) => (
        <li key={index}>
          <SchoolCardSkeleton />
        </li>
      ))}
    </ul>
  );
}
