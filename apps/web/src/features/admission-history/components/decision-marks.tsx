import type { HistoryDecision } from '@campuspath/contract/admission-history-terms';

/**
 * The scattergram's marks: each decision has its own shape AND colour, so it reads
 * without colour (a filled circle, an X, a triangle), and "you" is a larger star outline. SVG fragments
 * centred on (cx, cy), for the chart's points and its legend alike.
 */
export const DECISION_COLORS: Record<HistoryDecision, string> = {
  admitted: '#047857',
  denied: '#be123c',
  waitlisted: '#b45309',
};
export const YOU_COLOR = '#4338ca';

export function DecisionMark({ decision, cx, cy }: { decision: HistoryDecision; cx: number; cy: number }) {
  const color = DECISION_COLORS[decision];
  if (decision === 'admitted') return <circle cx={cx} cy={cy} r={4.5} fill={color} stroke="#fff" strokeWidth={0.75} />;
  if (decision === 'denied') {
    return (
      <path
        d={`M${cx - 3.75},${cy - 3.75}L${cx + 3.75},${cy + 3.75}M${cx - 3.75},${cy + 3.75}L${cx + 3.75},${cy - 3.75}`}
        stroke={color}
        strokeWidth={2}
        strokeLinecap="round"
      />
    );
  }
  return <path d={`M${cx},${cy - 5}L${cx + 4.75},${cy + 3.75}L${cx - 4.75},${cy + 3.75}Z`} fill={color} stroke="#fff" strokeWidth={0.75} />;
}

/**
 * A five-pointed star for the student's own position: an outline, drawn under the points, so a
 * past applicant at the same spot still shows through it.
 */
export function YouMark({ cx, cy, size = 9 }: { cx: number; cy: number; size?: number }) {
  const points = Array.from({ length: 10 }, (_, index) => {
    const radius = index % 2 === 0 ? size : size * 0.45;
    const angle = (Math.PI / 5) * index - Math.PI / 2;
    return `${(cx + radius * Math.cos(angle)).toFixed(2)},${(cy + radius * Math.sin(angle)).toFixed(2)}`;
  });
  return <polygon points={points.join(' ')} fill="none" stroke={YOU_COLOR} strokeWidth={2} strokeLinejoin="round" />;
}

/** One legend entry's mark, in a small SVG of its own. */
export function LegendMark({ kind }: { kind: HistoryDecision | 'you' }) {
  return (
    <svg aria-hidden="true" width="16" height="16" viewBox="0 0 16 16" className="shrink-0">
      {kind === 'you' ? <YouMark cx={8} cy={8} size={7} /> : <DecisionMark decision={kind} cx={8} cy={8} />}
    </svg>
  );
}
