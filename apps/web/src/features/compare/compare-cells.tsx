import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import type { SimilarStudents } from '@campuspath/contract/admission-history';
import type { Chance } from '@campuspath/contract/recommendations';
import type { SchoolDetail } from '@campuspath/contract/school-detail';
import type { IncomeBand } from '@campuspath/contract/catalog-terms';
import { ChanceBadge } from '../../components/ui/chance-badge.tsx';
import { formatChanceRange } from '../../lib/chance-range.ts';
import { SampleBadge } from '../../components/ui/sample-badge.tsx';
import { formatMoney } from '../../lib/format-money.ts';
import { outOfStateEstimate } from '../../lib/residency.ts';

/** The student's chance at one school, as the page has it (GET /api/schools/{id}/fit). */
export type ChanceState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; chance: Chance };

function LoadingCell() {
  return (
    <span className="text-slate-600">
      <Trans>Loading…</Trans>
    </span>
  );
}

function FailedCell() {
  return (
    <span className="text-slate-600">
      <Trans>Couldn’t load</Trans>
    </span>
  );
}

export function ChanceCell({ state }: { state: ChanceState }) {
  if (state.status === 'loading') return <LoadingCell />;
  if (state.status === 'error') return <FailedCell />;
  const estimate = formatChanceRange(state.chance);
  return (
    <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
      <ChanceBadge label={state.chance.label} />
      {estimate && (
        <span className="text-xs text-slate-700">
          <Trans>{estimate} estimated</Trans>
        </span>
      )}
    </span>
  );
}

/** "Your school's history" at one school: the fit's `schoolHistory`, beside the chance, never blended with it. */
export type HistoryState = { status: 'loading' } | { status: 'error' } | { status: 'ready'; history: SimilarStudents };

export function HistoryCell({ state }: { state: HistoryState }) {
  const { t } = useLingui();
  if (state.status === 'loading') return <LoadingCell />;
  if (state.status === 'error') return <FailedCell />;
  const { history } = state;
  const { admitted, total } = history;
  const sample = history.sample ? (
    <span className="mb-1 block">
      <SampleBadge />
    </span>
  ) : null;
  if (history.status !== 'shown' || admitted === null || total === null) {
    // The reason in the API's words ("Too few past applicants from your school to show (fewer than 5).").
    return (
      <span className="block">
        {sample}
        <span className="text-xs text-slate-700">{history.summary}</span>
      </span>
    );
  }
  return (
    <span className="block">
      {sample}
      <span className="font-semibold text-slate-900">
        <Trans>
          {admitted} of {total} admitted
        </Trans>
      </span>
      <span className="block text-xs text-slate-600">
        {history.sample ? t`sample applicants like you (generated)` : t`past applicants like you`}
      </span>
    </span>
  );
}

interface NetPriceExtraProps {
  school: SchoolDetail;
  band: IncomeBand;
  homeState: string | null;
}

/**
 * Under each "Your estimated net price": in-state for public schools; at a public school outside the
 * student's home state, the out-of-state estimate with the formula it comes from; the
 * school's own calculator.
 */
export function NetPriceExtra({ school, band, homeState }: NetPriceExtraProps) {
  const { t } = useLingui();
  const { name } = school;
  const isPublic = school.control === 'public';
  const outOfState = isPublic && homeState !== null && school.state !== homeState;
  return (
    <>
      {isPublic && (
        <span className="mt-1 block text-xs text-slate-600">
          <Trans>For in-state students</Trans>
        </span>
      )}
      {outOfState && <OutOfState school={school} band={band} homeState={homeState} />}
      {school.urls.netPriceCalculator && (
        <a
          href={school.urls.netPriceCalculator}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-1 inline-flex items-center gap-1 text-xs font-medium text-indigo-700 underline-offset-2 hover:underline"
        >
          <Trans>Net price calculator</Trans>
          <ExternalLink aria-hidden="true" className="size-3 shrink-0" />
          <span className="sr-only"> {t`for ${name} (opens in a new tab)`}</span>
        </a>
      )}
    </>
  );
}

function OutOfState({ school, band, homeState }: { school: SchoolDetail; band: IncomeBand; homeState: string }) {
  const estimate = outOfStateEstimate(school.netPriceByIncome[band] ?? null, school.tuition);
  const amount = estimate ? formatMoney(estimate.amount) : null;
  const outOfStateTuition = formatMoney(school.tuition['Out-of-state']);
  return (
    <span className="mt-1 block text-xs text-slate-700" data-testid="compare-out-of-state">
      {amount ? (
        <Trans>
          From {homeState}, out of state: about <span className="font-semibold">{amount}</span> = net price + (out-of-state − in-state
          tuition)
        </Trans>
      ) : (
        <Trans>
          From {homeState}: no out-of-state net price is reported; out-of-state tuition is {outOfStateTuition}
        </Trans>
      )}
    </span>
  );
}
