import { Trans, useLingui } from '@lingui/react/macro';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TrendPoint } from '@campuspath/contract/school-detail';
import { formatMoney, formatMoneyThousands } from '../../../lib/format-money.ts';
import { numberFormat } from '../../../lib/number-format.ts';

const PERCENT = { style: 'percent', maximumFractionDigits: 1 } as const;

/**
 * Admission-rate and tuition trends from the yearly Scorecard data. Loaded lazily (recharts is
 * large). A private college has one published tuition: one line, never "in-state".
 */
export default function TrendCharts({ trends, isPublic }: { trends: TrendPoint[]; isPublic: boolean }) {
  const { t } = useLingui();
  const admission = trends
    .filter((point) => point.admissionRate !== null)
    .map((point) => ({ year: point.year, value: Math.round(point.admissionRate! * 1000) / 10 }));
  const tuition = trends
    .filter((point) => point.tuitionInState !== null || point.tuitionOutOfState !== null)
    .map((point) => ({ year: point.year, inState: point.tuitionInState, outOfState: point.tuitionOutOfState }));
  const first = trends[0]?.year;
  const last = trends.at(-1)?.year;
  const years = trends.length ? t`${first} to ${last}.` : '';
  const admissionRate = t`Admission rate`;
  const tuitionAndFees = t`Tuition and fees`;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Chart
        title={admissionRate}
        caption={t`Percent of applicants admitted, fall of each academic year, for all campuses sharing the college's federal aid ID (ADM_RATE_ALL). ${years}`}
        empty={admission.length < 2}
      >
        <LineChart data={admission} margin={{ top: 8, right: 12, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="year" tick={{ fontSize: 12, fill: '#475569' }} />
          <YAxis unit="%" width={44} tick={{ fontSize: 12, fill: '#475569' }} domain={[0, 'auto']} />
          <Tooltip formatter={(value) => [numberFormat(PERCENT).format(Number(value) / 100), t`Admitted`]} />
          <Line type="monotone" dataKey="value" name={admissionRate} stroke="#4f46e5" strokeWidth={2} dot />
        </LineChart>
      </Chart>
      <Chart
        title={tuitionAndFees}
        caption={isPublic ? t`In-state and out-of-state, per year. ${years}` : t`Per year. ${years}`}
        empty={tuition.length < 2}
      >
        <LineChart data={tuition} margin={{ top: 8, right: 12, left: 8, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="year" tick={{ fontSize: 12, fill: '#475569' }} />
          <YAxis width={64} tick={{ fontSize: 12, fill: '#475569' }} tickFormatter={(value: number) => formatMoneyThousands(value)} />
          <Tooltip formatter={(value, name) => [formatMoney(Number(value)), name]} />
          <Line
            type="monotone"
            dataKey="inState"
            name={isPublic ? t`In-state` : tuitionAndFees}
            stroke="#059669"
            strokeWidth={2}
            dot
            connectNulls
          />
          {isPublic && (
            <Line type="monotone" dataKey="outOfState" name={t`Out-of-state`} stroke="#d97706" strokeWidth={2} dot connectNulls />
          )}
        </LineChart>
      </Chart>
    </div>
  );
}

function Chart({ title, caption, empty, children }: { title: string; caption: string; empty: boolean; children: React.ReactElement }) {
  const { t } = useLingui();
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-5">
      <figcaption>
        <span className="block text-lg font-semibold">{title}</span>
        <span className="text-sm text-slate-600">{caption}</span>
      </figcaption>
      {empty ? (
        <p className="mt-3 text-sm text-slate-600">
          <Trans>Not reported for enough years to show a trend.</Trans>
        </p>
      ) : (
        <div className="mt-3 h-56" role="img" aria-label={t`${title} chart`}>
          <ResponsiveContainer width="100%" height="100%">
            {children}
          </ResponsiveContainer>
        </div>
      )}
    </figure>
  );
}
