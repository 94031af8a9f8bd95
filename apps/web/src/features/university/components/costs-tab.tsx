import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { INCOME_BANDS, type IncomeBand } from '@campuspath/contract/catalog-terms';
import type { SchoolDetail } from '@campuspath/contract/school-detail';
import { ownYear } from '@campuspath/contract/school-sections';
import { yearSuffix } from '../figure-year.ts';
import { NetPriceEstimate } from '../../../components/ui/net-price-estimate.tsx';
import { formatMoney } from '../../../lib/format-money.ts';
import { formatFraction } from '../../../lib/format-percent.ts';
import { AidShares } from './aid-shares.tsx';
import { HousingCosts } from './housing-costs.tsx';

const PARTS = [
  { key: 'tuition', label: msg`Tuition & fees`, color: '#4f46e5' },
  { key: 'room', label: msg`Room & board`, color: '#0891b2', field: 'costs.roomAndBoardOnCampus' },
  { key: 'books', label: msg`Books & supplies`, color: '#059669', field: 'costs.books' },
  { key: 'other', label: msg`Other expenses`, color: '#d97706', field: 'costs.otherExpensesOnCampus' },
] as const;

interface CostBarProps {
  title: string;
  tuition: number | null;
  /** The tuition's field: its year shows where it differs from the section's. */
  tuitionField: string;
  school: SchoolDetail;
}

function CostBar({ title, tuition, tuitionField, school }: CostBarProps) {
  const { t, i18n } = useLingui();
  const notReported = t`Not reported`;
  const { costs } = school;
  const values = { tuition, room: costs.roomAndBoard, books: costs.books, other: costs.personalExpenses };
  const fieldOf = (part: (typeof PARTS)[number]) => ('field' in part ? part.field : tuitionField);
  const known = PARTS.every((part) => values[part.key] !== null);
  const total = known ? PARTS.reduce((sum, part) => sum + values[part.key]!, 0) : null;
  return (
    <section className="rounded-xl border border-slate-200 bg-white p-5">
      <div className="flex items-baseline justify-between gap-3">
        <h2 className="text-lg font-semibold">
          {title}{' '}
          <span className="text-sm font-normal text-slate-600">
            <Trans>(derived)</Trans>
          </span>
        </h2>
        <p className="text-xl font-bold text-slate-900">{formatMoney(total, notReported)}</p>
      </div>
      {total !== null && total > 0 && (
        <div className="mt-3 flex h-4 overflow-hidden rounded-full" aria-hidden="true">
          {PARTS.map((part) => (
            <div key={part.key} style={{ width: `${(values[part.key]! / total) * 100}%`, backgroundColor: part.color }} />
          ))}
        </div>
      )}
      <dl className="mt-4 space-y-2 text-sm">
        {PARTS.map((part) => (
          <div key={part.key} className="flex justify-between gap-3">
            <dt className="flex items-center gap-2 text-slate-700">
              <span aria-hidden="true" className="size-3 rounded-sm" style={{ backgroundColor: part.color }} />
              {i18n._(part.label)}
              {values[part.key] !== null && <span className="text-xs text-slate-600">{yearSuffix(school, fieldOf(part))}</span>}
            </dt>
            <dd className="tabular-nums text-slate-900">
              {formatMoney(values[part.key], notReported)}
              {total ? <span className="ml-2 text-slate-600">({formatFraction(values[part.key]! / total)})</span> : null}
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

interface CostsTabProps {
  school: SchoolDetail;
  /** The family's income band: its row is highlighted and "Your estimated net price" shows its figure. */
  incomeBand?: IncomeBand | null;
  /** The student's home state: a public college elsewhere adds the out-of-state estimate. */
  homeState?: string | null;
  /** The "Family income" selector, composed by the page. */
  bandControl?: ReactNode;
  /** The signed-in student's estimated Pell Grant beside the net price, composed by the page. */
  pellNote?: ReactNode;
}

export function CostsTab({ school, incomeBand = null, homeState = null, bandControl, pellNote }: CostsTabProps) {
  const { t } = useLingui();
  const notReported = t`Not reported`;
  const isPublic = school.control === 'public';
  const vintage = school.dataVintage;
  const costsYear = vintage.costs;
  const netPriceYear = vintage.netPrice;
  const costDerivation = school.derivations['costs.total'];
  const averageCostYear = yearSuffix(school, 'costs.averageCostOfAttendance');
  const averageCost = formatMoney(school.costs.averageCostOfAttendance, notReported);
  const netPriceSuffix = school.netPrice !== null ? yearSuffix(school, 'netPrice.overall') : '';
  return (
    <div className="space-y-6">
      <div className="grid gap-6 md:grid-cols-2">
        <CostBar
          title={isPublic ? t`In-state cost per year` : t`Cost per year`}
          tuition={school.costs.tuition.inState}
          tuitionField="costs.tuitionInState"
          school={school}
        />
        {isPublic && (
          <CostBar
            title={t`Out-of-state cost per year`}
            tuition={school.costs.tuition.outOfState}
            tuitionField="costs.tuitionOutOfState"
            school={school}
          />
        )}
      </div>
      <div className="space-y-1 text-sm text-slate-600" data-testid="costs-vintage">
        <p>
          {costsYear ? (
            <Trans>
              Costs: {costsYear} unless a figure says otherwise. Sticker prices with on-campus room and board. Cost per year:{' '}
              {costDerivation}
            </Trans>
          ) : (
            <Trans>Costs: not reported. Sticker prices with on-campus room and board. Cost per year: {costDerivation}</Trans>
          )}
        </p>
        <p>
          <Trans>
            College Scorecard average cost of attendance{averageCostYear}: {averageCost}.
          </Trans>
        </p>
      </div>
      <HousingCosts school={school} />

      <section aria-labelledby="net-price-title" className="rounded-xl border border-slate-200 bg-white p-5">
        <h2 id="net-price-title" className="text-lg font-semibold">
          <Trans>Net price: what families actually pay</Trans>
        </h2>
        <p className="mt-1 text-sm text-slate-600">
          {netPriceYear ? (
            isPublic ? (
              <Trans>
                Average cost after grants and scholarships for first-time, full-time students receiving aid, {netPriceYear} unless a figure
                says otherwise, for in-state students.
              </Trans>
            ) : (
              <Trans>
                Average cost after grants and scholarships for first-time, full-time students receiving aid, {netPriceYear} unless a figure
                says otherwise.
              </Trans>
            )
          ) : isPublic ? (
            <Trans>
              Average cost after grants and scholarships for first-time, full-time students receiving aid, for in-state students.
            </Trans>
          ) : (
            <Trans>Average cost after grants and scholarships for first-time, full-time students receiving aid.</Trans>
          )}
        </p>
        <div className="mt-4 flex flex-col gap-4 rounded-xl bg-emerald-50 p-4 sm:flex-row-reverse sm:items-start sm:justify-between">
          {bandControl && <div className="shrink-0">{bandControl}</div>}
          <NetPriceEstimate school={school} band={incomeBand} homeState={homeState} headingLevel={3} />
        </div>
        {pellNote}
        <p className="mt-5 text-3xl font-bold text-slate-900">{formatMoney(school.netPrice, notReported)}</p>
        <p className="text-sm text-slate-600">
          <Trans>average net price, all incomes{netPriceSuffix}</Trans>
        </p>
        <table className="mt-5 w-full text-left text-sm">
          <caption className="sr-only">
            <Trans>Average net price by family income</Trans>
          </caption>
          <thead>
            <tr className="border-b border-slate-200 text-slate-600">
              <th scope="col" className="py-2 font-medium">
                <Trans>Family income</Trans>
              </th>
              <th scope="col" className="py-2 text-right font-medium">
                <Trans>Average net price</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {INCOME_BANDS.map((band) => (
              <tr
                key={band.id}
                className={`border-b border-slate-100 last:border-0 ${band.id === incomeBand ? 'bg-emerald-50 font-semibold' : ''}`}
                data-testid={band.id === incomeBand ? 'your-income-row' : undefined}
              >
                <th scope="row" className={`py-2 pl-2 text-slate-800 ${band.id === incomeBand ? 'font-semibold' : 'font-normal'}`}>
                  {band.label}
                  {band.id === incomeBand && (
                    <span className="ml-2 rounded-full bg-emerald-700 px-2 py-0.5 text-xs font-medium text-white">
                      <Trans>Your family</Trans>
                    </span>
                  )}
                </th>
                <td className="py-2 pr-2 text-right tabular-nums font-medium text-slate-900">
                  {formatMoney(school.netPriceByIncome[band.id], notReported)}
                  {school.netPriceByIncome[band.id] !== null && (
                    <span className="block text-xs font-normal text-slate-600">{ownYear(school, `netPrice.byIncome.${band.id}`)}</span>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
        {Object.values(school.netPriceByIncome).some((price) => price !== null && price < 0) && (
          <p className="mt-3 text-sm text-slate-600" data-testid="negative-net-price-note">
            <Trans>
              A negative figure is real: on average those families received more in grants than the cost of attendance, as the college
              reported it to the College Scorecard.
            </Trans>
          </p>
        )}
        {/* With a band chosen, "Your estimated net price" above links to the calculator. */}
        {incomeBand ? null : school.urls.netPriceCalculator ? (
          <a
            href={school.urls.netPriceCalculator}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-4 inline-block text-sm font-medium text-indigo-700 hover:underline"
          >
            <Trans>
              Get a personal estimate with the college's net price calculator<span className="sr-only"> (opens in a new tab)</span>
            </Trans>
          </a>
        ) : (
          <p className="mt-4 text-sm text-slate-600">
            <Trans>Net price calculator: not reported.</Trans>
          </p>
        )}
      </section>
      <AidShares school={school} />
    </div>
  );
}
