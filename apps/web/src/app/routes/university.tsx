import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { AlertTriangle, SearchX } from 'lucide-react';
import { Tabs } from 'radix-ui';
import { Suspense, lazy, type MouseEvent, type ReactNode } from 'react';
import { Link, useLocation, useParams, useSearchParams } from 'react-router';
import type { SchoolDetail } from '@campuspath/contract/school-detail';
import { ScrollEdges } from '../../components/ui/scroll-edges.tsx';
import { StatusView } from '../../components/layout/status-view.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { NetPriceEstimate } from '../../components/ui/net-price-estimate.tsx';
import { paths } from '../../config/paths.ts';
import { ApiRequestError } from '../../lib/api-client.ts';
import { US_STATES } from '../../lib/us-states.ts';
import { usePageHead } from '../../lib/page-head.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { useCompareList } from '../../features/compare/use-compare-list.ts';
import { useStudentHighSchool } from '../../features/high-schools/api/get-high-schools.ts';
import { IncomeBandSelect } from '../../features/net-price/income-band-select.tsx';
import { useIncomeBand } from '../../features/net-price/use-income-band.ts';
import { HomeStateSelect } from '../../features/net-price/home-state-select.tsx';
import { useHomeState } from '../../features/net-price/use-home-state.ts';
import { useSavedSchools } from '../../features/saved-schools/use-saved-schools.ts';
import { useSchoolInLanguage } from '../../lib/school-in-language.ts';
import { useSchoolMajors } from '../../features/university/api/get-school-majors.ts';
import { useSimilarSchools } from '../../features/university/api/get-similar-schools.ts';
import { collegeJsonLd } from '../../features/university/college-json-ld.ts';
import { OverviewTab } from '../../features/university/components/overview-tab.tsx';
import { SideColumn } from '../../features/university/components/side-column.tsx';
import { aboutSummary } from '../../features/university/about-text.ts';
import { earningsCohort } from '../../features/university/earnings-cohort.ts';
import { StatsRow } from '../../features/university/components/stats-row.tsx';
import { UniversityHero } from '../../features/university/components/university-hero.tsx';
import { UniversitySkeleton } from '../../features/university/components/university-skeleton.tsx';
import { YourChance } from '../../features/university/components/your-chance.tsx';
import {
  ELIGIBILITY_ANCHOR,
  SCHOOL_HISTORY_ANCHOR,
  UNIVERSITY_TABS,
  isUniversityTab,
  type UniversityTabId,
} from '../../features/university/university-tabs.ts';

// Only a signed-in student of a high school ever sees its history (and its chart's recharts).
// The tabs after Overview are not needed to read the page a visitor opens (most open it on
// Overview): each is a chunk asked for as this page's code runs. The server renders the open tab
// in place, and the browser keeps that HTML and hydrates it once its chunk is here.
const tabCode = {
  programs: import('../../features/university/components/programs-tab.tsx'),
  admissions: import('../../features/university/components/admissions-tab.tsx'),
  costs: import('../../features/university/components/costs-tab.tsx'),
  campus: import('../../features/university/components/campus-tab.tsx'),
};
const ProgramsTab = lazy(() => tabCode.programs.then((module) => ({ default: module.ProgramsTab })));
const AdmissionsTab = lazy(() => tabCode.admissions.then((module) => ({ default: module.AdmissionsTab })));
const CostsTab = lazy(() => tabCode.costs.then((module) => ({ default: module.CostsTab })));
const CampusTab = lazy(() => tabCode.campus.then((module) => ({ default: module.CampusTab })));
// What only a signed-in reader sees (their Pell estimate, their counselors' checked dates) loads
// once the session names them: visitors, whom the server renders the page for, never need it.
const EstimatedPell = lazy(() =>
  import('../../features/aid-estimate/components/estimated-pell.tsx').then((module) => ({ default: module.EstimatedPell })),
);
const CounselorDates = lazy(() =>
  import('../../features/checked-deadlines/components/counselor-dates.tsx').then((module) => ({ default: module.CounselorDates })),
);
const SchoolHistorySection = lazy(() => import('../../features/admission-history/components/school-history-section.tsx'));

export function Component() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const { id = '' } = useParams();
  const location = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const school = useSchoolInLanguage(id);
  const majors = useSchoolMajors(id);
  const similar = useSimilarSchools(id);
  const saved = useSavedSchools();
  const compare = useCompareList();
  const { user, loading: authLoading } = useAuth();
  const incomeBand = useIncomeBand();
  const { homeState, setHomeState } = useHomeState();
  // The student's high school (its history and checked dates), known after hydration.
  const highSchool = useStudentHighSchool(user?.role === 'student');
  const tabParam = searchParams.get('tab');
  const tab: UniversityTabId = isUniversityTab(tabParam) ? tabParam : 'overview';

  const notFound = school.error instanceof ApiRequestError && school.error.status === 404;
  useDocumentTitle(school.data ? school.data.name : notFound ? t`University not found` : t`University`);
  // The server-rendered head: one canonical URL per college (its slug, whichever tab), its summary, its directory facts.
  usePageHead(
    school.data
      ? {
          // The paragraph without its fields of study, whose names the first load does without.
          description: aboutSummary(i18n, school.data.name, school.data.about),
          canonicalPath: paths.university.getHref(school.data.slug),
          jsonLd: collegeJsonLd(school.data),
        }
      : {},
  );

  if (school.isPending) return <UniversitySkeleton />;
  if (notFound) {
    return (
      <StatusView
        icon={<SearchX className="size-8" />}
        title={t`University not found`}
        actions={
          <Link to={paths.explore.getHref()} className={buttonClass('primary')}>
            <Trans>Explore universities</Trans>
          </Link>
        }
      >
        <p>
          <Trans>Sorry, we couldn't find the university you're looking for.</Trans>
        </p>
      </StatusView>
    );
  }
  if (!school.data) {
    return (
      <StatusView
        icon={<AlertTriangle className="size-8" />}
        title={t`Error Loading University`}
        actions={
          <Button onClick={() => void school.refetch()}>
            <Trans>Try Again</Trans>
          </Button>
        }
      >
        <p>
          <Trans>Failed to load university details. Please try again later.</Trans>
        </p>
      </StatusView>
    );
  }

  const data = school.data;
  const here = `${location.pathname}${location.search}`;
  // The workspace guard sends a signed-out student to sign in first and brings them back.
  const startApplicationHref = paths.newApplication.getHref(data.id);
  const stateFips = US_STATES.find((state) => state.code === data.state)?.fips;
  const pellNote = user ? (
    <Suspense fallback={null}>
      <EstimatedPell schoolName={data.name} calculatorUrl={data.urls.netPriceCalculator} className="mt-4" />
    </Suspense>
  ) : null;
  let schoolHistory: ReactNode = null;
  if (highSchool) {
    schoolHistory = (
      <Suspense fallback={<Skeleton className="h-80 w-full" />}>
        <SchoolHistorySection highSchoolId={highSchool.id} collegeId={data.id} heading="h2" />
      </Suspense>
    );
  } else if (highSchool === null && user?.role === 'student') {
    schoolHistory = (
      <p className="text-sm text-slate-700">
        <Trans>
          Your high school's admission history (how past applicants from your school fared here) shows here once you join your school.
        </Trans>{' '}
        <Link to={paths.sharing.getHref()} className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900">
          <Trans>Join your high school</Trans>
        </Link>
      </p>
    );
  }

  return (
    <div className="mx-auto max-w-6xl space-y-6 px-4 py-6">
      <UniversityHero school={data} saved={saved.isSaved(data.id)} onToggleSave={() => saved.toggle(data.id)} />
      <YourChance
        schoolId={data.id}
        user={user}
        authChecking={authLoading}
        signInHref={paths.login.getHref(here)}
        estimateHref={`${paths.university.getHref(id, 'admissions')}#${ELIGIBILITY_ANCHOR}`}
        historyHref={`${paths.university.getHref(id, 'admissions')}#${SCHOOL_HISTORY_ANCHOR}`}
      />
      <StatsRow school={data} homeState={homeState} />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Tabs.Root
          className="min-w-0"
          value={tab}
          onValueChange={(value) => {
            const next = new URLSearchParams(searchParams);
            if (value === 'overview') next.delete('tab');
            else next.set('tab', value);
            setSearchParams(next, { replace: true, preventScrollReset: true });
          }}
        >
          <ScrollEdges>
            <Tabs.List aria-label={t`University details`} className="flex gap-1 overflow-x-auto border-b border-slate-200">
              {UNIVERSITY_TABS.map((item) => (
                // Each tab is also a link to its own URL (?tab=), which the server renders: it works
                // without JavaScript and opens in a new browser tab; a plain click switches in place.
                <Tabs.Trigger
                  key={item.id}
                  value={item.id}
                  asChild
                  type={undefined}
                  className="shrink-0 border-b-2 border-transparent px-3 py-2 text-sm font-medium whitespace-nowrap text-slate-600 hover:text-slate-900 data-[state=active]:border-indigo-600 data-[state=active]:text-indigo-700"
                >
                  <a href={paths.university.getHref(id, item.id === 'overview' ? undefined : item.id)} onClick={keepInPlace}>
                    {i18n._(item.label)}
                  </a>
                </Tabs.Trigger>
              ))}
            </Tabs.List>
          </ScrollEdges>
          <div className="pt-5">
            <Suspense fallback={<Skeleton className="h-80 w-full" />}>
              <Tabs.Content value="overview">
                <OverviewTab school={data} majors={majors.data} />
              </Tabs.Content>
              <Tabs.Content value="programs">
                <ProgramsTab school={data} />
              </Tabs.Content>
              <Tabs.Content value="admissions">
                <AdmissionsTab
                  school={data}
                  signInHref={paths.login.getHref(here)}
                  userId={user?.id ?? null}
                  authChecking={authLoading}
                  schoolHistory={schoolHistory}
                />
              </Tabs.Content>
              <Tabs.Content value="costs">
                <CostsTab
                  school={data}
                  incomeBand={incomeBand.band}
                  homeState={homeState}
                  bandControl={<IncomeBandSelect value={incomeBand.band} onChange={incomeBand.setBand} layout="stacked" />}
                  pellNote={pellNote}
                />
              </Tabs.Content>
              <Tabs.Content value="campus">
                <CampusTab school={data} stateFips={stateFips} />
              </Tabs.Content>
            </Suspense>
          </div>
        </Tabs.Root>
        <SideColumn
          school={data}
          startApplicationHref={startApplicationHref}
          similar={similar.data}
          similarHref={(slug) => paths.university.getHref(slug)}
          compared={compare.isCompared(data.id)}
          onToggleCompare={() => compare.toggle(data.id)}
          compareHref={paths.compare.getHref(compare.ids)}
          counselorDates={
            highSchool ? (
              <Suspense fallback={null}>
                <CounselorDates highSchoolId={highSchool.id} collegeId={data.id} />
              </Suspense>
            ) : null
          }
          netPrice={
            <>
              <NetPriceEstimate school={data} band={incomeBand.band} homeState={homeState} headingLevel={2} />
              {pellNote}
              <IncomeBandSelect value={incomeBand.band} onChange={incomeBand.setBand} layout="stacked" className="mt-4" />
              <HomeStateSelect value={homeState} onChange={setHomeState} layout="stacked" className="mt-3" />
            </>
          }
        />
      </div>
      <p className="text-xs text-slate-600" data-testid="university-sources">
        <Trans>
          Sources: U.S. Department of Education College Scorecard (2023-24 year file; an older year where a figure is missing, marked beside
          it) and IPEDS (HD2024 directory with the 2025 Carnegie Classification; ADM2022 admissions, fall 2022).
        </Trans>{' '}
        {sourcesLine(data, i18n)}
      </p>
    </div>
  );
}

/** A plain click on a tab's link: the tab has already switched (Radix, on press); stay on the page. */
function keepInPlace(event: MouseEvent<HTMLAnchorElement>) {
  if (event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey) event.preventDefault();
}

/** "Admissions fall 2023; costs 2023-24; ...": each section's vintage as this college's figures have it. */
function sourcesLine(school: SchoolDetail, i18n: I18n): string {
  const { admissions, costs, netPrice, outcomes, majors } = school.dataVintage;
  const earnings = school.dataVintage.earnings && earningsCohort(i18n, school);
  const parts = [
    admissions && i18n._(msg`Admissions ${admissions}`),
    costs && i18n._(msg`costs ${costs}`),
    netPrice && i18n._(msg`net price ${netPrice}`),
    outcomes && i18n._(msg`completion ${outcomes}`),
    majors && i18n._(msg`majors ${majors}`),
    earnings && i18n._(msg`earnings: ${earnings}`),
  ].filter(Boolean);
  return parts.length ? `${parts.join('; ')}.` : '';
}
