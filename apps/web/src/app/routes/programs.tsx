import { Trans, useLingui } from '@lingui/react/macro';
import { Info } from 'lucide-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { LARGEST_PROGRAMS_COUNT } from '@campuspath/contract/programs-terms';
import { usePrograms } from '../../features/programs/api/get-programs.ts';
import { ProgramsBrowser, type ProgramsSort } from '../../features/programs/components/programs-browser.tsx';
import { ProgramsError, ProgramsSkeleton } from '../../features/programs/components/programs-status.tsx';
import { usePageHead } from '../../lib/page-head.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * /programs, "Browse by major": the 2-digit fields of study with how many schools award
 * degrees in each and their largest programs, each linking to Explore filtered by that field.
 * The filter text (`q`) and sort live in the URL, so Back from a university restores the view.
 */
export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Browse by major`);
  usePageHead({
    description: t`The fields of study U.S. colleges award degrees in, with the colleges and the largest programs in each, from College Scorecard data.`,
  });
  const largestCount = LARGEST_PROGRAMS_COUNT;
  const programs = usePrograms();
  const [params, setParams] = useSearchParams();
  // Typing stays in local state (the router commits URLs a few frames later, which would drop
  // keystrokes); the URL is written alongside, so Back and shared links restore the view.
  const [view, setView] = useState(() => ({
    filter: params.get('q') ?? '',
    sort: (params.get('sort') === 'schools' ? 'schools' : 'name') as ProgramsSort,
  }));
  const update = (next: Partial<typeof view>) => {
    const merged = { ...view, ...next };
    setView(merged);
    const search = new URLSearchParams();
    if (merged.filter) search.set('q', merged.filter);
    if (merged.sort !== 'name') search.set('sort', merged.sort);
    setParams(search, { replace: true, preventScrollReset: true });
  };

  return (
    <div className="mx-auto max-w-6xl px-4 pb-16 pt-8 sm:px-6">
      <header className="max-w-3xl">
        <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
          <Trans>Browse by major</Trans>
        </h1>
        <p className="mt-2 text-base text-slate-600 sm:text-lg">
          <Trans>
            Every field of study the College Scorecard reports, with how many schools award degrees in it and the {largestCount} largest
            programs. Open a field to explore every school that offers it.
          </Trans>
        </p>
      </header>

      <aside
        aria-labelledby="programs-rule"
        className="mt-6 flex gap-3 rounded-xl border border-sky-200 bg-sky-50 px-4 py-3 text-sm text-slate-800"
      >
        <Info aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sky-700" />
        <div>
          <h2 id="programs-rule" className="font-semibold text-slate-900">
            <Trans>How “largest” is estimated</Trans>
          </h2>
          <p className="mt-1">
            {/* How "largest" is decided: the College Scorecard publishes each school's share of degrees by
                field (PCIP), not counts, so a program's size is that share x degree-seeking undergraduates
                (UGDS), rounded; schools with no undergraduate enrollment are counted but not ranked. */}
            <Trans>
              Program sizes are estimates: the College Scorecard reports the share of each school’s degrees awarded in a field, not counts,
              so we multiply that share by the school’s undergraduate enrollment.
            </Trans>{' '}
            <Trans>
              Shares of degrees and enrollment are from the College Scorecard 2023-24 year file (older years where a college reported none);
              schools that report no undergraduate enrollment are counted but not ranked.
            </Trans>
          </p>
        </div>
      </aside>

      <div className="mt-8">
        {programs.data ? (
          <ProgramsBrowser
            fields={programs.data.fields}
            filter={view.filter}
            onFilterChange={(filter) => update({ filter })}
            sort={view.sort}
            onSortChange={(sort) => update({ sort })}
          />
        ) : programs.isError && !programs.isFetching ? (
          <ProgramsError onRetry={() => void programs.refetch()} />
        ) : (
          <ProgramsSkeleton />
        )}
      </div>
    </div>
  );
}
