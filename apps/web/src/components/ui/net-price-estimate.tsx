import type { I18n } from '@lingui/core';
import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import type { IncomeBand } from '@campuspath/contract/catalog-terms';
import { incomeBandText } from '../../lib/data-terms.ts';
import { formatMoney } from '../../lib/format-money.ts';
import { isOutOfState, outOfStateEstimate } from '../../lib/residency.ts';

/** The facts "Your estimated net price" is made of: a school card (or the detail, a superset) has them all. */
export interface NetPriceFacts {
  name: string;
  /** "Public", "Private nonprofit" or "Private for-profit": public figures are in-state. */
  type: string;
  /** Average net price for all aided students (Scorecard NPT4). */
  netPrice: number | null;
  /** Average net price for aided families in each income band (NPT41..NPT45). */
  netPriceByIncome: Readonly<Partial<Record<IncomeBand, number | null>>>;
  netPriceCalculatorUrl: string | null;
  /** The college's state and tuition: with a home state elsewhere, a public college's out-of-state price. */
  state?: string;
  tuition?: { 'In-state': number | null; 'Out-of-state': number | null };
  /** The detail's per-section vintages; `netPrice` names the year of the figures. */
  dataVintage?: Readonly<Record<string, string>>;
}

interface NetPriceEstimateProps {
  school: NetPriceFacts;
  /** The family's income band; null shows a prompt (full) or nothing (compact). */
  band: IncomeBand | null;
  /** The student's home state (USPS code); a public college elsewhere adds the out-of-state estimate. */
  homeState?: string | null;
  /** `compact`: one short block for cards (no link, since the whole card is one). */
  variant?: 'full' | 'compact';
  /** Full variant: render the title as a heading of this level (else a paragraph). */
  headingLevel?: 2 | 3;
  className?: string;
}

// The data's source is named as it publishes itself, in every language.
const SCORECARD = 'College Scorecard';

/** A family-income band's range in the page's language (lib/data-terms.ts). */
export const incomeBandLabel = (i18n: I18n, band: IncomeBand) => incomeBandText(i18n, band);

/**
 * "Your estimated net price": the school's College Scorecard average net price for aided
 * families in the student's income band, labelled as such, never presented as a personal quote.
 * The school's own calculator gives the personal figure. A missing band figure reads "Not reported"
 * and the overall average is shown instead, labelled as all incomes; on a card the all-incomes figure
 * takes the band's place, labelled, as it does in the Explore net-price filter and sort.
 */
export function NetPriceEstimate({
  school,
  band,
  homeState = null,
  variant = 'full',
  headingLevel,
  className = '',
}: NetPriceEstimateProps) {
  const { t, i18n } = useLingui();
  const isPublic = school.type === 'Public';
  const outOfState = school.state !== undefined && isOutOfState({ type: school.type, state: school.state }, homeState);
  const year = school.dataVintage?.netPrice ?? null;
  if (band === null) {
    if (variant === 'compact') return null;
    return (
      <div className={className} data-testid="net-price-estimate">
        <Title level={headingLevel}>{t`Your estimated net price`}</Title>
        <p className="mt-1 text-sm text-slate-600">
          <Trans>Choose your family income to see what families like yours paid here on average after grants and scholarships.</Trans>
        </p>
      </div>
    );
  }

  const figure = school.netPriceByIncome[band] ?? null;
  const label = incomeBandLabel(i18n, band);
  const overall = figure === null ? school.netPrice : null;
  const yearNote = year ? `${SCORECARD}, ${year}` : SCORECARD;
  const inState = isPublic ? t`, for in-state students` : '';

  if (variant === 'compact') {
    // The card shows the figure the Explore filter and sort use: the band's, else the all-incomes one, labelled.
    const fallback = figure === null && school.netPrice !== null;
    return (
      <div className={`rounded-xl bg-emerald-50 px-3 py-2 text-sm ${className}`} data-testid="school-net-price">
        <p className="flex items-baseline justify-between gap-2">
          <span className="text-slate-700">
            <Trans>Your estimated net price</Trans>
          </span>
          <span className="font-semibold tabular-nums text-slate-900" data-testid="net-price-figure">
            {formatMoney(fallback ? school.netPrice : figure)}
          </span>
        </p>
        {fallback ? (
          <p className="text-xs text-slate-600" data-testid="net-price-fallback">
            <Trans>
              All incomes{inState}: this college reports no average for families earning {label}
            </Trans>
          </p>
        ) : (
          <p className="text-xs text-slate-600">
            <Trans>
              Average for aided families earning {label}
              {inState}
            </Trans>
          </p>
        )}
        {outOfState && <OutOfStateNote netPrice={fallback ? school.netPrice : figure} tuition={school.tuition} homeState={homeState} />}
      </div>
    );
  }

  const { name } = school;
  const overallMoney = formatMoney(overall);
  return (
    <div className={className} data-testid="net-price-estimate">
      <Title level={headingLevel}>{t`Your estimated net price`}</Title>
      <p className="mt-1 text-3xl font-bold tabular-nums text-slate-900" data-testid="net-price-figure">
        {formatMoney(figure)}
      </p>
      <p className="text-sm text-slate-600">
        {figure === null
          ? t`The college reports no average for aided families earning ${label}.`
          : t`Per year: the average paid after grants by aided families earning ${label} (${yearNote}).`}
      </p>
      {overall !== null && (
        <p className="mt-2 text-sm text-slate-700" data-testid="net-price-overall">
          <Trans>
            Average net price for all aided students, all incomes: <span className="font-semibold">{overallMoney}</span>
          </Trans>
        </p>
      )}
      {isPublic && (
        <p className="mt-2 text-sm text-slate-600" data-testid="net-price-in-state">
          <Trans>For in-state students: the College Scorecard's net price at a public college is for in-state students.</Trans>
        </p>
      )}
      {outOfState && <OutOfStateNote netPrice={figure ?? overall} tuition={school.tuition} homeState={homeState} />}
      {school.netPriceCalculatorUrl && (
        <a
          href={school.netPriceCalculatorUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-indigo-700 underline-offset-2 hover:underline"
        >
          <Trans>Use {name}'s net price calculator for a personal figure</Trans>
          <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="sr-only"> {t`(opens in a new tab)`}</span>
        </a>
      )}
    </div>
  );
}

/**
 * At a public college outside the student's home state: an out-of-state estimate with the formula
 * it was derived from, or, when a figure is missing, the out-of-state tuition and a plain "not reported".
 */
function OutOfStateNote({
  netPrice,
  tuition,
  homeState,
}: {
  netPrice: number | null;
  tuition: NetPriceFacts['tuition'];
  homeState: string | null;
}) {
  const { t } = useLingui();
  const estimate = tuition ? outOfStateEstimate(netPrice, tuition) : null;
  const from = homeState ? t`from ${homeState}` : t`from another state`;
  const outOfStateTuition = formatMoney(tuition?.['Out-of-state']);
  return (
    <p className="mt-2 text-xs text-slate-700" data-testid="net-price-out-of-state">
      {estimate ? (
        <EstimateFormula estimate={estimate} from={from} />
      ) : (
        <Trans>No out-of-state net price is reported; out-of-state tuition is {outOfStateTuition} a year.</Trans>
      )}
    </p>
  );
}

function EstimateFormula({ estimate, from }: { estimate: NonNullable<ReturnType<typeof outOfStateEstimate>>; from: string }) {
  const amount = formatMoney(estimate.amount);
  const netPrice = formatMoney(estimate.netPrice);
  const outOfState = formatMoney(estimate.outOfState);
  const inState = formatMoney(estimate.inState);
  return (
    <Trans>
      Estimate for out-of-state students ({from}): <span className="font-semibold">{amount}</span> = net price {netPrice} + (out-of-state
      tuition {outOfState} − in-state tuition {inState}).
    </Trans>
  );
}

function Title({ level, children }: { level: 2 | 3 | undefined; children: string }) {
  const className = 'text-base font-semibold text-slate-900';
  if (level === 2) return <h2 className={className}>{children}</h2>;
  if (level === 3) return <h3 className={className}>{children}</h3>;
  return <p className={className}>{children}</p>;
}
