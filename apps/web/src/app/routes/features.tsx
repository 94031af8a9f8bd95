import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import {
  ArrowRight,
  BellRing,
  BookmarkCheck,
  Building2,
  ChartScatter,
  Columns3,
  FileText,
  GraduationCap,
  MapPinned,
  Search,
  Sparkles,
  UsersRound,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProsePage } from '../../components/layout/prose-page.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';

interface Feature {
  icon: ReactNode;
  title: MessageDescriptor;
  text: MessageDescriptor;
}

/** What a visitor can use without an account. */
const EVERYONE: Feature[] = [
  {
    icon: <Search className="size-5" />,
    title: msg`Search 3,000+ colleges`,
    text: msg`Typo-tolerant search by name, nickname or initials (“pensylvania”, “MIT”, “UConn”), and plain language: “nursing in ohio”, “cheap colleges near 30332”, “within 50 miles of 10027”.`,
  },
  {
    icon: <MapPinned className="size-5" />,
    title: msg`Filters, sorting and a map`,
    text: msg`Filter by region, state, type, size, tuition, admission rate, major, test policy, net price for your family income and distance from a ZIP code; sort by any of them; see every match on a map drawn in your browser. The whole view lives in the address, so you can share it.`,
  },
  {
    icon: <Building2 className="size-5" />,
    title: msg`University pages`,
    text: msg`Costs and cost of attendance, net price for five family-income bands, admissions and test ranges, graduation rates and earnings, majors, similar colleges, and each figure’s source and year.`,
  },
  {
    icon: <Columns3 className="size-5" />,
    title: msg`Compare and browse by major`,
    text: msg`Up to six colleges side by side in a link you can share, and the 38 fields of study with the colleges that award degrees in each.`,
  },
];

/** What a student's free account adds. */
const STUDENTS: Feature[] = [
  {
    icon: <Sparkles className="size-5" />,
    title: msg`Recommendations and your chances`,
    text: msg`With a test score on your profile: your estimated chance and a Reach, Target or Safety label at every college, with each step of the estimate explained; recommendations ranked by your scores, majors, budget and preferences; a balance check of your saved list.`,
  },
  {
    icon: <FileText className="size-5" />,
    title: msg`Applications, essays, documents and letters`,
    text: msg`One tracker for every application with its checklist and deadline; essays with word counts and every earlier version; documents up to 10 MB; recommendation letters and their status.`,
  },
  {
    icon: <BellRing className="size-5" />,
    title: msg`Timeline, reminders and a calendar feed`,
    text: msg`Every deadline in the college’s own time zone, the national dates of your season, reminders in the app and by email when you choose, a weekly digest, and a private calendar feed for Google, Apple or Outlook calendars.`,
  },
  {
    icon: <BookmarkCheck className="size-5" />,
    title: msg`Your data stays yours`,
    text: msg`Tasks, saved colleges and your profile under your own account; export everything as JSON or delete your account at any time.`,
  },
];

/** What parents and counselors get, always only what a student shares. */
const AROUND: Feature[] = [
  {
    icon: <UsersRound className="size-5" />,
    title: msg`Parents and guardians`,
    text: msg`A student invites a parent and chooses, switch by switch, what they see: colleges and applications, profile, costs, tasks, essays, documents, letters. Parents read the plan, choose their own income band for net prices, and can get a weekly email of what is due.`,
  },
  {
    icon: <GraduationCap className="size-5" />,
    title: msg`Counselors`,
    text: msg`A counselor creates their high school; students join with its code and choose to share. The caseload shows every sharing student’s applications, deadlines and what is overdue; counselors add tasks and leave notes on applications and essays.`,
  },
  {
    icon: <ChartScatter className="size-5" />,
    title: msg`Your school’s own admission history and checked deadlines`,
    text: msg`A high school imports its past applicants’ outcomes (no names): its students see a scattergram per college and “students like you”, with small groups never shown. Counselors record the deadlines they checked, with the source, for students to use.`,
  },
];

function FeatureGrid({ label, features }: { label: string; features: Feature[] }) {
  const { i18n } = useI18n();
  return (
    <ul className="mt-6 grid gap-4 sm:grid-cols-2" aria-label={label}>
      {features.map((feature) => (
        <li key={feature.title.id} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
          <span aria-hidden="true" className="grid size-10 place-items-center rounded-xl bg-indigo-50 text-indigo-600">
            {feature.icon}
          </span>
          <h3 className="mt-4 font-semibold text-slate-900">{i18n._(feature.title)}</h3>
          <p className="mt-1 text-sm leading-6 text-slate-600">{i18n._(feature.text)}</p>
        </li>
      ))}
    </ul>
  );
}

/** /features: what CampusPath does today, for visitors, students, parents and counselors. Nothing here is "coming". */
export function Component() {
  const { t } = useLingui();
  return (
    <ProsePage
      eyebrow={t`Features`}
      title={t`What CampusPath does`}
      intro={t`Everything here works today, on real U.S. Department of Education data, for students and for the parents and counselors they choose to share with.`}
      description={t`CampusPath's features: college search on federal data, net price by income, compare, applications and essays, reminders and a calendar feed, parents, counselors and a high school's own admission history.`}
    >
      <h2 id="everyone">
        <Trans>For everyone, without an account</Trans>
      </h2>
      <FeatureGrid label={t`For everyone`} features={EVERYONE} />

      <h2 id="students">
        <Trans>With a free student account</Trans>
      </h2>
      <FeatureGrid label={t`For students`} features={STUDENTS} />

      <h2 id="family-and-school">
        <Trans>For parents and counselors</Trans>
      </h2>
      <FeatureGrid label={t`For parents and counselors`} features={AROUND} />
      <p>
        <Trans>
          Nothing is shared until the student shares it, and a student can change or stop any sharing at any time. The{' '}
          <Link to={paths.privacy.getHref()}>Privacy Policy</Link> says who sees what.
        </Trans>
      </p>

      <h2 id="try">
        <Trans>Try it</Trans>
      </h2>
      <p>
        <Trans>
          “Try the demo” on the sign-in page opens a private student account full of sample content, or a counselor’s with a sample high
          school; both are deleted a day later.
        </Trans>
      </p>
      <div className="mt-8 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.explore.getHref()} className={buttonClass('primary', 'px-5 py-3 text-base')}>
          <Trans>Start exploring</Trans> <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <Link to={paths.guides.getHref()} className={buttonClass('secondary', 'px-5 py-3 text-base')}>
          <Trans>The season, step by step</Trans>
        </Link>
      </div>
    </ProsePage>
  );
}
