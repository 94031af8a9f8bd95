import { Trans, useLingui } from '@lingui/react/macro';
import { SlidersHorizontal } from 'lucide-react';
import { Suspense, lazy, useId, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { Suggestion } from '@campuspath/contract/schools-suggest';
import type { IncomeBand } from '@campuspath/contract/catalog-terms';
import { BrowserOnly } from '../../components/ui/browser-only.tsx';
import { Button } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useCompareList } from '../../features/compare/use-compare-list.ts';
import { IncomeBandSelect } from '../../features/net-price/income-band-select.tsx';
import { useIncomeBand } from '../../features/net-price/use-income-band.ts';
import { HomeStateSelect } from '../../features/net-price/home-state-select.tsx';
import { useHomeState } from '../../features/net-price/use-home-state.ts';
import { useSavedSchools } from '../../features/saved-schools/use-saved-schools.ts';
import { ActiveFilters } from '../../features/schools/components/active-filters.tsx';
import { FilterPanel } from '../../features/schools/components/filter-panel.tsx';
import { FiltersAside } from '../../features/schools/components/filters-aside.tsx';
import { PersonalChoicesNote } from '../../features/schools/components/personal-choices-note.tsx';
import { ResultsGrid, ResultsGridSkeleton } from '../../features/schools/components/results-grid.tsx';
import { ResultsEmpty, ResultsError, ResultsZipError } from '../../features/schools/components/results-status.tsx';
import { SearchForm } from '../../features/schools/components/search-form.tsx';
import { SchoolCard } from '../../features/schools/components/school-card.tsx';
import { SortSelect } from '../../features/schools/components/sort-select.tsx';
import {
  clearAll,
  countActiveFilters,
  hasActiveFilters,
  parseExploreParams,
  toApiQuery,
  toExploreParams,
  usesPersonalChoices,
  withoutPersonalChoices,
  type ExploreState,
} from '../../features/schools/explore-query.ts';
import { toRecommendedListSearch, toSchoolsListSearch } from '../../features/schools/explore-list-search.ts';
import { withSearch, withSuggestion } from '../../features/schools/explore-interpretation.ts';
import { withPlace } from '../../features/schools/explore-price-distance.ts';
import { effectiveSort, isPersonalSort, sortOptions, sortsByNetPrice } from '../../features/schools/explore-sort.ts';
import { universitiesCount } from '../../lib/universities-count.ts';
import { useInterpretedSearch } from '../../features/schools/use-interpreted-search.ts';
import { useFiltersPanel } from '../../features/schools/use-filters-panel.ts';
import { useSchoolMap } from '../../features/schools-map/api/get-school-map.ts';
import { MapSkeleton } from '../../features/schools-map/components/map-skeleton.tsx';
import { ViewSwitch } from '../../features/schools-map/components/view-switch.tsx';
import { useSchoolChances } from '../../features/recommendations/api/get-chances.ts';
import { ChanceUnlockNote } from '../../features/recommendations/components/chance-unlock-note.tsx';
import { ApiRequestError } from '../../lib/api-client.ts';
import { useRecommendationsInfinite } from '../../lib/api/get-recommendations.ts';
import { useSchoolsInfinite } from '../../lib/api/get-schools.ts';
import { usePageHead } from '../../lib/page-head.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

// The map (d3, the US atlas) is its own chunk, loaded only in map view, alongside its points.
const SchoolMapView = lazy(() => import('../../features/schools-map/components/school-map-view.tsx'));

/**
 * /explore: search, filter and sort the catalogue (spec section 2, "Explore"). The view is
 * derived from the URL alone, so links reproduce it and Back/Forward restore it; every change
 * writes a new URL, which starts the infinite list again from page 1.
 *
 * Signed-in students with a test score (`chanceReady`, one rule for every page) also get Best match
 * and Your chance; a view using them comes from GET /api/recommendations, every other
 * view from the public, cached GET /api/schools, with their chance on each card asked for after
 * the list (GET /api/recommendations/chances). Anyone else opening such a link sees the normal
 * list and an invitation; a student without a test score is told once what unlocks chances.
 */
export function Component() {
  const { t, i18n } = useLingui();
  useDocumentTitle(t`Explore Universities`);
  usePageHead({
    description: t`Search and filter U.S. colleges on federal College Scorecard data: location, type, size, cost, net price by family income, admission rate and majors.`,
  });
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

  const personal = user?.chanceReady === true;
  const askedForPersonal = usesPersonalChoices(requested);
  // What the page shows and every control edits: the personal choices only for those who can use them.
  const state = personal ? requested : withoutPersonalChoices(requested);
  // A student with a profile sees Best match by default (explore-sort.ts), from the recommendations.
  const personalList = personal && (usesPersonalChoices(state) || isPersonalSort(effectiveSort({ ...state, personal })));
  // Net prices use the view's income band, else the one the student chose before (profile or this browser).
  const { band: rememberedBand, setBand } = useIncomeBand();
  const { homeState, setHomeState } = useHomeState();
  const band = state.incomeBand ?? rememberedBand;
  const apiState = { ...state, incomeBand: band };
  // A link asking for personal choices waits for the session instead of loading a list it would replace.
  const waitForSession = authLoading && askedForPersonal;
  // Map view plots every match from GET /api/schools/map instead of loading list pages.
  const mapView = state.view === 'map';
  const catalogue = useSchoolsInfinite(toSchoolsListSearch(apiState), { enabled: !personalList && !waitForSession && !mapView });
  const recommended = useRecommendationsInfinite(toRecommendedListSearch(apiState), { enabled: personalList && !mapView });
  const list = personalList ? recommended : catalogue;
  const map = useSchoolMap(toApiQuery(apiState), { enabled: mapView && !waitForSession });
  const results = mapView ? map : list;
  const { isSaved, toggle } = useSavedSchools();
  const compare = useCompareList();

  const filters = useFiltersPanel();
  const panelId = useId();
  const resultsHeadingRef = useRef<HTMLHeadingElement>(null);

  const write = (next: ExploreState, replace = false) => {
    setChosen({ from: urlSearch, state: next });
    setParams(toExploreParams(next), { preventScrollReset: true, replace });
  };
  // A net price filter or sort uses the band: the link then names it, so it reproduces the same list.
  const update = (next: ExploreState, replace = false) =>
    write(
      !next.incomeBand && band && (next.netPriceMax !== null || sortsByNetPrice(effectiveSort(next)))
        ? { ...next, incomeBand: band }
        : next,
      replace,
    );
  // Plain-language search: the filters the API read in the search go into the URL.
  const listReads = !personalList && !mapView;
  useInterpretedSearch(state, listReads ? catalogue.data?.pages[0]?.interpretation : undefined, listReads, (next) => update(next, true));
  const navigate = useNavigate();
  const pick = (suggestion: Suggestion) =>
    suggestion.kind === 'school' ? void navigate(paths.university.getHref(suggestion.id)) : update(withSuggestion(state, suggestion));
  const chooseBand = (next: IncomeBand | null) => {
    setBand(next);
    write({ ...state, incomeBand: next });
  };
  // An unknown ZIP code answers 400 naming `near`: say so beside the field and in place of the results.
  const nearError =
    results.error instanceof ApiRequestError && results.error.status === 400 ? (results.error.body?.fields?.near ?? null) : null;
  const showResults = () => {
    filters.close();
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
  // The catalogue list's cards get their chance page by page, once the page is shown.
  const pageIds = useMemo(() => catalogue.data?.pages.map((page) => page.results.map((school) => school.id)) ?? [], [catalogue.data]);
  const catalogueChance = useSchoolChances(personal && !personalList && !mapView ? (user?.id ?? null) : null, pageIds);
  const count = mapView ? map.data?.count : list.data?.pages.at(-1)?.count;
  const chanceCounts = personalList ? recommended.data?.pages.at(-1)?.counts : undefined;
  const activeFilterCount = countActiveFilters(state);
  const narrowed = state.search !== '' || activeFilterCount > 0;
  const here = `${location.pathname}${location.search}`;

  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 pt-6 sm:px-6 sm:pt-8">
      <header className="max-w-3xl">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          <Trans>Explore Universities</Trans>
        </h1>
        {/* On a phone, once there is a search or a filter, the results matter more than the intro: they start above the fold. */}
        <p className={`mt-2 text-base text-slate-600 sm:block sm:text-lg ${narrowed ? 'hidden' : ''}`}>
          <Trans>Search real data on U.S. colleges, then narrow it down by location, cost, size, majors and more.</Trans>
        </p>
        <div className="mt-4 sm:mt-6">
          <SearchForm
            key={state.search}
            defaultValue={state.search}
            onSearch={(search) => update(withSearch(state, search))}
            onPick={pick}
          />
        </div>
      </header>

      <div className="mt-4 flex flex-wrap items-center justify-between gap-3 sm:mt-6">
        <div className="flex items-center gap-3">
          <Button variant="secondary" aria-expanded={filters.open} aria-controls={panelId} onClick={filters.toggle} className="rounded-xl">
            <SlidersHorizontal aria-hidden="true" className="size-4" />
            <Trans>Filters</Trans>
            {activeFilterCount > 0 && (
              <span className="rounded-full bg-indigo-600 px-2 py-0.5 text-xs font-semibold text-white">
                {activeFilterCount}
                <span className="sr-only"> {t`active`}</span>
              </span>
            )}
          </Button>
          <p aria-live="polite" aria-atomic="true" className="text-sm font-medium text-slate-700" data-testid="result-count">
            {count !== undefined ? universitiesCount(i18n, count) : results.isPending ? t`Loading universities…` : ''}
          </p>
        </div>
        {/* Two by two on a phone (labels above); from 640 px up a row of its own, which wraps where the selects' fixed widths say. */}
        <div className="grid w-full grid-cols-2 items-end gap-x-3 gap-y-2 sm:flex sm:flex-wrap sm:items-center sm:gap-x-4">
          <ViewSwitch
            value={mapView ? 'map' : 'list'}
            onChange={(view) => update({ ...state, view: view === 'map' ? 'map' : undefined })}
          />
          <SortSelect
            value={effectiveSort({ ...state, personal })}
            options={sortOptions(state, personal)}
            onChange={(sort) => update({ ...state, sort })}
            layout="toolbar"
          />
          <IncomeBandSelect value={band} onChange={chooseBand} layout="toolbar" />
          <HomeStateSelect value={homeState} onChange={setHomeState} layout="toolbar" />
        </div>
      </div>

      {askedForPersonal && !personal && !authLoading && <PersonalChoicesNote signedIn={Boolean(user)} returnTo={here} />}
      {user && !personal && !askedForPersonal && <ChanceUnlockNote className="mt-4" />}

      <div className="mt-3 sm:mt-4">
        <ActiveFilters state={state} onChange={update} />
      </div>

      <div className="mt-4 sm:mt-6 lg:flex lg:items-start lg:gap-8">
        <FiltersAside id={panelId} open={filters.placement} onClose={filters.close} onShowResults={showResults} count={count}>
          <FilterPanel
            state={state}
            onChange={update}
            personal={personal}
            chanceCounts={chanceCounts}
            incomeBand={band}
            nearError={nearError}
          />
        </FiltersAside>

        <section aria-labelledby={`${panelId}-results`} aria-busy={results.isFetching} className="@container min-w-0 flex-1">
          <h2 id={`${panelId}-results`} ref={resultsHeadingRef} tabIndex={-1} className="sr-only">
            <Trans>Results</Trans>
          </h2>
          {nearError ? (
            <ResultsZipError message={nearError} onRemove={() => update(withPlace(state, null, null))} />
          ) : mapView && !(map.isError && !map.isFetching) && map.data?.count !== 0 ? (
            // The map is drawn in the browser only (explore.loader.ts): its placeholder until then.
            // Rendered while the points load too, so the map's chunk is ready (not suspended) when they arrive.
            <BrowserOnly fallback={<MapSkeleton />}>
              <Suspense fallback={<MapSkeleton />}>
                <SchoolMapView
                  data={map.data}
                  ignoresChance={state.chances.length > 0}
                  renderSchool={(school) => (
                    <SchoolCard
                      school={school}
                      saved={isSaved(school.id)}
                      onToggleSaved={toggle}
                      incomeBand={band}
                      homeState={homeState}
                      compared={compare.isCompared(school.id)}
                      onToggleCompare={(chosen) => compare.toggle(chosen.id)}
                    />
                  )}
                />
              </Suspense>
            </BrowserOnly>
          ) : !results.data ? (
            // A retry after a failure shows skeletons again until it settles.
            results.isError && !results.isFetching ? (
              <ResultsError onRetry={() => void results.refetch()} />
            ) : (
              <ResultsGridSkeleton />
            )
          ) : (mapView ? map.data?.count : schools.length) === 0 ? (
            <ResultsEmpty
              onResetSearch={state.search ? () => update({ ...state, search: '' }) : undefined}
              onClearFilters={hasActiveFilters(state) ? () => update({ ...clearAll(state), search: state.search }) : undefined}
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
              chanceOf={personalList ? (id) => chances.get(id) : personal ? catalogueChance : undefined}
              incomeBand={band}
              homeState={homeState}
              isCompared={compare.isCompared}
              onToggleCompare={(school) => compare.toggle(school.id)}
            />
          )}
        </section>
      </div>
    </div>
  );
}
