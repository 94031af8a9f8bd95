import { Trans, useLingui } from '@lingui/react/macro';
import { Bookmark, Check, Columns3, FilePlus2, MapPin } from 'lucide-react';
import { useId } from 'react';
import { Link } from 'react-router';
import type { IncomeBand } from '@campuspath/contract/catalog-terms';
import type { Recommendation } from '@campuspath/contract/recommendations';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { NetPriceEstimate } from '../../../components/ui/net-price-estimate.tsx';
import { CampusLocator } from '../../../components/ui/campus-locator.tsx';
import { paths } from '../../../config/paths.ts';
import { ChanceLine } from './chance-line.tsx';
import { SchoolHistoryLine } from './school-history-line.tsx';
import { MatchBreakdown } from './match-breakdown.tsx';
import { academicText, gpaText, priceText } from '../../../lib/fit-text.ts';
import { whyText } from '../../../lib/fit-why-text.ts';

interface RecommendationItemProps {
  recommendation: Recommendation;
  /** False when the profile holds nothing to rank on: no match score or reasons that would read as personal. */
  personal?: boolean;
  rank: number;
  saved: boolean;
  onToggleSaved: (schoolId: number) => void;
  /** The family's income band: "Your estimated net price" for it. */
  incomeBand?: IncomeBand | null;
  /** The student's home state: a public college elsewhere adds the out-of-state estimate. */
  homeState?: string | null;
  /** In the comparison list; the button shows only when `onToggleCompare` is given. */
  compared?: boolean;
  onToggleCompare?: (schoolId: number) => void;
}

/** One ranked school: chance, match, why, the sentences behind them, and save / apply. */
export function RecommendationItem({
  recommendation,
  personal = true,
  rank,
  saved,
  onToggleSaved,
  incomeBand = null,
  homeState = null,
  compared = false,
  onToggleCompare,
}: RecommendationItemProps) {
  const { school, fit, history } = recommendation;
  const { i18n } = useLingui();
  const headingId = useId();
  const score = fit.match.score;
  const name = school.name;
  return (
    <article
      aria-labelledby={headingId}
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
      data-testid="recommendation"
    >
      <div className="flex gap-4">
        <CampusLocator school={school} compact className="hidden size-14 shrink-0 rounded-xl sm:block" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
            <div className="min-w-0">
              <p aria-hidden="true" className="text-xs font-medium uppercase tracking-wide text-slate-500">
                #{rank}
              </p>
              <h3 id={headingId} className="text-lg font-semibold leading-snug text-slate-900">
                <Link to={paths.university.getHref(school.slug)} className="hover:text-indigo-700 hover:underline">
                  {school.name}
                </Link>
              </h3>
              <p className="mt-0.5 flex items-center gap-1 text-sm text-slate-600">
                <MapPin aria-hidden="true" className="size-4 shrink-0 text-slate-400" />
                {school.location}
              </p>
            </div>
            {personal ? (
              <p className="shrink-0 text-sm text-slate-700 sm:text-right">
                <Trans>
                  <span className="text-2xl font-bold tabular-nums text-slate-900">{score}</span>
                  <span className="text-slate-600">/100</span> match
                </Trans>
              </p>
            ) : null}
          </div>

          <div className="mt-3 space-y-2">
            <ChanceLine chance={fit.chance} />
            <SchoolHistoryLine history={history} />
            {personal ? <p className="font-medium text-slate-900">{whyText(i18n, fit)}</p> : null}
            <ul className="space-y-1 text-sm text-slate-600">
              <li>{academicText(i18n, fit.academics)}</li>
              <li>{gpaText(i18n)}</li>
              {fit.price ? <li>{priceText(i18n, fit.price)}</li> : null}
            </ul>
            <NetPriceEstimate school={school} band={incomeBand} homeState={homeState} variant="compact" className="max-w-md" />
          </div>

          {personal ? (
            <div className="mt-3">
              <MatchBreakdown fit={fit} schoolName={school.name} />
            </div>
          ) : null}

          <div className="mt-4 flex flex-wrap gap-2">
            <Button variant="secondary" aria-pressed={saved} onClick={() => onToggleSaved(school.id)}>
              <Bookmark aria-hidden="true" className="size-4 text-indigo-700" fill={saved ? 'currentColor' : 'none'} />
              {saved ? (
                <Trans>
                  Saved<span className="sr-only"> {name}</span>
                </Trans>
              ) : (
                <Trans>
                  Save<span className="sr-only"> {name}</span>
                </Trans>
              )}
            </Button>
            {onToggleCompare && (
              <Button variant="secondary" aria-pressed={compared} onClick={() => onToggleCompare(school.id)} data-testid="compare-toggle">
                {compared ? (
                  <Check aria-hidden="true" className="size-4 text-indigo-700" />
                ) : (
                  <Columns3 aria-hidden="true" className="size-4 text-indigo-700" />
                )}
                {compared ? (
                  <Trans>
                    Remove<span className="sr-only"> {name}</span> from comparison
                  </Trans>
                ) : (
                  <Trans>
                    Add<span className="sr-only"> {name}</span> to comparison
                  </Trans>
                )}
              </Button>
            )}
            <Link to={paths.newApplication.getHref(school.id)} className={buttonClass('ghost')}>
              <FilePlus2 aria-hidden="true" className="size-4" />
              <Trans>
                Start application<span className="sr-only"> to {name}</span>
              </Trans>
            </Link>
          </div>
        </div>
      </div>
    </article>
  );
}
