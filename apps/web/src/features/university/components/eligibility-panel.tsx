import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { MatchComponent, SchoolFitResponse } from '@campuspath/contract/recommendations';
import { matchComponentName } from '../../../lib/match-terms.ts';
import { ChanceBadge } from '../../../components/ui/chance-badge.tsx';
import { formatChanceRange } from '../../../lib/chance-range.ts';
import { ErrorState } from '../../../components/ui/query-state.tsx';
import { paths } from '../../../config/paths.ts';
import { formatFraction } from '../../../lib/format-percent.ts';
import { useSchoolFit } from '../api/get-school-fit.ts';
import { EligibilityPanelSkeleton } from './eligibility-panel-skeleton.tsx';
import { chanceExplanation } from '../../../lib/chance-text.ts';
import { academicText, gpaText, priceText } from '../../../lib/fit-text.ts';
import { whyText } from '../../../lib/fit-why-text.ts';
import { matchSentence } from '../../../lib/match-text.ts';
import { fitInputEffectText } from '../../../lib/fit-input-effects.ts';

interface EligibilityPanelProps {
  userId: string;
  schoolId: number;
  schoolName: string;
}

/**
 * Check My Eligibility ("University page"): the chance range, its label and every
 * sentence behind it, as GET /api/schools/{id}/fit gives them. The API writes every number and
 * sentence, so this panel and /recommendations always agree; nothing is computed here. The panel's
 * own words follow the page's language; the API's sentences are still English.
 */
export function EligibilityPanel({ userId, schoolId, schoolName }: EligibilityPanelProps) {
  const fit = useSchoolFit(userId, schoolId);
  if (fit.data) return <FitDetails response={fit.data} schoolName={schoolName} />;
  if (fit.isError && !fit.isFetching) {
    return (
      <ErrorState
        size="compact"
        message={<Trans>We couldn’t load your estimate for {schoolName}. Please try again.</Trans>}
        onRetry={() => void fit.refetch()}
      />
    );
  }
  return <EligibilityPanelSkeleton />;
}

function FitDetails({ response, schoolName }: { response: SchoolFitResponse; schoolName: string }) {
  const { t, i18n } = useLingui();
  const { fit, missing } = response;
  const { chance, academics, match, price } = fit;
  const range = formatChanceRange(chance);
  const matchScore = match.score;
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-5 rounded-2xl border border-indigo-200 bg-white p-5"
      data-testid="eligibility-panel"
    >
      <div>
        <h3 id={titleId} className="text-lg font-semibold text-slate-900">
          <Trans>Your chance at {schoolName}</Trans>
        </h3>
        <div className="mt-3 flex flex-wrap items-center gap-3">
          <ChanceBadge label={chance.label} />
          {range && (
            <p className="text-slate-700">
              <Trans>
                <span className="text-3xl font-bold text-slate-900" data-testid="eligibility-range">
                  {range}
                </span>{' '}
                estimated chance
              </Trans>
            </p>
          )}
        </div>
      </div>

      <Part title={t`How we estimated this`}>
        <ul className="list-disc space-y-1 pl-5" data-testid="eligibility-explanation">
          {chanceExplanation(i18n, chance).map((sentence, index) => (
            <li key={`${index}:${sentence}`}>{sentence}</li>
          ))}
        </ul>
      </Part>

      <Part title={t`Your academic position`}>
        <p>{academicText(i18n, academics)}</p>
        <p className="mt-1">{gpaText(i18n)}</p>
      </Part>

      <Part title={t`Match score: ${matchScore}/100`}>
        <p>{whyText(i18n, fit)}</p>
        <ul className="mt-3 divide-y divide-slate-100 rounded-xl border border-slate-200" aria-label={t`Match breakdown`}>
          {match.components.map((component) => (
            <MatchRow key={component.id} component={component} />
          ))}
        </ul>
        {price && <p className="mt-3">{priceText(i18n, price)}</p>}
      </Part>

      {missing.length > 0 && (
        <Part title={t`What would sharpen this estimate`}>
          <ul className="list-disc space-y-1 pl-5">
            {missing.map((item) => (
              <li key={item.input}>{fitInputEffectText(i18n, item)}</li>
            ))}
          </ul>
          <Link
            to={paths.academics.getHref()}
            className="mt-2 inline-block font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900"
          >
            <Trans>Update your academic profile</Trans>
          </Link>
        </Part>
      )}
    </section>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="text-sm text-slate-700">
      <h4 className="mb-1 font-semibold text-slate-900">{title}</h4>
      {children}
    </div>
  );
}

function MatchRow({ component }: { component: MatchComponent }) {
  const { t, i18n } = useLingui();
  const label = matchComponentName(i18n, component);
  const weight = formatFraction(component.weight);
  const score = component.score === null ? null : Math.round(component.score * 100);
  return (
    <li className="px-3 py-2">
      <div className="flex flex-wrap items-baseline justify-between gap-x-3">
        <span className="font-medium text-slate-900">
          {label}{' '}
          <span className="font-normal text-slate-600">
            <Trans>({weight} of the match)</Trans>
          </span>
        </span>
        <span className={component.score === null ? 'text-slate-600' : 'font-semibold text-slate-900'}>
          {score === null ? t`Not scored` : `${score}/100`}
        </span>
      </div>
      <p className="mt-0.5 text-slate-700">{matchSentence(i18n, component)}</p>
    </li>
  );
}
