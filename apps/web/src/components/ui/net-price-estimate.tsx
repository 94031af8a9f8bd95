import { ExternalLink } from 'lucide-react';
import { INCOME_BANDS, type IncomeBand } from '@campuspath/contract/catalog-terms';
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

export const incomeBandLabel = (band: IncomeBand) => INCOME_BANDS.find((item) => item.id === band)?.label ?? band;

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
  const isPublic = school.type === 'Public';
  const outOfState = school.state !== undefined && isOutOfState({ type: school.type, state: school.state }, homeState);
  const year = school.dataVintage?.netPrice ?? null;
  if (band === null) {
    if (variant === 'compact') return null;
    return (
      <div className={className} data-testid="net-price-estimate">
        <Title level={headingLevel}>Your estimated net price</Title>
        <p className="mt-1 text-sm text-slate-600">
          Choose your family income to see what families like yours paid here on average after grants and scholarships.
        </p>
      </div>
    );
  }

  const figure = school.netPriceByIncome[band] ?? null;
  const label = incomeBandLabel(band);
  const overall = figure === null ? school.netPrice : null;
  const yearNote = year ? `College Scorecard, ${year}` : 'College Scorecard';

  if (variant === 'compact') {
    // The card shows the figure the Explore filter and sort use: the band's, else the all-incomes one, labelled.
    const fallback = figure === null && school.netPrice !== null;
    return (
      <div className={`rounded-xl bg-emerald-50 px-3 py-2 text-sm ${className}`} data-testid="school-net-price">
        <p className="flex items-baseline justify-between gap-2">
          <span className="text-slate-700">Your estimated net price</span>
          <span className="font-semibold tabular-nums text-slate-900" data-testid="net-price-figure">
            {formatMoney(fallback ? school.netPrice : figure)}
          </span>
        </p>
        {fallback ? (
          <p className="text-xs text-slate-600" data-testid="net-price-fallback">
            All incomes{isPublic ? ', for in-state students' : ''}: this college reports no average for families earning {label}
          </p>
        ) : (
          <p className="text-xs text-slate-600">
            Average for aided families earning {label}
            {isPublic ? ', for in-state students' : ''}
          </p>
        )}
        {outOfState && <OutOfStateNote netPrice={fallback ? school.netPrice : figure} tuition={school.tuition} homeState={homeState} />}
      </div>
    );
  }

  return (
    <div className={className} data-testid="net-price-estimate">
      <Title level={headingLevel}>Your estimated net price</Title>
      <p className="mt-1 text-3xl font-bold tabular-nums text-slate-900" data-testid="net-price-figure">
        {formatMoney(figure)}
      </p>
      <p className="text-sm text-slate-600">
        {figure === null
          ? `The college reports no average for aided families earning ${label}.`
          : `Per year: the average paid after grants by aided families earning ${label} (${yearNote}).`}
      </p>
      {overall !== null && (
        <p className="mt-2 text-sm text-slate-700" data-testid="net-price-overall">
          Average net price for all aided students, all incomes: <span className="font-semibold">{formatMoney(overall)}</span>
        </p>
      )}
      {isPublic && (
        <p className="mt-2 text-sm text-slate-600" data-testid="net-price-in-state">
          For in-state students: the College Scorecard's net price at a public college is for in-state students.
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
          Use {school.name}'s net price calculator for a personal figure
          <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
          <span className="sr-only"> (opens in a new tab)</span>
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
  const estimate = tuition ? outOfStateEstimate(netPrice, tuition) : null;
  const from = homeState ? `from ${homeState}` : 'from another state';
  return (
    <p className="mt-2 text-xs text-slate-700" data-testid="net-price-out-of-state">
      {estimate ? (
        <>
          Estimate for out-of-state students ({from}): <span className="font-semibold">{formatMoney(estimate.amount)}</span> = net price{' '}
          {formatMoney(estimate.netPrice)} + (out-of-state tuition {formatMoney(estimate.outOfState)} − in-state tuition{' '}
          {formatMoney(estimate.inState)}).
        </>
      ) : (
        <>No out-of-state net price is reported; out-of-state tuition is {formatMoney(tuition?.['Out-of-state'])} a year.</>
      )}
    </p>
  );
}

function Title({ level, children }: { level: 2 | 3 | undefined; children: string }) {
  const className = 'text-base font-semibold text-slate-900';
  if (level === 2) return <h2 className={className}>{children}</h2>;
  if (level === 3) return <h3 className={className}>{children}</h3>;
  return <p className={className}>{children}</p>;
}
