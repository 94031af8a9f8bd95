import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { TrendPoint } from '@campuspath/contract/school-detail';
import { formatMoney } from '../../../lib/format-money.ts';

/**
 * Admission-rate and tuition trends from the yearly Scorecard data. Loaded lazily (recharts is
 * large). A private college has one published tuition: one line, never "in-state".
 */
export default function TrendCharts({ trends, isPublic }: { trends: TrendPoint[]; isPublic: boolean }) {
  const admission = trends
    .filter((t) => t.admissionRate !== null)
    .map((t) => ({ year: t.year, value: Math.round(t.admissionRate! * 1000) / 10 }));
  const tuition = trends
    .filter((t) => t.tuitionInState !== null || t.tuitionOutOfState !== null)
    .map((t) => ({ year: t.year, inState: t.tuitionInState, outOfState: t.tuitionOutOfState }));
  const years = trends.length ? `${trends[0]!.year} to ${trends.at(-1)!.year}.` : '';
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Chart
        title="Admission rate"
        caption={`Percent of applicants admitted, fall of each academic year, for all campuses sharing the college's federal aid ID (ADM_RATE_ALL). ${years}`}
        empty={admission.length < 2}
      >
        <LineChart data={admission} margin={{ top: 8, right: 12, left: 0, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="year" tick={{ fontSize: 12, fill: '#475569' }} />
          <YAxis unit="%" width={44} tick={{ fontSize: 12, fill: '#475569' }} domain={[0, 'auto']} />
          <Tooltip formatter={(value) => [`${String(value)}%`, 'Admitted']} />
          <Line type="monotone" dataKey="value" name="Admission rate" stroke="#4f46e5" strokeWidth={2} dot />
        </LineChart>
      </Chart>
      <Chart
        title="Tuition and fees"
        caption={`${isPublic ? 'In-state and out-of-state, per' : 'Per'} year. ${years}`}
        empty={tuition.length < 2}
      >
        <LineChart data={tuition} margin={{ top: 8, right: 12, left: 8, bottom: 0 }}>
          <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
          <XAxis dataKey="year" tick={{ fontSize: 12, fill: '#475569' }} />
          <YAxis width={64} tick={{ fontSize: 12, fill: '#475569' }} tickFormatter={(v: number) => `$${Math.round(v / 1000)}k`} />
          <Tooltip formatter={(value, name) => [formatMoney(Number(value)), name]} />
          <Line
            type="monotone"
            dataKey="inState"
            name={isPublic ? 'In-state' : 'Tuition and fees'}
            stroke="#059669"
            strokeWidth={2}
            dot
            connectNulls
          />
          {isPublic && <Line type="monotone" dataKey="outOfState" name="Out-of-state" stroke="#d97706" strokeWidth={2} dot connectNulls />}
        </LineChart>
      </Chart>
    </div>
  );
}

function Chart({ title, caption, empty, children }: { title: string; caption: string; empty: boolean; children: React.ReactElement }) {
  return (
    <figure className="rounded-xl border border-slate-200 bg-white p-5">
      <figcaption>
        <span className="block text-lg font-semibold">{title}</span>
        <span className="text-sm text-slate-600">{caption}</span>
      </figcaption>
      {empty ? (
        <p className="mt-3 text-sm text-slate-600">Not reported for enough years to show a trend.</p>
      ) : (
        <div className="mt-3 h-56" role="img" aria-label={`${title} chart`}>
          <ResponsiveContainer width="100%" height="100%">
            {children}
          </ResponsiveContainer>
        </div>
      )}
    </figure>
  );
}
