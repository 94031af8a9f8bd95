import type { I18n } from '@lingui/core';
import { msg, plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { CartesianGrid, ResponsiveContainer, Scatter, ScatterChart, XAxis, YAxis } from 'recharts';
import type { CollegeHistory } from '@campuspath/contract/admission-history';
import { HISTORY_DECISIONS, type HistoryDecision } from '@campuspath/contract/admission-history-terms';
import { gpaText } from '../history-student-words.ts';
import { DecisionMark, YouMark } from './decision-marks.tsx';

/**
 * The scattergram: GPA (up) against test score on the SAT scale (across), one mark
 * per past applicant, each decision its own shape and colour, the student's own position a star;
 * beside it, on the same GPA scale, the strip of applicants who applied without a test score.
 * Loaded lazily: recharts is large and only signed-in students of a school (and its counselors)
 * ever see this. The chart is a picture for the eye (role="img"); the table beside it in the
 * page carries the same figures for screen readers. Tapping or clicking a mark says, under the
 * chart, the values at that spot as the chart rounds them and every decision there (marks at one
 * rounded spot sit on top of each other).
 */
const MARGIN = { top: 12, right: 12, bottom: 0, left: 0 };
const AXIS_HEIGHT = 40;
// Room for a whole mark at 4.0 and at the bottom, the same on the chart and the strip so their GPA scales line up.
const PADDING_Y = { top: 8, bottom: 6 };
const TICK = { fontSize: 12, fill: '#475569' };

interface ChartPoint {
  x: number;
  y: number;
  decision: HistoryDecision;
}

interface CenteredProps {
  cx?: number;
  cy?: number;
  payload?: ChartPoint;
}

/** Where a tap landed: a GPA, and a score (null on the no-test strip). */
interface Spot {
  gpa: number;
  score: number | null;
}

/** A mark with a larger, invisible target around it, so a finger can tap it. */
const markFor = (decision: HistoryDecision, onPick: (point: ChartPoint) => void) =>
  function Mark(props: unknown) {
    const { cx = 0, cy = 0, payload } = props as CenteredProps;
    return (
      <g onClick={() => payload && onPick(payload)} style={{ cursor: 'pointer' }}>
        <circle cx={cx} cy={cy} r={11} fill="transparent" />
        <DecisionMark decision={decision} cx={cx} cy={cy} />
      </g>
    );
  };

/** What is at a spot: "GPA 3.70, SAT scale 1380: 2 admitted, 1 denied (3 past applicants here)". */
const DECISION_COUNT_WORDS = {
  admitted: (count: number) => msg`${count} admitted`,
  denied: (count: number) => msg`${count} denied`,
  waitlisted: (count: number) => msg`${count} waitlisted`,
} as const;

function spotText(i18n: I18n, college: CollegeHistory, spot: Spot): string {
  const here =
    spot.score === null
      ? college.strip.filter((point) => point.gpa === spot.gpa)
      : college.points.filter((point) => point.gpa === spot.gpa && point.score === spot.score);
  const counts = HISTORY_DECISIONS.map((decision) => [decision, here.filter((point) => point.decision === decision).length] as const)
    .filter(([, count]) => count > 0)
    .map(([decision, count]) => i18n._(DECISION_COUNT_WORDS[decision](count)))
    .join(', ');
  const gpa = gpaText(spot.gpa);
  const score = spot.score;
  const where = score === null ? i18n._(msg`GPA ${gpa}, no test score`) : i18n._(msg`GPA ${gpa}, test score ${score} (SAT scale)`);
  const total = here.length;
  return i18n._(msg`${where}: ${counts} (${plural(total, { one: '# past applicant', other: '# past applicants' })} here).`);
}
function You(props: unknown) {
  const { cx = 0, cy = 0 } = props as CenteredProps;
  return (
    <g>
      <YouMark cx={cx} cy={cy} />
      <text x={cx + 11} y={cy + 4} fontSize={12} fontWeight={700} fill="#312e81" stroke="#fff" strokeWidth={3} paintOrder="stroke">
        <Trans>You</Trans>
      </text>
    </g>
  );
}

/** A spread across the strip that is the same on every render (no randomness: server and browser agree). */
const spread = (index: number) => 0.12 + (((index * 37) % 97) / 97) * 0.76;

export interface HistoryChartProps {
  college: CollegeHistory;
  /** Names the chart for the eye's alternative (the table follows it on the page). */
  label: string;
}

export default function HistoryChart({ college, label }: HistoryChartProps) {
  const { t, i18n } = useLingui();
  const you = college.you;
  const [spot, setSpot] = useState<Spot | null>(null);
  const pickPoint = (point: ChartPoint) => setSpot({ gpa: point.y, score: point.x });
  const pickStrip = (point: ChartPoint) => setSpot({ gpa: point.y, score: null });
  const gpas = [...college.points.map((point) => point.gpa), ...college.strip.map((point) => point.gpa), you?.gpa ?? 4];
  const scores = [...college.points.map((point) => point.score), you?.score ?? 1600];
  const gpaDomain: [number, number] = [Math.min(3, Math.floor(Math.min(...gpas) * 2) / 2), 4];
  const scoreDomain: [number, number] = [Math.max(400, Math.floor((Math.min(...scores) - 20) / 200) * 200), 1600];
  const scoreTicks = Array.from({ length: (1600 - scoreDomain[0]) / 200 + 1 }, (_, index) => scoreDomain[0] + index * 200);
  const gpaTicks = Array.from({ length: (4 - gpaDomain[0]) / 0.5 + 1 }, (_, index) => gpaDomain[0] + index * 0.5);
  const byDecision = (decision: HistoryDecision): ChartPoint[] =>
    college.points.filter((point) => point.decision === decision).map((point) => ({ x: point.score, y: point.gpa, decision }));
  const stripBy = (decision: HistoryDecision): ChartPoint[] =>
    college.strip.flatMap((point, index) => (point.decision === decision ? [{ x: spread(index), y: point.gpa, decision }] : []));
  const youOnChart = you && you.gpa !== null && you.score !== null ? [{ x: you.score, y: you.gpa }] : [];
  const youOnStrip = you && you.gpa !== null && you.score === null ? [{ x: 0.5, y: you.gpa }] : [];

  return (
    <div>
      <div className="flex gap-1" role="img" aria-label={label}>
        <div className="h-72 min-w-0 flex-1 sm:h-80">
          <ResponsiveContainer width="100%" height="100%">
            <ScatterChart margin={MARGIN} accessibilityLayer={false}>
              <CartesianGrid strokeDasharray="3 3" stroke="#e2e8f0" />
              <XAxis
                type="number"
                dataKey="x"
                domain={scoreDomain}
                ticks={scoreTicks}
                padding={{ left: 6, right: 8 }}
                height={AXIS_HEIGHT}
                tick={TICK}
                label={{ value: t`Test score (SAT scale)`, position: 'insideBottom', offset: 0, fontSize: 12, fill: '#334155' }}
              />
              <YAxis
                type="number"
                dataKey="y"
                domain={gpaDomain}
                ticks={gpaTicks}
                padding={PADDING_Y}
                width={44}
                tick={TICK}
                tickFormatter={(value: number) => value.toFixed(1)}
                label={{ value: t`GPA`, angle: -90, position: 'insideLeft', offset: 12, fontSize: 12, fill: '#334155' }}
              />
              {/* The student's star first: the points are drawn over it, so none is hidden. */}
              {youOnChart.length ? <Scatter data={youOnChart} shape={You} isAnimationActive={false} /> : null}
              {HISTORY_DECISIONS.map((decision) => (
                <Scatter key={decision} data={byDecision(decision)} shape={markFor(decision, pickPoint)} isAnimationActive={false} />
              ))}
            </ScatterChart>
          </ResponsiveContainer>
        </div>
        {college.strip.length > 0 || youOnStrip.length ? (
          <div className="h-72 w-20 shrink-0 border-l border-dashed border-slate-300 sm:h-80 sm:w-24">
            <ResponsiveContainer width="100%" height="100%">
              <ScatterChart margin={{ ...MARGIN, left: 4, right: 4 }} accessibilityLayer={false}>
                <XAxis
                  type="number"
                  dataKey="x"
                  domain={[0, 1]}
                  height={AXIS_HEIGHT}
                  tick={false}
                  axisLine={false}
                  label={{ value: t`No test`, position: 'insideBottom', offset: 0, fontSize: 12, fill: '#334155' }}
                />
                <YAxis type="number" dataKey="y" domain={gpaDomain} padding={PADDING_Y} hide />
                {youOnStrip.length ? <Scatter data={youOnStrip} shape={You} isAnimationActive={false} /> : null}
                {HISTORY_DECISIONS.map((decision) => (
                  <Scatter key={decision} data={stripBy(decision)} shape={markFor(decision, pickStrip)} isAnimationActive={false} />
                ))}
              </ScatterChart>
            </ResponsiveContainer>
          </div>
        ) : null}
      </div>
      <p aria-live="polite" className="mt-2 min-h-5 text-sm text-slate-700" data-testid="history-spot">
        {spot ? spotText(i18n, college, spot) : t`Tap or click a mark to see its values.`}
      </p>
    </div>
  );
}
