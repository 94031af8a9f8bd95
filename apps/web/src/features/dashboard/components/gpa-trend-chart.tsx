import { Trans, useLingui } from '@lingui/react/macro';
import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

/** GPA by term on the 4.0 scale (spec section 9). Loaded lazily: recharts is large. */
export default function GpaTrendChart({ points }: { points: { term: string; gpa: number }[] }) {
  const { t } = useLingui();
  const summary = points.map((point) => `${point.term}: ${point.gpa.toFixed(2)}`).join(', ');
  return (
    <figure className="mt-4">
      <div className="h-48">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={points} margin={{ top: 8, right: 12, left: 0, bottom: 0 }}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="term" tick={{ fontSize: 12, fill: '#475569' }} />
            <YAxis domain={[0, 4]} ticks={[0, 1, 2, 3, 4]} width={32} tick={{ fontSize: 12, fill: '#475569' }} />
            <Tooltip formatter={(value) => [Number(value).toFixed(2), t`GPA`]} />
            <Line type="monotone" dataKey="gpa" name={t`GPA`} stroke="#4f46e5" strokeWidth={2} dot />
          </LineChart>
        </ResponsiveContainer>
      </div>
      <figcaption className="mt-2 text-sm text-slate-600">
        <Trans>GPA trend by term. {summary}.</Trans>
      </figcaption>
    </figure>
  );
}
