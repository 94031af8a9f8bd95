import { Trans, useLingui } from '@lingui/react/macro';
import { RadioGroup } from 'radix-ui';
import { Suspense, lazy, useId, useState } from 'react';
import { Link } from 'react-router';
import type { CollegeHistory, HistoryResponse } from '@campuspath/contract/admission-history';
import type { ApplicationRound } from '@campuspath/contract/applications-terms';
import { Button } from '../../../components/ui/button.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { paths } from '../../../config/paths.ts';
import { gpaText, hiddenWords, pastApplicantsWords, roundChoiceWords, sourceWords } from '../history-student-words.ts';
import { HistoryTable } from './history-table.tsx';
import { LegendMark } from './decision-marks.tsx';
import { RoundCounts, StudentsLikeYou } from './history-figures.tsx';
import { SampleBadge } from '../../../components/ui/sample-badge.tsx';

// recharts loads only when a chart is drawn, never with the page around it.
const HistoryChart = lazy(() => import('./history-chart.tsx'));

const roundItemClass =
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
  const { t, i18n } = useLingui();
  const headingId = useId();
  const [asTable, setAsTable] = useState(false);
  const Heading = heading ?? 'h2';
  // Nothing to filter when the college itself is under the minimum in every round.
  const nothing = !college.shown && round === null;
  const roundChoices = roundChoiceWords(i18n);
  const school = history.highSchool.name;
  const collegeName = college.collegeName;
  const roundName = round ? roundChoices.find((choice) => choice.round === round)?.label : undefined;
  const caption = roundName
    ? t`Past applicants from ${school} to ${collegeName}, ${roundName}, by GPA`
    : t`Past applicants from ${school} to ${collegeName}, by GPA`;
  const chartLabel = t`Scattergram: ${caption}. The same figures are in the table that follows.`;
  // Why nothing is shown, from the reason and the school's minimum (the API's `message` is its English).
  const hidden = college.reason ? hiddenWords(i18n, college.reason, history.displayMinimum, { round }) : college.message;
  const sampleLabel = t`Sample data: generated, not real students`;
  const you = college.you;
  // Only rounds with applicants to show (and the one chosen, so it can be left): an empty round is no choice.
  const rounds = roundChoices.filter((choice) => choice.round === round || college.byRound.some((entry) => entry.round === choice.round));

  return (
    <section
      aria-labelledby={heading ? headingId : undefined}
      aria-label={heading ? undefined : t`Your school's history`}
      className="space-y-4"
      data-testid="school-history"
    >
      <div className="space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          {heading ? (
            <Heading id={headingId} className="text-lg font-semibold text-slate-900">
              {audience === 'preview' ? t`As students see it` : t`Your school's history`}
            </Heading>
          ) : null}
          {history.sample ? <SampleBadge label={sampleLabel} /> : null}
        </div>
        <p className="text-sm text-slate-600" data-testid="school-history-source">
          {sourceWords(i18n, school, history.classYears, history.sample)}
        </p>
      </div>

      {/* A college under the minimum says so once, below; "students like you" would only repeat it. */}
      {audience === 'student' && college.studentsLikeYou && !(nothing && college.studentsLikeYou.reason === 'too_few_applicants') ? (
        <StudentsLikeYou similar={college.studentsLikeYou} minimum={history.displayMinimum} />
      ) : null}

      {nothing ? (
        <p className="rounded-lg border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-700">{hidden}</p>
      ) : (
        <div className={`space-y-4 transition-opacity ${switching ? 'opacity-60' : ''}`} aria-busy={switching}>
          <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
            {/* The generated sample records no rounds: there is nothing to filter by. The radio pattern:
                arrow keys move and choose; Tab leaves the group. */}
            {history.sample ? null : (
              <RadioGroup.Root
                value={round ?? 'all'}
                onValueChange={(next) => onRound(next === 'all' ? null : (next as ApplicationRound))}
                aria-label={t`Round`}
                orientation="horizontal"
                className="inline-flex w-fit flex-wrap rounded-lg border border-slate-300 bg-white p-0.5"
              >
                <RadioGroup.Item value="all" className={roundItemClass}>
                  <Trans>All rounds</Trans>
                </RadioGroup.Item>
                {rounds.map((choice) => (
                  <RadioGroup.Item
                    key={choice.round}
                    value={choice.round}
                    className={roundItemClass}
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
                {asTable ? t`Show as chart` : t`Show as table`}
              </Button>
            ) : null}
          </div>

          {college.shown ? (
            <figure className="space-y-3">
              {asTable ? null : (
                <>
                  <Suspense fallback={<Skeleton className="h-72 w-full sm:h-80" />}>
                    <HistoryChart college={college} label={chartLabel} />
                  </Suspense>
                  <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700" aria-label={t`Legend`}>
                    <li className="flex items-center gap-1.5">
                      <LegendMark kind="admitted" /> <Trans>Admitted</Trans>
                    </li>
                    <li className="flex items-center gap-1.5">
                      <LegendMark kind="waitlisted" /> <Trans>Waitlisted</Trans>
                    </li>
                    <li className="flex items-center gap-1.5">
                      <LegendMark kind="denied" /> <Trans>Denied</Trans>
                    </li>
                    {audience === 'student' && you && you.gpa !== null ? (
                      <li className="flex items-center gap-1.5">
                        <LegendMark kind="you" /> <Trans>You</Trans>
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
                <FigureCounts college={college} />
                {college.strip.length > 0 ? ` ${t`Right of the dashed line: applicants who sent no test score, by GPA.`}` : ''}
                {audience === 'student' ? <YouLine you={you} /> : null}
              </figcaption>
            </figure>
          ) : (
            <p className="rounded-lg border border-dashed border-slate-300 bg-white p-4 text-sm text-slate-700" role="status">
              {hidden}
            </p>
          )}
          <RoundCounts byRound={college.byRound} />
        </div>
      )}
    </section>
  );
}

/** "12 past applicants: 5 admitted, 2 waitlisted, 5 denied." */
function FigureCounts({ college }: { college: CollegeHistory }) {
  const { t, i18n } = useLingui();
  const applicants = pastApplicantsWords(i18n, college.applicants ?? 0);
  if (!college.decisions) return <>{t`${applicants}.`}</>;
  const { admitted, waitlisted, denied } = college.decisions;
  return <>{t`${applicants}: ${admitted} admitted, ${waitlisted} waitlisted, ${denied} denied.`}</>;
}

function YouLine({ you }: { you: CollegeHistory['you'] }) {
  const { t } = useLingui();
  if (!you || you.gpa === null) {
    return (
      <>
        {' '}
        <Trans>
          <Link to={paths.academics.getHref()} className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900">
            Add your unweighted GPA
          </Link>{' '}
          to see where you are.
        </Trans>
      </>
    );
  }
  const gpa = gpaText(you.gpa);
  const score = you.score;
  const line =
    score === null
      ? t`You (the star): GPA ${gpa}, no test score (on the strip).`
      : you.basis === 'ACT'
        ? t`You (the star): GPA ${gpa}, ACT on the SAT scale ${score}.`
        : t`You (the star): GPA ${gpa}, SAT ${score}.`;
  return <> {line}</>;
}
