import { RadioGroup } from 'radix-ui';
import { Suspense, lazy, useId, useState } from 'react';
import { Link } from 'react-router';
import type { CollegeHistory, HistoryResponse } from '@campuspath/contract/admission-history';
import type { ApplicationRound } from '@campuspath/contract/applications-terms';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { roundChoices, sourceText } from '../history-words.ts';
import { HistoryTable } from './history-table.tsx';
import { LegendMark } from './decision-marks.tsx';
import { RoundCounts, StudentsLikeYou } from './history-figures.tsx';
import { SampleBadge } from '../../../components/ui/sample-badge.tsx';

// recharts loads only when a chart is drawn, never with the page around it.
const HistoryChart = lazy(() => import('./history-chart.tsx'));

const roundItem =
  'rounded-md px-2.5 py-1.5 text-sm font-medium text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-indigo-600 data-[state=checked]:bg-indigo-600 data-[state=checked]:text-white';

interface SchoolHistoryPanelProps {
  history: HistoryResponse;
  college: CollegeHistory;
  round: ApplicationRound | null;
  onRound: (round: ApplicationRound | null) => void;
  /** A new round's answer is on its way (the previous one stays, dimmed). */
  switching: boolean;
  /** The section's own heading; none when a dialog's title names it. */
  heading: 'h2' | 'h3' | null;
  /** A counselor's preview shows what students see, without a student's own position. */
  audience: 'student' | 'preview';
}

/**
 * "Your school's history" at one college: whose records these are, the student's
 * "students like you", a round filter, the scattergram with its GPA-only strip (or the same
 * figures as a table), and counts by round; when the school shows nothing, the reason in plain words.
 */
export function SchoolHistoryPanel({ history, college, round, onRound, switching, heading, audience }: SchoolHistoryPanelProps) {
  const headingId = useId();
  const [asTable, setAsTable] = useState(false);
  const Heading = heading ?? 'h2';
  // Nothing to filter when the college itself is under the minimum in every round.
  const nothing = !college.shown && round === null;
  const caption = `Past applicants from ${history.highSchool.name} to ${college.collegeName}${round ? `, ${roundChoices.find((choice) => choice.round === round)?.label}` : ''}, by GPA`;
  const you = college.you;
  // Only rounds with applicants to show (and the one chosen, so it can be left): an empty round is no choice.
  const rounds = roundChoices.filter((choice) => choice.round === round || college.byRound.some((entry) => entry.round === choice.round));

  return (
    <section
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : "Your school's history"}
      className="space-y-4"
      data-testid="school-history"
    >
      <div className="space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          {heading ? (
            <Heading id={headingId} className="text-lg font-semibold text-slate-900">
              {audience === 'preview' ? 'As students see it' : "Your school's history"}
            </Heading>
          ) : null}
          {history.sample ? <SampleBadge /> : null}
        </div>
        <p className="text-sm text-slate-600" data-testid="school-history-source">
          {sourceText(history.highSchool.name, history.classYears, history.sample)}
        </p>
      </div>

      {/* A college under the minimum says so once, below; "students like you" would only repeat it. */}
      {audience === 'student' && college.studentsLikeYou && !(nothing && college.studentsLikeYou.reason === 'too_few_applicants') ? (
        <StudentsLikeYou similar={college.studentsLikeYou} />
      ) : null}

      {nothing ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-700">{college.message}</p>
      ) : (
        <div className={`space-y-4 transition-opacity ${switching ? 'opacity-60' : ''}`} aria-busy={switching}>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            {/* The generated sample records no rounds: there is nothing to filter by. The radio pattern:
                arrow keys move and choose; Tab leaves the group. */}
            {history.sample ? null : (
              <RadioGroup.Root
                value={round ?? 'all'}
                onValueChange={(next) => onRound(next === 'all' ? null : (next as ApplicationRound))}
                aria-label="Round"
                orientation="horizontal"
                className="inline-flex w-fit flex-wrap rounded-lg border border-slate-300 bg-white p-0.5"
              >
                <RadioGroup.Item value="all" className={roundItem}>
                  All rounds
                </RadioGroup.Item>
                {rounds.map((choice) => (
                  <RadioGroup.Item
                    key={choice.round}
                    value={choice.round}
                    className={roundItem}
                    aria-label={choice.label}
                    title={choice.label}
                  >
                    {choice.short}
                  </RadioGroup.Item>
                ))}
              </RadioGroup.Root>
            )}
            {college.shown ? (
              <Button variant="secondary" aria-pressed={asTable} onClick={() => setAsTable((table) => !table)} className="w-fit">
                {asTable ? 'Show as chart' : 'Show as table'}
              </Button>
            ) : null}
          </div>

          {college.shown ? (
            <figure className="space-y-3">
              {asTable ? null : (
                <>
                  <Suspense fallback={<Skeleton className="h-72 w-full sm:h-80" />}>
                    <HistoryChart college={college} label={`Scattergram: ${caption}. The same figures are in the table that follows.`} />
                  </Suspense>
                  <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-label="Legend">
                    <li className="flex items-center gap-1.5">
                      <LegendMark kind="admitted" /> Admitted
                    </li>
                    <li className="flex items-center gap-1.5">
                      <LegendMark kind="waitlisted" /> Waitlisted
                    </li>
                    <li className="flex items-center gap-1.5">
                      <LegendMark kind="denied" /> Denied
                    </li>
                    {audience === 'student' && you && you.gpa !== null ? (
                      <li className="flex items-center gap-1.5">
                        <LegendMark kind="you" /> You
                      </li>
                    ) : null}
                  </ul>
                </>
              )}
              <div className={asTable ? '' : 'sr-only'}>
                <HistoryTable college={college} caption={caption} />
              </div>
              {/* Last in its figure: HTML allows a <figcaption> only as a figure's first or last child. */}
              <figcaption className="text-sm text-slate-600">
                {college.applicants} past {college.applicants === 1 ? 'applicant' : 'applicants'}
                {college.decisions
                  ? `: ${college.decisions.admitted} admitted, ${college.decisions.waitlisted} waitlisted, ${college.decisions.denied} denied`
                  : ''}
                .{college.strip.length > 0 ? ' Right of the dashed line: applicants who sent no test score, by GPA.' : ''}
                {audience === 'student' ? <YouLine you={you} /> : null}
              </figcaption>
            </figure>
          ) : (
            <p className="rounded-lg border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-700" role="status">
              {college.message}
            </p>
          )}
          <RoundCounts byRound={college.byRound} />
        </div>
      )}
    </section>
  );
}

function YouLine({ you }: { you: CollegeHistory['you'] }) {
  if (!you || you.gpa === null) {
    return (
      <>
        {' '}
        <Link to={paths.academics.getHref()} className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900">
          Add your unweighted GPA
        </Link>{' '}
        to see where you are.
      </>
    );
  }
  const score =
    you.score === null ? 'no test score (on the strip)' : `${you.basis === 'ACT' ? 'ACT on the SAT scale' : 'SAT'} ${you.score}`;
  return (
    <>
      {' '}
      You (the star): GPA {you.gpa.toFixed(2)}, {score}.
    </>
  );
}
