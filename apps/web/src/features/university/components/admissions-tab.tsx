import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CheckCircle2, CircleHelp, XCircle } from 'lucide-react';
import { Suspense, lazy, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import type { AdmissionRequirement, SchoolDetail } from '@campuspath/contract/school-detail';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { admissionsFacts } from '../admissions-facts.ts';
import { factorText } from '../../../lib/school-in-language.ts';
import { useSchoolFit } from '../api/get-school-fit.ts';
import { EligibilityPanelSkeleton } from './eligibility-panel-skeleton.tsx';
import { ELIGIBILITY_ANCHOR, SCHOOL_HISTORY_ANCHOR } from '../university-tabs.ts';

// The eligibility panel is for signed-in students only: its code loads when first opened (or
// hovered), so the university page's first paint carries none of it.
const loadEligibilityPanel = () => import('./eligibility-panel.tsx');
const EligibilityPanel = lazy(() => loadEligibilityPanel().then((module) => ({ default: module.EligibilityPanel })));

// A federal source's name reads the same in every language.
const SCORECARD = 'College Scorecard';

// Background and text colour of each badge (separate words: lint reads a spaced string as prose).
const TYPE_CLASSES: Record<AdmissionRequirement['type'], [string, string]> = {
  required: ['bg-rose-100', 'text-rose-900'],
  recommended: ['bg-amber-100', 'text-amber-900'],
  optional: ['bg-sky-100', 'text-sky-900'],
  'not-considered': ['bg-slate-100', 'text-slate-800'],
};
const TYPE_LABELS: Record<AdmissionRequirement['type'], MessageDescriptor> = {
  required: msg`Required`,
  recommended: msg`Recommended`,
  optional: msg`Optional`,
  'not-considered': msg`Not considered`,
};

/** What the page knows about the student for a requirement card. */
type Standing =
  { status: 'signed-out' } | { status: 'checking' } | { status: 'failed' } | { status: 'known'; value: AdmissionRequirement['userHas'] };

const INDICATOR = 'flex items-center gap-1 text-sm';

/** Letters and essays live in the application manager; everything else in the academic profile. */
function whereToAdd(category: string): string {
  if (category === 'Recommendations') return paths.applications.getHref('letters');
  if (category === 'Personal statement or essay') return paths.applications.getHref('essays');
  return paths.academics.getHref();
}

function UserHas({ standing, requirement }: { standing: Standing; requirement: AdmissionRequirement }) {
  const { category } = requirement;
  // Nothing to add for a factor the college ignores (it read "Missing from your profile" in red).
  if (requirement.type === 'not-considered')
    return (
      <span className={`${INDICATOR} text-slate-600`}>
        <Trans>Nothing to add: not used here</Trans>
      </span>
    );
  if (standing.status === 'signed-out')
    return (
      <span className={`${INDICATOR} text-slate-600`}>
        <CircleHelp aria-hidden="true" className="size-4" />
        <Trans>Unknown until you sign in</Trans>
      </span>
    );
  if (standing.status === 'checking')
    return (
      <span className={`${INDICATOR} text-slate-600`}>
        <Trans>Checking your profile…</Trans>
      </span>
    );
  if (standing.status === 'failed')
    return (
      <span className={`${INDICATOR} text-slate-600`}>
        <Trans>Couldn’t check your profile</Trans>
      </span>
    );
  if (standing.value === true)
    return (
      <span className={`${INDICATOR} text-emerald-700`}>
        <CheckCircle2 aria-hidden="true" className="size-4" />
        <Trans>You have this</Trans>
      </span>
    );
  if (standing.value === false)
    return (
      <span className={`${INDICATOR} flex-wrap text-rose-700`}>
        <XCircle aria-hidden="true" className="size-4" />
        <Trans>Missing from your profile</Trans>
        <Link to={whereToAdd(category)} className="ml-1 font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900">
          <Trans>Add it</Trans>
        </Link>
      </span>
    );
  // Signed in, but the profile does not record this factor (recommendations, essays, ...).
  return (
    <span className={`${INDICATOR} text-slate-600`}>
      <CircleHelp aria-hidden="true" className="size-4" />
      <Trans>Not in your profile</Trans>
    </span>
  );
}

interface AdmissionsTabProps {
  school: SchoolDetail;
  signInHref: string;
  /** The signed-in student's id; null when signed out or while the session is being checked. */
  userId: string | null;
  /** True until the server says whether anyone is signed in. */
  authChecking: boolean;
  /**
   * "Your school's history" for a signed-in student of a high school, composed by the
   * page (it arrives after hydration; visitors never get it, so their page never moves).
   */
  schoolHistory?: ReactNode;
}

export function AdmissionsTab({ school, signInHref, userId, authChecking, schoolHistory }: AdmissionsTabProps) {
  const { t, i18n } = useLingui();
  const { admissions } = school;
  const satDerivation = school.derivations['admissions.sat.composite'];
  const considerationsYear = school.dataVintage.considerations;
  // Only signed-in students ask for their fit (it answers 401 otherwise).
  const fit = useSchoolFit(userId, school.id);
  const location = useLocation();
  const asked = location.hash === `#${ELIGIBILITY_ANCHOR}`;
  const [eligibilityOpen, setEligibilityOpen] = useState(asked);
  // Each arrival by a link to the section (a new location) opens the panel, even on this tab already.
  const [openedFor, setOpenedFor] = useState(location.key);
  if (openedFor !== location.key) {
    setOpenedFor(location.key);
    if (asked) setEligibilityOpen(true);
  }
  // ...and brings the section into view once this tab is on screen (the router's own hash scroll
  // runs before the tab's content replaces the one that was open).
  const sectionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    if (asked) sectionRef.current?.scrollIntoView({ block: 'start' });
  }, [asked, location.key]);
  // Likewise for the school's history, once it is on the page (it comes with the session).
  const historyRef = useRef<HTMLDivElement>(null);
  const historyAsked = location.hash === `#${SCHOOL_HISTORY_ANCHOR}`;
  const hasHistory = Boolean(schoolHistory);
  useEffect(() => {
    if (historyAsked && hasHistory) historyRef.current?.scrollIntoView({ block: 'start' });
  }, [historyAsked, hasHistory, location.key]);
  const panelId = useId();
  const standingOf = (category: string): Standing => {
    if (userId === null) return authChecking ? { status: 'checking' } : { status: 'signed-out' };
    if (fit.data) return { status: 'known', value: fit.data.userHas[category] ?? 'unknown' };
    return fit.isError && !fit.isFetching ? { status: 'failed' } : { status: 'checking' };
  };
  const facts = admissionsFacts(school, i18n);
  return (
    <div className="space-y-6">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {facts.map((fact) => (
          <div key={fact.label} className="rounded-xl border border-slate-200 bg-white p-4">
            <dt className="text-sm text-slate-600">{fact.label}</dt>
            <dd className="mt-1 text-lg font-semibold text-slate-900">{fact.value}</dd>
            {fact.year && <dd className="text-xs text-slate-600">{fact.year}</dd>}
          </div>
        ))}
      </dl>
      <div className="space-y-1 text-sm text-slate-600" data-testid="admissions-vintage">
        {school.acceptance_rate !== null && !school.openAdmissions && <p>{rateNote(school, i18n)}</p>}
        <p>
          <Trans>
            Test scores describe enrolled first-year students who submitted them: the middle 50% from the College Scorecard, the medians
            from IPEDS ADM2022, each with its fall.
          </Trans>
          {admissions.sat.composite.p25 !== null && ' ' + t`SAT total: ${satDerivation}`}
        </p>
        <p>
          <Trans>
            Applicants, yield and the share who submitted scores: IPEDS ADM2022 (the admissions survey), as each figure's fall says.
          </Trans>
        </p>
      </div>

      {schoolHistory ? (
        <div id={SCHOOL_HISTORY_ANCHOR} ref={historyRef} className="scroll-mt-20 rounded-xl border border-slate-200 bg-white p-5">
          {schoolHistory}
        </div>
      ) : null}

      <section aria-labelledby="requirements-title" id={ELIGIBILITY_ANCHOR} ref={sectionRef} className="scroll-mt-20">
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <h2 id="requirements-title" className="text-lg font-semibold">
            <Trans>What this college considers</Trans>
            {considerationsYear && (
              <span className="ml-2 text-sm font-normal text-slate-600">
                <Trans>(IPEDS ADM2022, {considerationsYear})</Trans>
              </span>
            )}
          </h2>
          {userId === null ? (
            <Link to={signInHref} className={buttonClass('primary')}>
              <Trans>Check My Eligibility</Trans>
            </Link>
          ) : (
            <Button
              aria-expanded={eligibilityOpen}
              aria-controls={panelId}
              onClick={() => setEligibilityOpen((open) => !open)}
              onPointerEnter={() => void loadEligibilityPanel()}
              onFocus={() => void loadEligibilityPanel()}
            >
              <Trans>Check My Eligibility</Trans>
            </Button>
          )}
        </div>
        {userId === null ? (
          <p className="mt-1 text-sm text-slate-600">
            <Trans>Sign in and add your academic profile to see how you compare.</Trans>
          </p>
        ) : (
          <p className="mt-1 text-sm text-slate-600">
            <Trans>See your estimated chance here, how you compare and what would sharpen the estimate.</Trans>
          </p>
        )}
        {userId !== null && (
          <div id={panelId} hidden={!eligibilityOpen} className="mt-4">
            {eligibilityOpen && (
              <Suspense fallback={<EligibilityPanelSkeleton />}>
                <EligibilityPanel userId={userId} schoolId={school.id} schoolName={school.name} />
              </Suspense>
            )}
          </div>
        )}
        {school.admissionRequirements.length === 0 ? (
          <p className="mt-4 rounded-xl border border-dashed border-slate-300 bg-white p-6 text-sm text-slate-700">
            {school.openAdmissions ? (
              <Trans>Not reported: this college did not report admission considerations to IPEDS (it has open admissions).</Trans>
            ) : (
              <Trans>Not reported: this college did not report admission considerations to IPEDS.</Trans>
            )}
          </p>
        ) : (
          <ul className="mt-4 grid gap-3 md:grid-cols-2">
            {school.admissionRequirements.map((requirement) => (
              <li key={requirement.category} className="rounded-xl border border-slate-200 bg-white p-4">
                <div className="flex items-start justify-between gap-3">
                  <h3 className="font-medium text-slate-900">{factorText(i18n, requirement.category)}</h3>
                  <span className={`shrink-0 rounded-full px-2 py-0.5 text-xs font-medium ${TYPE_CLASSES[requirement.type].join(' ')}`}>
                    {i18n._(TYPE_LABELS[requirement.type])}
                  </span>
                </div>
                <p className="mt-1 text-sm text-slate-700">{requirement.description}</p>
                {requirement.note && <p className="mt-1 text-xs text-slate-600">{requirement.note}</p>}
                <div className="mt-3">
                  <UserHas standing={standingOf(requirement.category)} requirement={requirement} />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

/** What the acceptance rate covers: the campus's own figure, or all campuses sharing one federal aid ID, and where it comes from. */
function rateNote(school: SchoolDetail, i18n: I18n): string {
  const source = school.fieldSources['admissions.admissionRate'];
  const year = school.figureYears['admissions.admissionRate'];
  const when = year ? i18n._(msg`Acceptance rate: ${year}`) : i18n._(msg`Acceptance rate`);
  const schoolName = school.name;
  if (school.admissions.admissionRateScope === 'all-campuses') {
    return i18n._(
      msg`${when}. This rate covers all campuses that share one federal aid ID with ${schoolName}, not this campus alone (College Scorecard ADM_RATE_ALL).`,
    );
  }
  if (source?.column === 'ADM_RATE' || source?.column === 'DVADM01') {
    const { dataset, column } = source;
    return i18n._(
      msg`${when}. This campus's own rate (admitted ÷ applicants reported to IPEDS, ${dataset} ${column}); the figure for all campuses sharing its federal aid ID differs by more than 5 points or is not reported.`,
    );
  }
  return `${when} (${source?.dataset ?? SCORECARD} ${source?.column ?? 'ADM_RATE_ALL'}, ${source?.year ?? ''}).`;
}
