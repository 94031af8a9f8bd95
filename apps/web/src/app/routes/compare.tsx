import type { I18n } from '@lingui/core';
import { t as translate } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQueries, useQuery } from '@tanstack/react-query';
import { Plus } from 'lucide-react';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { SchoolDetail } from '@campuspath/contract/school-detail';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { yearsIn } from '../../lib/year-text.ts';
import { SchoolHistoryChart } from '../../features/admission-history/components/school-history-chart.tsx';
import { useComparison } from '../../features/compare/api/get-comparison.ts';
import { buildCompareGroups } from '../../features/compare/compare-groups.tsx';
import type { CompareContext } from '../../features/compare/compare-row.ts';
import { parseCompareLink, sameSchools } from '../../features/compare/compare-ids.ts';
import { announceCompare } from '../../features/compare/compare-status.ts';
import { CompareMessageRegion } from '../../features/compare/components/compare-message-region.tsx';
import { CompareEmpty, CompareError, CompareLinkNotice, CompareSkeleton } from '../../features/compare/components/compare-page-states.tsx';
import { ComparisonTable } from '../../features/compare/components/comparison-table.tsx';
import { CopyLinkButton } from '../../features/compare/components/copy-link-button.tsx';
import { useCompareList } from '../../features/compare/use-compare-list.ts';
import { useStudentHighSchool } from '../../features/high-schools/api/get-high-schools.ts';
import { IncomeBandSelect } from '../../features/net-price/income-band-select.tsx';
import { useIncomeBand } from '../../features/net-price/use-income-band.ts';
import { HomeStateSelect } from '../../features/net-price/home-state-select.tsx';
import { useHomeState } from '../../features/net-price/use-home-state.ts';
import { profileQueryOptions } from '../../features/profile/api/get-profile.ts';
import { useMyAidEstimate } from '../../features/aid-estimate/api/aid-estimate.ts';
import { schoolFitQueryOptions } from '../../features/university/api/get-school-fit.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

const LINK = 'font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900';

/**
 * /compare: universities side by side. The URL (`?ids=…`) is the truth, so a shared
 * link shows exactly its schools to anyone, without touching the viewer's own list. Opening
 * /compare alone shows the student's own list, with its ids put in the URL so it can be shared.
 */
export function Component() {
  const { t, i18n } = useLingui();
  const title = t`Compare Universities`;
  useDocumentTitle(title);
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const { user, loading: authLoading } = useAuth();
  const list = useCompareList();
  const { band, setBand } = useIncomeBand();
  const { homeState, setHomeState } = useHomeState();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const link = useMemo(() => parseCompareLink(params), [params]);
  const asked = link.ids.length > 0 || link.invalid.length > 0;
  // Set when the last column was removed here: show the empty page instead of reopening the list.
  const emptied = (location.state as { emptied?: boolean } | null)?.emptied === true;
  const waitingForList = !asked && !emptied && (authLoading || !list.ready || list.ids.length > 0);

  useEffect(() => {
    if (asked || emptied || authLoading || !list.ready || list.ids.length === 0) return;
    void navigate(paths.compare.getHref(list.ids), { replace: true });
  }, [asked, emptied, authLoading, list.ready, list.ids, navigate]);

  // While a smaller list loads (a column removed), the previous answer stays, minus what left the link.
  const comparison = useComparison(link.ids, { keepPrevious: true });
  const schools = useMemo(
    () =>
      (comparison.data?.schools ?? [])
        .filter((school) => link.ids.some((id) => id === String(school.id) || id.toLowerCase() === school.slug))
        // Each figure's year in the page's language ("fall 2023"), as the rows show it.
        .map((school) => ({ ...school, figureYears: yearsIn(i18n, school.figureYears) as Record<string, string> })),
    [comparison.data, link.ids, i18n],
  );
  const viewIds = schools.map((school) => school.id);
  const own = list.ready && viewIds.length > 0 && sameSchools(viewIds, list.ids);

  const personal = user?.chanceReady === true;
  // A student of a high school also gets "Your school's history", from the same fit answers.
  const highSchool = useStudentHighSchool(user?.role === 'student');
  const fits = useQueries({
    queries: user && (personal || highSchool) ? schools.map((school) => schoolFitQueryOptions(user.id, school.id)) : [],
  });
  const fitOf = (schoolId: number) => fits[schools.findIndex((school) => school.id === schoolId)];
  const profile = useQuery({ ...profileQueryOptions(), enabled: user !== null });
  const aidEstimate = useMyAidEstimate();
  const here = `${location.pathname}${location.search}`;

  const chance: CompareContext['chance'] = personal
    ? {
        kind: 'ready',
        of: (schoolId) => {
          const fit = fitOf(schoolId);
          if (!fit || fit.isPending) return { status: 'loading' };
          return fit.data ? { status: 'ready', chance: fit.data.fit.chance } : { status: 'error' };
        },
      }
    : { kind: 'message', message: chanceMessage(i18n, authLoading, user !== null, here) };
  const history: CompareContext['history'] = highSchool
    ? {
        of: (schoolId) => {
          const fit = fitOf(schoolId);
          if (!fit || fit.isPending) return { status: 'loading' };
          return fit.data ? { status: 'ready', history: fit.data.schoolHistory } : { status: 'error' };
        },
        // The chart, unless the college has too few past applicants to show one.
        chart: (school) => {
          const reason = fitOf(school.id)?.data?.schoolHistory.reason;
          return reason === undefined || reason === 'too_few_applicants' || reason === 'no_high_school' ? null : (
            <SchoolHistoryChart highSchoolId={highSchool.id} collegeId={school.id} collegeName={school.name} />
          );
        },
      }
    : null;
  const saved = aidEstimate.data?.estimate;
  const pell = saved ? { amount: saved.pell, awardYear: saved.awardYear } : null;
  const groups = buildCompareGroups(i18n, schools, {
    band,
    homeState,
    chance,
    intendedMajors: profile.data?.intendedMajors ?? [],
    history,
    pell,
  });

  const remove = (school: SchoolDetail) => {
    if (own) list.remove(school.id);
    const rest = viewIds.filter((id) => id !== school.id);
    void navigate(paths.compare.getHref(rest), { replace: true, state: rest.length ? null : { emptied: true } });
    // The removed column's button is gone; start the next Tab from the page heading.
    headingRef.current?.focus();
  };
  const saveAsMine = () => {
    list.replace(viewIds);
    announceCompare(t`Saved as your comparison list.`);
  };
  const explore = (
    <Link to={paths.explore.getHref()} className={buttonClass('primary')}>
      <Trans>Explore universities</Trans>
    </Link>
  );

  let body: ReactNode;
  if (waitingForList || (asked && link.ids.length > 0 && comparison.isPending)) body = <CompareSkeleton />;
  else if (comparison.isError) body = <CompareError onRetry={() => void comparison.refetch()} />;
  else if (schools.length === 0) body = <CompareEmpty action={explore} />;
  else {
    body = (
      <ComparisonTable schools={schools} groups={groups} universityHref={(slug) => paths.university.getHref(slug)} onRemove={remove} />
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 pb-16 pt-8 sm:px-6">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 ref={headingRef} tabIndex={-1} className="text-3xl font-bold tracking-tight text-slate-900 focus:outline-none sm:text-4xl">
            {title}
          </h1>
          <p className="mt-2 text-slate-600">
            <Trans>Real College Scorecard figures side by side. The link carries the schools, so you can share it.</Trans>
          </p>
        </div>
        <div className="flex flex-wrap items-start gap-2">
          {schools.length > 0 && <CopyLinkButton path={paths.compare.getHref(viewIds)} />}
          <Link to={paths.explore.getHref()} className={buttonClass('secondary')}>
            <Plus aria-hidden="true" className="size-4" />
            <Trans>Add universities</Trans>
          </Link>
        </div>
      </div>

      <div className="mt-6 space-y-4">
        <CompareLinkNotice invalid={link.invalid} overLimit={link.overLimit} missing={comparison.data?.missing ?? []} />
        {schools.length > 0 && (
          <div className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
            <div className="flex flex-wrap items-center gap-3">
              <IncomeBandSelect value={band} onChange={setBand} />
              {/* In Spanish the label leaves no room for the select on a phone: it goes under it. */}
              <HomeStateSelect value={homeState} onChange={setHomeState} className="flex-wrap" />
            </div>
            <div className="flex flex-wrap items-center gap-2 text-sm text-slate-700" data-testid="compare-ownership">
              {own ? (
                <p>
                  <Trans>This is your comparison list. Removing a university here updates it.</Trans>
                </p>
              ) : list.ready ? (
                <>
                  <p>
                    <Trans>A shared comparison: your own list is unchanged.</Trans>
                  </p>
                  <Button variant="secondary" onClick={saveAsMine}>
                    <Trans>Save as my comparison list</Trans>
                  </Button>
                </>
              ) : null}
            </div>
          </div>
        )}
        {body}
        {schools.length > 0 && (
          <p className="text-xs text-slate-600">
            <Trans>
              Sources: U.S. Department of Education College Scorecard and IPEDS. The 2023-24 year file first (admissions fall 2023; tuition,
              costs and net price 2023-24; completion, demographics and majors), older years only where a college reported nothing (each
              college page names the year); earnings 2020-21, of former students who received federal aid, finished or not.
            </Trans>
          </p>
        )}
      </div>
      <CompareMessageRegion className="fixed inset-x-0 bottom-4 z-50 mx-auto max-w-md px-4" />
    </div>
  );
}

function chanceMessage(i18n: I18n, checking: boolean, signedIn: boolean, here: string): ReactNode {
  if (checking) return translate(i18n)`Checking your sign-in…`;
  if (!signedIn) {
    return (
      <Trans>
        <Link to={paths.login.getHref(here)} className={LINK}>
          Sign in
        </Link>{' '}
        and add a test score to see your chance at each university.
      </Trans>
    );
  }
  return (
    <Trans>
      <Link to={paths.academics.getHref()} className={LINK}>
        Add an SAT or ACT score
      </Link>{' '}
      to your academic profile to see your chance at each university.
    </Trans>
  );
}
