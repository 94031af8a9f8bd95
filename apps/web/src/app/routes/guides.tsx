import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Callout, ProsePage } from '../../components/layout/prose-page.tsx';
import { paths } from '../../config/paths.ts';

interface Step {
  id: string;
  when: string;
  title: string;
  what: ReactNode;
  /** The part of CampusPath that does it. */
  where: { label: string; href: string }[];
}

/**
 * The season step by step, from junior spring to senior May. Dates are the national ones
 * (Common App, FAFSA, CSS Profile, the May 1 reply date) or said to be typical; every college
 * sets its own, so each step says to check. No year is printed: the steps repeat every season.
 */
const STEPS: Step[] = [
  {
    id: 'junior-spring',
    when: 'Junior year, spring',
    title: 'Start a first list and take a test',
    what: (
      <>
        Search widely by place, size, cost and major, and save anything that interests you. Plan an SAT or ACT date if your colleges want
        one (many are test-optional). Add your GPA, scores and intended majors to your profile: your chance at each college needs a test
        score.
      </>
    ),
    where: [
      { label: 'Explore colleges', href: paths.explore.getHref() },
      { label: 'Browse by major', href: paths.programs.getHref() },
      { label: 'SAT and ACT prep', href: paths.testPrep.getHref() },
      { label: 'Your academic profile', href: paths.academics.getHref() },
    ],
  },
  {
    id: 'junior-summer',
    when: 'The summer before senior year',
    title: 'Visit, compare costs, start the essay',
    what: (
      <>
        Visit campuses or take their own virtual tours. Look at net price for your family's income, not the sticker price. The Common App
        opens on August 1: draft your personal essay before school starts.
      </>
    ),
    where: [
      { label: 'Tours and visits', href: paths.virtualTours.getHref() },
      { label: 'Compare colleges', href: paths.compare.getHref() },
      { label: 'Financial aid guide', href: paths.financialAid.getHref() },
      { label: 'Essay tips', href: paths.essayTips.getHref() },
    ],
  },
  {
    id: 'senior-september',
    when: 'Senior year, September and October',
    title: 'Settle a balanced list and ask for letters',
    what: (
      <>
        Aim for a mix of reach, target and safety colleges you would be happy to attend. Ask teachers for recommendation letters early, with
        your list and deadlines. The FAFSA and the CSS Profile open on October 1.
      </>
    ),
    where: [
      { label: 'Recommendations and your chances', href: paths.recommendations.getHref() },
      { label: 'Saved colleges and the balance check', href: paths.saved.getHref() },
      { label: 'Recommendation letters', href: paths.applications.getHref('letters') },
      { label: 'FAFSA and CSS Profile', href: `${paths.financialAid.getHref()}#dates` },
    ],
  },
  {
    id: 'senior-november',
    when: 'November',
    title: 'Early deadlines',
    what: (
      <>
        Many Early Decision and Early Action deadlines fall on November 1 or 15 (typical dates: check each college). Early Decision is
        binding: if admitted, you withdraw your other applications.
      </>
    ),
    where: [
      { label: 'Your applications', href: paths.applications.getHref() },
      { label: 'Timeline and reminders', href: paths.timeline.getHref() },
    ],
  },
  {
    id: 'senior-winter',
    when: 'December and January',
    title: 'Regular deadlines and scholarships',
    what: (
      <>
        Many Regular Decision deadlines fall on January 1 or 15 (again, typical: check each college). Send test scores and transcripts where
        asked, and apply for scholarships with their own deadlines.
      </>
    ),
    where: [
      { label: 'Deadlines calendar', href: paths.applications.getHref('deadlines') },
      { label: 'Tasks', href: paths.tasks.getHref() },
      { label: 'Finding scholarships', href: paths.scholarships.getHref() },
    ],
  },
  {
    id: 'senior-spring',
    when: 'February to April',
    title: 'Decisions and aid offers',
    what: (
      <>
        Decisions and financial aid offers arrive. Compare what each college would really cost, and ask a college's aid office when an offer
        is unclear. A waitlist is never a guarantee: keep your best admitted option.
      </>
    ),
    where: [
      { label: 'Your applications', href: paths.applications.getHref() },
      { label: 'Compare colleges', href: paths.compare.getHref() },
      { label: 'Financial aid guide', href: paths.financialAid.getHref() },
    ],
  },
  {
    id: 'senior-may',
    when: 'By May 1',
    title: 'Choose, and deposit once',
    what: (
      <>
        May 1 is the customary date by which most colleges ask admitted students to reply and pay a deposit; some set other dates, and Early
        Decision sets its own. Deposit at one college only: holding places at several is against the norms counselors teach, and a college
        may withdraw its offer.
      </>
    ),
    where: [{ label: 'Timeline', href: paths.timeline.getHref() }],
  },
];

/** /guides: the season step by step, each step linking to the part of CampusPath that does it. */
export function Component() {
  return (
    <ProsePage
      eyebrow="Guides"
      title="The college season, step by step"
      intro="From the spring of junior year to May 1 of senior year: what to do when, and where CampusPath helps."
      description="A step-by-step college application season from junior spring to senior May, with the national dates and where CampusPath does each step."
    >
      <ol className="mt-8 space-y-6" aria-label="The season, step by step">
        {STEPS.map((step, index) => (
          <li key={step.id} id={step.id} className="scroll-mt-24 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
            <p className="text-sm font-semibold text-indigo-700">
              Step {index + 1} · {step.when}
            </p>
            <h2 className="mt-1 text-xl font-bold text-slate-900">{step.title}</h2>
            <p className="mt-2 text-slate-700">{step.what}</p>
            <ul className="mt-3 flex flex-wrap gap-x-4 gap-y-1 text-sm" aria-label={`Where CampusPath helps: ${step.title}`}>
              {step.where.map((link) => (
                <li key={link.href}>
                  <Link to={link.href} className="font-medium text-indigo-700 underline underline-offset-2 hover:text-indigo-900">
                    {link.label}
                  </Link>
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ol>

      <h2 id="more">More guides</h2>
      <ul>
        <li>
          <Link to={paths.essayTips.getHref()}>Essay tips</Link>: the Common App essay and supplements.
        </li>
        <li>
          <Link to={paths.testPrep.getHref()}>SAT and ACT prep</Link>: free official practice and test-optional colleges.
        </li>
        <li>
          <Link to={paths.scholarships.getHref()}>Finding scholarships</Link>, and avoiding scams.
        </li>
        <li>
          <Link to={paths.virtualTours.getHref()}>Tours and visits</Link>: finding each college's own.
        </li>
      </ul>

      <Callout>
        <p>
          Dates marked typical are the most common choices, not rules: every college sets its own deadlines. Check each on the college's
          website, and keep them in your <Link to={paths.applications.getHref()}>applications</Link> so reminders reach you in time.
        </p>
      </Callout>
    </ProsePage>
  );
}
