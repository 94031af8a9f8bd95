import { Info, SlidersHorizontal, X } from 'lucide-react';
import { useId, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../features/auth/auth-context.ts';
import { useSavedSchools } from '../../features/saved-schools/use-saved-schools.ts';
import { useRecommendedSchoolsInfinite } from '../../features/schools/api/get-recommended-schools.ts';
import { useSchoolsInfinite } from '../../features/schools/api/get-schools.ts';
import { ActiveFilters } from '../../features/schools/components/active-filters.tsx';
import { FilterPanel } from '../../features/schools/components/filter-panel.tsx';
import { ResultsGrid, ResultsGridSkeleton } from '../../features/schools/components/results-grid.tsx';
import { ResultsEmpty, ResultsError } from '../../features/schools/components/results-status.tsx';
import { SearchForm } from '../../features/schools/components/search-form.tsx';
import { SortSelect } from '../../features/schools/components/sort-select.tsx';
import {
  EMPTY_EXPLORE_STATE,
  countActiveFilters,
  effectiveSort,
  hasActiveFilters,
  parseExploreParams,
  sortOptions,
  toApiQuery,
  toExploreParams,
  toRecommendationsQuery,
  usesPersonalChoices,
  withoutPersonalChoices,
  type ExploreState,
} from '../../features/schools/explore-query.ts';
import { universitiesCount } from '../../features/schools/universities-count.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const WIDE_SCREEN = '(min-width: 1024px)';

/**
 * /explore: search, filter and sort the catalogue (spec section 2, issue 3 "Explore"). The view is
 * derived from the URL alone, so links reproduce it and Back/Forward restore it; every change
 * writes a new URL, which starts the infinite list again from page 1.
 *
 * Signed-in students with a complete profile also get Best match and Your chance (issue 5); a view
 * using them comes from GET /api/recommendations, every other view from the public, cached
 * GET /api/schools. Anyone else opening such a link sees the normal list and an invitation.
 */
export function Component() {
  useDocumentTitle('Explore Universities');
  const { user, loading: authLoading } = useAuth();
  const location = useLocation();
  const [params, setParams] = useSearchParams();
  const urlSearch = params.toString();
  // The URL is the view's only store, but the router commits a new URL in a transition a few
  // frames later. Until it does, show the view just chosen, so a checkbox never snaps back; any
  // URL change (ours arriving, Back/Forward) drops it.
  const [chosen, setChosen] = useState<{ from: string; state: ExploreState } | null>(null);
  if (chosen && chosen.from !== urlSearch) setChosen(null);
  const urlState = useMemo(() => parseExploreParams(new URLSearchParams(urlSearch)), [urlSearch]);
  const requested = chosen?.from === urlSearch ? chosen.state : urlState;

  const personal = user?.profileComplete === true;
  const askedForPersonal = usesPersonalChoices(requested);
  // What the page shows and every control edits: the personal choices only for those who can use them.
  const state = personal ? requested : withoutPersonalChoices(requested);
  const personalList = personal && usesPersonalChoices(state);
  // A link asking for personal choices waits for the session instead of loading a list it would replace.
  const waitForSession = authLoading && askedForPersonal;
  const catalogue = useSchoolsInfinite(toApiQuery(state), { enabled: !personalList && !waitForSession });
  const recommended = useRecommendedSchoolsInfinite(personalList ? user.id : null, toRecommendationsQuery(state));
  const list = personalList ? recommended : catalogue;
  const { isSaved, toggle } = useSavedSchools();

  // Open beside the results on wide screens; on phones it opens above them on demand.
  const [filtersOpen, setFiltersOpen] = useState(() => window.matchMedia?.(WIDE_SCREEN).matches ?? true);
  const panelId = useId();
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);

  const update = (next: ExploreState) => {
    setChosen({ from: urlSearch, state: next });
    setParams(toExploreParams(next), { preventScrollReset: true });
  };
  const showResults = () => {
    setFiltersOpen(false);
    resultsHeadingRef.current?.focus();
    resultsHeadingRef.current?.scrollIntoView({ block: 'start' });
  };

  const schools = useMemo(
    () =>
      personalList
        ? (recommended.data?.pages.flatMap((page) => page.results.map((item) => item.school)) ?? [])
        : (catalogue.data?.pages.flatMap((page) => page.results) ?? []),
    [personalList, recommended.data, catalogue.data],
  );
  const chances = useMemo(
    () => new Map(recommended.data?.pages.flatMap((page) => page.results.map((item) => [item.school.id, item.fit.chance] as const)) ?? []),
    [recommended.data],
  );
  const count = list.data?.pages.at(-1)?.count;
  const chanceCounts = personalList ? recommended.data?.pages.at(-1)?.counts : undefined;
  const activeFilterCount = countActiveFilters(state);
  const here = `${location.pathname}${location.search}`;

  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 pt-8 sm:px-6">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">Explore Universities</h1>
        <p className="mt-2 text-base text-slate-600 sm:text-lg">
          Search real data on U.S. colleges, then narrow it down by location, cost, size, majors and more.
        </p>
        <div className="mt-6">
          <SearchForm key={state.search} defaultValue={state.search} onSearch={(search) => update({ ...state, search })} />
        </div>
      </header>

      <div className="mt-6 flex flex-wrap items-center justify-between gap-3">
        <div className="flex items-center gap-3">
          <Button
            variant="secondary"
            aria-expanded={filtersOpen}
            aria-controls={panelId}
            onClick={() => setFiltersOpen((open) => !open)}
            className="rounded-xl"
          >
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            Filters
            {activeFilterCount > 0 && (
              <span className="rounded-full bg-indigo-600 px-2 py-0.5 text-xs font-semibold text-white">
                {activeFilterCount}
                <span className="sr-only"> active</span>
              </span>
            )}
          </Button>
          <p aria-live="polite" aria-atomic="true" className="text-sm font-medium text-slate-700" data-testid="result-count">
            {count !== undefined ? universitiesCount(count) : list.isPending ? 'Loading universities…' : ''}
          </p>
        </div>
        <SortSelect value={effectiveSort(state)} options={sortOptions(state, personal)} onChange={(sort) => update({ ...state, sort })} />
      </div>

      {askedForPersonal && !personal && !authLoading && (
        <p className="mt-4 flex items-start gap-2 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-slate-800" data-testid="personal-note">
          <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sky-700" />
          {user ? (
            <span>
              Best match and Your chance use your academic profile.{' '}
              <Link to={paths.academics.getHref()} className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900">
                Complete your academic profile
              </Link>{' '}
              (GPA, a test score and an intended major) to use them. Meanwhile, here are all universities.
            </span>
          ) : (
            <span>
              Best match and Your chance use your academic profile.{' '}
              <Link to={paths.login.getHref(here)} className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900">
                Sign in
              </Link>{' '}
              to use them. Meanwhile, here are all universities.
            </span>
          )}
        </p>
      )}

      <div className="mt-4">
        <ActiveFilters state={state} onChange={update} />
      </div>

      <div className="mt-6 lg:flex lg:items-start lg:gap-8">
        <aside
          id={panelId}
          hidden={!filtersOpen}
          aria-labelledby={`${panelId}-heading`}
          className="mb-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm lg:mb-0 lg:w-72 lg:shrink-0"
        >
          <div className="mb-4 flex items-center justify-between">
            <h2 id={`${panelId}-heading`} className="text-lg font-semibold text-slate-900">
              Filters
            </h2>
            <button
              type="button"
              onClick={() => setFiltersOpen(false)}
              aria-label="Close filters"
              className="inline-flex size-9 items-center justify-center rounded-lg text-slate-600 hover:bg-slate-100 lg:hidden"
            >
              <X aria-hidden="true" className="size-5" />
            </button>
          </div>
          <FilterPanel state={state} onChange={update} personal={personal} chanceCounts={chanceCounts} />
          <Button onClick={showResults} className="mt-6 w-full lg:hidden">
            {count !== undefined ? `Show ${universitiesCount(count)}` : 'Show results'}
          </Button>
        </aside>

        <section aria-labelledby={`${panelId}-results`} aria-busy={list.isFetching} className="@container min-w-0 flex-1">
          <h2 id={`${panelId}-results`} ref={resultsHeadingRef} tabIndex={-1} className="sr-only">
            Results
          </h2>
          {!list.data ? (
            // A retry after a failure shows skeletons again until it settles.
            list.isError && !list.isFetching ? <ResultsError onRetry={() => void list.refetch()} /> : <ResultsGridSkeleton />
          ) : schools.length === 0 ? (
            <ResultsEmpty
              onResetSearch={state.search ? () => update({ ...state, search: '' }) : undefined}
              onClearFilters={
                hasActiveFilters(state) ? () => update({ ...EMPTY_EXPLORE_STATE, search: state.search, sort: state.sort }) : undefined
              }
            />
          ) : (
            <ResultsGrid
              schools={schools}
              count={count ?? schools.length}
              hasNextPage={list.hasNextPage}
              isFetchingNextPage={list.isFetchingNextPage}
              nextPageFailed={list.isFetchNextPageError}
              onLoadMore={() => void list.fetchNextPage({ cancelRefetch: false })}
              isSaved={isSaved}
              onToggleSaved={toggle}
              chanceOf={personalList ? (id) => chances.get(id) : undefined}
            />
          )}
        </section>
      </div>
    </div>
  );
}
