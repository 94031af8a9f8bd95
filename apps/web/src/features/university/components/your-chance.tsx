import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import type { SimilarStudents } from '@campuspath/contract/admission-history';
import { APPLICATION_ROUND_LABELS } from '@campuspath/contract/applications-terms';
import type { User } from '@campuspath/contract/auth';
import { ChanceBadge } from '../../../components/ui/chance-badge.tsx';
import { formatChanceRange } from '../../../lib/chance-range.ts';
import { chanceWithoutRangeText } from '../../../lib/chance-no-range.ts';
import { LoadingState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { useSchoolFit } from '../api/get-school-fit.ts';
import { SampleBadge } from '../../../components/ui/sample-badge.tsx';

const LINK = 'font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900';

interface YourChanceProps {
  schoolId: number;
  /** The signed-in student; null when signed out or while the session is being checked. */
  user: User | null;
  authChecking: boolean;
  signInHref: string;
  /** Check My Eligibility on the Admissions tab, opened: how the estimate was worked out. */
  estimateHref: string;
  /** The Admissions tab's "Your school's history". */
  historyHref: string;
}

/**
 * The student's chance near the top of the university page (it sat behind Check My
 * Eligibility on the third tab). The same GET /api/schools/{id}/fit answer as that panel, so the
 * two always agree. Without a test score (canShowChance in auth-terms.ts) it says what unlocks it.
 * Beside it, never blended into it, "Your school's history" when the student's high
 * school has enough past applicants like them (the fit's `schoolHistory`, which needs no test score).
 */
export function YourChance({ schoolId, user, authChecking, signInHref, estimateHref, historyHref }: YourChanceProps) {
  const { t, i18n } = useLingui();
  const fit = useSchoolFit(user && (user.chanceReady || user.role === 'student') ? user.id : null, schoolId);
  const history = <SchoolHistoryLine history={fit.data?.schoolHistory} href={historyHref} />;
  // The frame is there from the server's HTML on, the size of a one-line answer, so nothing below
  // it moves when the session is known (no layout shift on hydration).
  if (authChecking) {
    return (
      <Frame>
        <LoadingState label={t`Checking your sign-in…`} className="flex items-center">
          <Skeleton className="h-5 w-64" />
        </LoadingState>
      </Frame>
    );
  }
  if (!user) {
    return (
      <Frame>
        <span className="text-slate-700">
          <Trans>
            <Link to={signInHref} className={LINK}>
              Sign in
            </Link>{' '}
            to see your chance of admission here.
          </Trans>
        </span>
      </Frame>
    );
  }
  if (!user.chanceReady) {
    return (
      <Frame>
        <span className="text-slate-700">
          <Trans>
            <Link to={paths.academics.getHref()} className={LINK}>
              Add an SAT or ACT score
            </Link>{' '}
            to see your chance (Reach, Target or Safety) here.
          </Trans>
        </span>
        {history}
      </Frame>
    );
  }
  if (!fit.data) {
    return (
      <Frame>
        {fit.isError && !fit.isFetching ? (
          <span className="text-slate-700">
            <Trans>Your chance could not be loaded.</Trans>{' '}
            <button type="button" className={LINK} onClick={() => void fit.refetch()}>
              <Trans>Try again</Trans>
            </button>
          </span>
        ) : (
          <LoadingState label={t`Loading your chance…`} className="flex items-center gap-3">
            <Skeleton className="h-6 w-16 rounded-full" />
            <Skeleton className="h-6 w-40" />
          </LoadingState>
        )}
      </Frame>
    );
  }
  const { chance } = fit.data.fit;
  const range = formatChanceRange(chance);
  return (
    <Frame>
      <ChanceBadge label={chance.label} className="text-sm" />
      <span className="text-slate-700">
        {range ? (
          <Trans>
            <span className="text-lg font-bold text-slate-900" data-testid="your-chance-range">
              {range}
            </span>{' '}
            estimated chance
          </Trans>
        ) : (
          chanceWithoutRangeText(i18n, chance)
        )}
      </span>
      <Link to={estimateHref} className={`${LINK} sm:ml-auto`}>
        <Trans>How this is estimated</Trans>
      </Link>
      {history}
    </Frame>
  );
}

/** "Your school's history: 6 of 11 past applicants like you admitted", only when the school shows it. */
function SchoolHistoryLine({ history, href }: { history: SimilarStudents | undefined; href: string }) {
  const { t } = useLingui();
  if (history?.status !== 'shown' || history.admitted === null || history.total === null) return null;
  const rounds = history.byRound.map((entry) => {
    const round = APPLICATION_ROUND_LABELS[entry.round];
    const { admitted, total } = entry;
    return t`${round}: ${admitted} of ${total}`;
  });
  const { admitted, total } = history;
  const roundsText = rounds.length ? ` (${rounds.join('; ')})` : '';
  return (
    <p className="basis-full border-t border-indigo-200 pt-2 text-slate-700" data-testid="your-school-history">
      {history.sample ? (
        <span className="mr-1">
          <SampleBadge />
        </span>
      ) : null}
      <span className="font-semibold text-slate-900">
        <Trans>Your school's history:</Trans>
      </span>{' '}
      {history.sample ? (
        <Trans>
          <span className="font-semibold text-slate-900">
            {admitted} of {total}
          </span>{' '}
          generated sample applicants like you admitted{roundsText}. A sample CampusPath generated, not real students.
        </Trans>
      ) : (
        <Trans>
          <span className="font-semibold text-slate-900">
            {admitted} of {total}
          </span>{' '}
          past applicants like you admitted{roundsText}. From your high school's records, not official.
        </Trans>
      )}{' '}
      <Link to={href} className={LINK}>
        <Trans>See the chart</Trans>
      </Link>
    </p>
  );
}

function Frame({ children }: { children: ReactNode }) {
  const { t } = useLingui();
  return (
    <section
      aria-label={t`Your chance`}
      className="flex min-h-14 flex-wrap items-center gap-x-3 gap-y-2 rounded-xl border border-indigo-200 bg-indigo-50 px-4 py-3 text-sm"
      data-testid="your-chance"
    >
      <h2 className="font-semibold text-slate-900">
        <Trans>Your chance</Trans>
      </h2>
      {children}
    </section>
  );
}
