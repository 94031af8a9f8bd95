import { CartesianGrid, Line, LineChart, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { GPA_MAX } from '@campuspath/contract/profile-terms';
import { numberFormat } from '../../../lib/number-format.ts';

const TICKS = Array.from({ length: GPA_MAX + 1 }, (_, index) => index);

/** One term's GPA, a point of the trend. */
export interface TermPoint {
  term: string;
  gpa: number;
}

/**
 * GPA by term on the 4.0 scale (spec section 9). The caption says the same in words. Its words
 * come from gpa-trend.tsx, so this chunk has no messages to wait for after recharts.
 */
export default function GpaTrendChart({ points, title, label }: { points: TermPoint[]; title: string; label: string }) {
  const gpa = numberFormat({ minimumFractionDigits: 2, maximumFractionDigits: 2 });
  const summary = points.map((point) => `${point.term}: ${gpa.format(point.gpa)}`).join(', ');
  return (
    <figure className="mt-6 rounded-xl border border-slate-200 p-4" data-testid="gpa-trend">
      <figcaption className="text-sm font-semibold text-slate-900">
        {title}
        <span className="mt-0.5 block font-normal text-slate-600">{summary}</span>
      </figcaption>
      <div className="mt-3 h-56" aria-hidden="true">
        <ResponsiveContainer width="100%" height="100%">
          <LineChart data={points} margin={{ top: 8, right: 16, left: 0, bottom: 0 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
            <XAxis dataKey="term" tick={{ fontSize: 12, fill: '#475569' }} />
            <YAxis domain={[0, GPA_MAX]} ticks={TICKS} width={32} tick={{ fontSize: 12, fill: '#475569' }} />
            <Tooltip formatter={(value) => [gpa.format(Number(value)), label]} />
            <Line type="monotone" dataKey="gpa" name={label} stroke="#4f46e5" strokeWidth={2} dot isAnimationActive={false} />
          </LineChart>
        </ResponsiveContainer>
      </div>
    </figure>
  );
}
