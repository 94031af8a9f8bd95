import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Bookmark } from 'lucide-react';
import { useMemo, useRef } from 'react';
import { Link } from 'react-router';
import { SAVED_SCHOOLS_MAX } from '@campuspath/contract/saved-schools-terms';
import { WorkspacePage } from '../../components/layout/workspace-page.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';
import { useCompareList } from '../../features/compare/use-compare-list.ts';
import { IncomeBandSelect } from '../../features/net-price/income-band-select.tsx';
import { useIncomeBand } from '../../features/net-price/use-income-band.ts';
import { useHomeState } from '../../features/net-price/use-home-state.ts';
import { EmptyState, ErrorState, LoadingState } from '../../components/ui/query-state.tsx';
import { inGroups, useSchoolChances } from '../../features/recommendations/api/get-chances.ts';
import { BalanceCheck } from '../../features/recommendations/components/balance-check.tsx';
import { ChanceUnlockNote } from '../../features/recommendations/components/chance-unlock-note.tsx';
import { useSavedSchoolsList } from '../../lib/api/get-saved-schools.ts';
import { SavedSchoolsSync } from '../../features/saved-schools/components/saved-schools-sync.tsx';
import { useSavedSchools } from '../../features/saved-schools/use-saved-schools.ts';
import { SchoolCard } from '../../features/schools/components/school-card.tsx';
import { SchoolCardSkeleton } from '../../features/schools/components/school-card-skeleton.tsx';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const GRID = 'grid gap-5 sm:grid-cols-2 lg:grid-cols-3';

/**
 * /saved: the universities the student bookmarked, newest first; the bookmark on a card removes it.
 * Each card shows the student's chance once the list is in, or one line says a test score unlocks them.
 */
export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Saved Universities`);
  return (
    <>
      {/* Messages about removing show here even where the layout does not mount the region. */}
      <SavedSchoolsSync />
      <SavedList />
    </>
  );
}

function SavedList() {
  const { t } = useLingui();
  const title = t`Saved Universities`;
  const list = useSavedSchoolsList();
  const saved = useSavedSchools();
  const incomeBand = useIncomeBand();
  const { homeState } = useHomeState();
  const compare = useCompareList();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const { user } = useAuth();
  const savedGroups = useMemo(() => inGroups(list.data?.results.map((item) => item.schoolId) ?? []), [list.data]);
  const chanceOf = useSchoolChances(user?.chanceReady ? user.id : null, savedGroups);

  if (list.isPending) {
    return (
      <WorkspacePage title={title}>
        <LoadingState label={t`Loading your saved universities`}>
          <ul className={GRID}>
            {Array.from({ length: 3 }, (_, index) => (
              <li key={index}>
                <SchoolCardSkeleton />
              </li>
            ))}
          </ul>
        </LoadingState>
      </WorkspacePage>
    );
  }
  if (list.isError) {
    return (
      <WorkspacePage title={title}>
        <ErrorState message={t`Your saved universities could not be loaded. Please try again.`} onRetry={() => void list.refetch()} />
      </WorkspacePage>
    );
  }

  // A removal shows at once; it comes back (with a message) only if the server refuses it.
  const schools = list.data.results.filter((item) => saved.isSaved(item.schoolId));
  const savedCount = schools.length;
  const savedMax = SAVED_SCHOOLS_MAX;
  const explore = (
    <Link to={paths.explore.getHref()} className={buttonClass('primary')}>
      <Trans>Explore universities</Trans>
    </Link>
  );

  return (
    <WorkspacePage
      title={title}
      description={t`Universities you bookmarked, newest first. They stay on your account on every device.`}
      actions={
        schools.length > 0 ? (
          <Link to={paths.explore.getHref()} className={buttonClass('secondary')}>
            <Trans>Find more</Trans>
          </Link>
        ) : undefined
      }
    >
      {schools.length === 0 ? (
        <EmptyState icon={<Bookmark className="size-6" />} title={t`You haven't saved any universities yet.`} action={explore}>
          <Trans>Tap the bookmark on any university in Explore to keep it here.</Trans>
        </EmptyState>
      ) : (
        <>
          <section aria-labelledby="balance-heading" className="mb-8 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
              <h2 id="balance-heading" className="text-lg font-semibold text-slate-900">
                <Trans>Is your list balanced?</Trans>
              </h2>
              <Link to={paths.recommendations.getHref()} className="text-sm font-medium text-indigo-700 hover:underline">
                <Trans>See recommendations</Trans>
              </Link>
            </div>
            <div className="mt-3">
              {/* Keyed by the list as the server has it: a save or removal brings a fresh check. */}
              <BalanceCheck savedIds={list.data.results.map((item) => item.schoolId)} />
            </div>
          </section>
          <section aria-labelledby="saved-count">
            <div className="flex flex-wrap items-center justify-between gap-3">
              <h2 id="saved-count" ref={headingRef} tabIndex={-1} className="text-sm font-medium text-slate-600 focus:outline-none">
                {t`${plural(savedCount, { one: '# saved university', other: '# saved universities' })} (up to ${savedMax})`}
              </h2>
              <IncomeBandSelect value={incomeBand.band} onChange={incomeBand.setBand} />
            </div>
            {user && !user.chanceReady && <ChanceUnlockNote className="mt-4" />}
            <ul className={`mt-4 ${GRID}`} aria-label={t`Saved universities`}>
              {schools.map((item) => (
                <li key={item.schoolId}>
                  <SchoolCard
                    school={item.school}
                    saved
                    chance={user?.chanceReady ? chanceOf(item.schoolId) : undefined}
                    incomeBand={incomeBand.band}
                    homeState={homeState}
                    onToggleSaved={(id) => {
                      saved.toggle(id);
                      // The card (and its focused bookmark) goes away; keep focus in the list.
                      headingRef.current?.focus();
                    }}
                    compared={compare.isCompared(item.schoolId)}
                    onToggleCompare={(school) => compare.toggle(school.id)}
                  />
                </li>
              ))}
            </ul>
          </section>
        </>
      )}
    </WorkspacePage>
  );
}
