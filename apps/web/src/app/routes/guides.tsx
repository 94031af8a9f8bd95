import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Callout, ProsePage } from '../../components/layout/prose-page.tsx';
import { paths } from '../../config/paths.ts';
import { formatDay } from '../../lib/format-date.ts';

interface Step {
  id: string;
  when: MessageDescriptor;
  title: MessageDescriptor;
  what: ReactNode;
  /** The part of CampusPath that does it. */
  where: { label: MessageDescriptor; href: string }[];
}

/** A day of the season (month 1-12) written for the page's language: "August 1", "1 de agosto". The year is never shown. */
const seasonDay = (month: number, day: number) =>
  formatDay(`2000-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`, 'monthDay');

/** The national dates the steps name, written once per render in the page's language. */
function seasonDates() {
  return {
    augustFirst: seasonDay(8, 1),
    octoberFirst: seasonDay(10, 1),
    novemberFirst: seasonDay(11, 1),
    novemberFifteenth: seasonDay(11, 15),
    januaryFirst: seasonDay(1, 1),
    januaryFifteenth: seasonDay(1, 15),
    mayFirst: seasonDay(5, 1),
  };
}

/**
 * The season step by step, from junior spring to senior May. Dates are the national ones
 * (Common App, FAFSA, CSS Profile, the May 1 reply date) or said to be typical; every college
 * sets its own, so each step says to check. No year is printed: the steps repeat every season.
 */
function seasonSteps({
  augustFirst,
  octoberFirst,
  novemberFirst,
  novemberFifteenth,
  januaryFirst,
  januaryFifteenth,
  mayFirst,
}: ReturnType<typeof seasonDates>): Step[] {
  return [
    {
      id: 'junior-spring',
      when: msg`Junior year, spring`,
      title: msg`Start a first list and take a test`,
      what: (
        <Trans>
          Search widely by place, size, cost and major, and save anything that interests you. Plan an SAT or ACT date if your colleges want
          one (many are test-optional). Add your GPA, scores and intended majors to your profile: your chance at each college needs a test
          score.
        </Trans>
      ),
      where: [
        { label: msg`Explore colleges`, href: paths.explore.getHref() },
        { label: msg`Browse by major`, href: paths.programs.getHref() },
        { label: msg`SAT and ACT prep`, href: paths.testPrep.getHref() },
        { label: msg`Your academic profile`, href: paths.academics.getHref() },
      ],
    },
    {
      id: 'junior-summer',
      when: msg`The summer before senior year`,
      title: msg`Visit, compare costs, start the essay`,
      what: (
        <Trans>
          Visit campuses or take their own virtual tours. Look at net price for your family's income, not the sticker price. The Common App
          opens on {augustFirst}: draft your personal essay before school starts.
        </Trans>
      ),
      where: [
        { label: msg`Tours and visits`, href: paths.virtualTours.getHref() },
        { label: msg`Compare colleges`, href: paths.compare.getHref() },
        { label: msg`Financial aid guide`, href: paths.financialAid.getHref() },
        { label: msg`Essay tips`, href: paths.essayTips.getHref() },
      ],
    },
    {
      id: 'senior-september',
      when: msg`Senior year, September and October`,
      title: msg`Settle a balanced list and ask for letters`,
      what: (
        <Trans>
          Aim for a mix of reach, target and safety colleges you would be happy to attend. Ask teachers for recommendation letters early,
          with your list and deadlines. The FAFSA and the CSS Profile open on {octoberFirst}.
        </Trans>
      ),
      where: [
        { label: msg`Recommendations and your chances`, href: paths.recommendations.getHref() },
        { label: msg`Saved colleges and the balance check`, href: paths.saved.getHref() },
        { label: msg`Recommendation letters`, href: paths.applications.getHref('letters') },
        { label: msg`FAFSA and CSS Profile`, href: `${paths.financialAid.getHref()}#dates` },
      ],
    },
    {
      id: 'senior-november',
      when: msg`November`,
      title: msg`Early deadlines`,
      what: (
        <Trans>
          Many Early Decision and Early Action deadlines fall on {novemberFirst} or {novemberFifteenth} (typical dates: check each college).
          Early Decision is binding: if admitted, you withdraw your other applications.
        </Trans>
      ),
      where: [
        { label: msg`Your applications`, href: paths.applications.getHref() },
        { label: msg`Timeline and reminders`, href: paths.timeline.getHref() },
      ],
    },
    {
      id: 'senior-winter',
      when: msg`December and January`,
      title: msg`Regular deadlines and scholarships`,
      what: (
        <Trans>
          Many Regular Decision deadlines fall on {januaryFirst} or {januaryFifteenth} (again, typical: check each college). Send test
          scores and transcripts where asked, and apply for scholarships with their own deadlines.
        </Trans>
      ),
      where: [
        { label: msg`Deadlines calendar`, href: paths.applications.getHref('deadlines') },
        { label: msg`Tasks`, href: paths.tasks.getHref() },
        { label: msg`Finding scholarships`, href: paths.scholarships.getHref() },
      ],
    },
    {
      id: 'senior-spring',
      when: msg`February to April`,
      title: msg`Decisions and aid offers`,
      what: (
        <Trans>
          Decisions and financial aid offers arrive. Compare what each college would really cost, and ask a college's aid office when an
          offer is unclear. A waitlist is never a guarantee: keep your best admitted option.
        </Trans>
      ),
      where: [
        { label: msg`Your applications`, href: paths.applications.getHref() },
        { label: msg`Compare colleges`, href: paths.compare.getHref() },
        { label: msg`Financial aid guide`, href: paths.financialAid.getHref() },
      ],
    },
    {
      id: 'senior-may',
      when: msg`By ${mayFirst}`,
      title: msg`Choose, and deposit once`,
      what: (
        <Trans>
          {mayFirst} is the customary date by which most colleges ask admitted students to reply and pay a deposit; some set other dates,
          and Early Decision sets its own. Deposit at one college only: holding places at several is against the norms counselors teach, and
          a college may withdraw its offer.
        </Trans>
      ),
      where: [{ label: msg`Timeline`, href: paths.timeline.getHref() }],
    },
  ];
}

/** /guides: the season step by step, each step linking to the part of CampusPath that does it. */
export function Component() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const dates = seasonDates();
  const { mayFirst } = dates;
  return (
    <ProsePage
      eyebrow={t`Guides`}
      title={t`The college season, step by step`}
      intro={t`From the spring of junior year to ${mayFirst} of senior year: what to do when, and where CampusPath helps.`}
      description={t`A step-by-step college application season from junior spring to senior May, with the national dates and where CampusPath does each step.`}
    >
      <ol className="mt-8 space-y-6" aria-label={t`The season, step by step`}>
        {seasonSteps(dates).map((step, index) => {
          const stepNumber = index + 1;
          const when = i18n._(step.when);
          const title = i18n._(step.title);
          return (
            <li key={step.id} id={step.id} className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
              <p className="text-sm font-semibold text-indigo-700">
                <Trans>
                  Step {stepNumber} · {when}
                </Trans>
              </p>
              <h2 className="mt-1 text-xl font-bold text-slate-900">{title}</h2>
              <p className="mt-2 text-slate-700">{step.what}</p>
              <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={t`Where CampusPath helps: ${title}`}>
                {step.where.map((link) => (
                  <li key={link.href}>
                    <Link to={link.href} className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900">
                      {i18n._(link.label)}
                    </Link>
                  </li>
                ))}
              </ul>
            </li>
          );
        })}
      </ol>

      <h2 id="more">
        <Trans>More guides</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            <Link to={paths.essayTips.getHref()}>Essay tips</Link>: the Common App essay and supplements.
          </Trans>
        </li>
        <li>
          <Trans>
            <Link to={paths.testPrep.getHref()}>SAT and ACT prep</Link>: free official practice and test-optional colleges.
          </Trans>
        </li>
        <li>
          <Trans>
            <Link to={paths.scholarships.getHref()}>Finding scholarships</Link>, and avoiding scams.
          </Trans>
        </li>
        <li>
          <Trans>
            <Link to={paths.virtualTours.getHref()}>Tours and visits</Link>: finding each college's own.
          </Trans>
        </li>
      </ul>

      <Callout>
        <p>
          <Trans>
            Dates marked typical are the most common choices, not rules: every college sets its own deadlines. Check each on the college's
            website, and keep them in your <Link to={paths.applications.getHref()}>applications</Link> so reminders reach you in time.
          </Trans>
        </p>
      </Callout>
    </ProsePage>
  );
}
