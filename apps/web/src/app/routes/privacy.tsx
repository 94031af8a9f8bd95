import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { DEFAULT_SCOPES, SHARE_SCOPES, VIEWER_SCOPES, type ShareScope } from '@campuspath/contract/sharing-terms';
import { EnglishGovernsNotice } from '../../components/layout/english-governs-notice.tsx';
import { Callout, ProsePage } from '../../components/layout/prose-page.tsx';
import { paths } from '../../config/paths.ts';
import { PLAN_SCOPE_NAMES } from '../../lib/plan-terms.ts';

/**
 * The student's consent to add their decisions to the school's history: a switch, not a part of
 * the plan, so lib/plan-terms.ts has no name for it; the policy quotes it twice.
 */
const HISTORY_SWITCH = msg`My decisions, without my name, in my school’s admission history`;

/**
 * The privacy policy, true for every role (students, parents, counselors, and recommenders who
 * have no account): what is stored, who sees it (the student's switches, last-viewed records,
 * counselors' tasks and notes, a high school's admission history) and how each role deletes it.
 * The sharing defaults come from the contract, so the page says what the product does; the parts
 * of the plan are named as a parent reads them.
 */
export function Component() {
  const { t, i18n } = useLingui();
  const historySwitch = i18n._(HISTORY_SWITCH);
  const scopeName = (scope: ShareScope) => (scope === 'history' ? historySwitch : i18n._(PLAN_SCOPE_NAMES[scope]));
  const shared = (yes: boolean) => (yes ? t`Shared` : t`Not shared`);
  return (
    <ProsePage
      eyebrow={t`Legal`}
      title={t`Privacy Policy`}
      intro={t`What CampusPath keeps, who can see it, and how to take it back, for students, parents and guardians, and counselors.`}
      description={t`What CampusPath stores for students, parents and counselors, who can see a student's plan, a high school's admission history, emails, and how to export or delete your data.`}
    >
      <EnglishGovernsNotice />
      <h2 id="before-sign-up">
        <Trans>Before you sign up</Trans>
      </h2>
      <p>
        <Trans>
          You can search colleges and read every university page without an account. What you choose before signing up (saved schools, your
          comparison list, a family income band and a home state for net prices) is kept in this browser's local storage, on your device,
          not on our servers. Like any web server, ours logs technical details of requests (such as the page asked for and the time) to keep
          the service running and to fix errors; secret links and passwords are never written to those logs.
        </Trans>
      </p>

      <h2 id="what-we-store">
        <Trans>What we store, by account type</Trans>
      </h2>
      <h3 id="students">
        <Trans>Students</Trans>
      </h3>
      <ul>
        <li>
          <Trans>
            <strong>Your account:</strong> email address, name, graduation year and time zone; your password only as a secure one-way hash.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Your profile:</strong> the grades, test scores, courses, intended majors, family income band, home state and preferences
            you choose to enter.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Your planning:</strong> saved colleges, applications, essays with their earlier versions, documents you upload,
            recommendation letters (with the names and email addresses of the recommenders you enter), tasks, reminder settings and the
            private address of your calendar feed.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Your high school</strong>, if you join one with its code.
          </Trans>
        </li>
      </ul>
      <h3 id="parents">
        <Trans>Parents and guardians</Trans>
      </h3>
      <p>
        <Trans>
          Your account (email, name, password hash, time zone), the students who invited you, your weekly digest setting, and an income band
          if you choose one for net prices. When you open a student's plan, the time is recorded, and that student sees it ("last viewed").
        </Trans>
      </p>
      <h3 id="counselors">
        <Trans>Counselors</Trans>
      </h3>
      <p>
        <Trans>
          Your account, the high school you created or joined and its counselors, the tasks and notes you write for students (kept in each
          student's plan with your name), the admission history files you import and the deadlines you record (kept by the school with your
          name). When you open a student's plan, the time is recorded with your name, and the student sees it.
        </Trans>
      </p>
      <h3 id="recommenders">
        <Trans>Teachers and other recommenders</Trans>
      </h3>
      <p>
        <Trans>
          Recommenders have no account. A student may write down your name and email address to keep track of a letter; CampusPath sends you
          nothing, and only that student sees it.
        </Trans>
      </p>

      <h2 id="who-sees">
        <Trans>Who can see a student's plan</Trans>
      </h2>
      <p>
        <Trans>
          Only the student, until the student shares it. A student can share with a parent or guardian they invite by email, and with their
          high school's counselors by turning on "Share with my school's counselors". Joining a school, with its code or a counselor's
          emailed invitation, shows its counselors the student's name, class year and that they joined, and nothing of the plan until the
          student shares it.
        </Trans>
      </p>
      <p>
        <Trans>
          Each viewer has one switch per part of the plan. A new viewer starts with these, and the student can change any switch at any
          time:
        </Trans>
      </p>
      <div className="mt-4 overflow-x-auto">
        <table className="w-full min-w-[22rem] text-left text-sm">
          <caption className="sr-only">
            <Trans>What a new viewer sees until the student changes it</Trans>
          </caption>
          <thead>
            <tr className="border-b border-slate-200">
              <th scope="col" className="py-2 pr-4 font-semibold text-slate-900">
                <Trans>Part of the plan</Trans>
              </th>
              <th scope="col" className="py-2 pr-4 font-semibold text-slate-900">
                <Trans>Parent</Trans>
              </th>
              <th scope="col" className="py-2 font-semibold text-slate-900">
                <Trans>Counselors</Trans>
              </th>
            </tr>
          </thead>
          <tbody>
            {SHARE_SCOPES.map((scope) => (
              <tr key={scope} className="border-b border-slate-100">
                <th scope="row" className="py-2 pr-4 font-normal text-slate-700">
                  {scopeName(scope)}
                </th>
                <td className="py-2 pr-4">
                  {VIEWER_SCOPES.parent.includes(scope) ? shared(DEFAULT_SCOPES.parent.includes(scope)) : t`Not offered`}
                </td>
                <td className="py-2">{shared(DEFAULT_SCOPES.counselors.includes(scope))}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul>
        <li>
          <Trans>A change, or stopping sharing, takes effect on the viewer's next page: nothing is kept for them to read later.</Trans>
        </li>
        <li>
          <Trans>
            Parents only read. Counselors may add a task (the student completes or dismisses it, and cannot edit it) and leave notes on an
            application or essay the student shares; the student reads those notes.
          </Trans>
        </li>
        <li>
          <Trans>A student sees when each viewer last looked at their plan.</Trans>
        </li>
        <li>
          <Trans>Counselors see a student only while the student belongs to their school and shares with its counselors.</Trans>
        </li>
      </ul>

      <h2 id="admission-history">
        <Trans>A high school's admission history</Trans>
      </h2>
      <p>
        <Trans>
          A school's counselors may import a file of past applicants' outcomes: class year, college, round, decision, GPA, test scores and
          intended major. <strong>Never names, student ids, email addresses or birth dates</strong>: a file with such a column is refused,
          and no name or id is ever stored. The school's counselors see the whole history. The school's students see charts per college only
          for groups of at least the school's minimum (five or more), with GPAs and scores rounded, and never a group small enough to point
          to one person. A student's own GPA and scores are compared with the history when they look at it; they are not added to it, unless
          the student turns on "{historySwitch}" on their school's sharing switches (off until they do, and never offered to a parent).
          Then, when a counselor adds the season's decisions, each final decision of theirs (admitted, denied, waitlisted, deferred first or
          not) becomes one row with their class year, the college, the round and the GPA and scores of their profile, without name or id,
          and only while they also share their colleges and profile with the counselors. The counselors, who already see those, could
          recognise a row; they are not shown which students turned the switch on. Other students see the rows only within the rules above.
          Switched off before the counselor imports, they are left out; once imported, a row holds nothing that links it to them, so only
          the school's counselors can take it out, by deleting that import. The school's counselors can delete an import at any time; the
          history is deleted with the school.
        </Trans>
      </p>

      <h2 id="emails">
        <Trans>Emails</Trans>
      </h2>
      <p>
        <Trans>
          We email your address only to verify it, reset a password, tell you of a change to your address, and send the reminders and
          digests you keep switched on (reminder emails are on by default once your address is verified; the weekly digest is off until you
          turn it on). Every reminder and digest has a one-click unsubscribe. A parent invitation goes by email only from a student's
          verified address; otherwise the student copies the link. Demo accounts get no email.
        </Trans>
      </p>

      <h2 id="sharing">
        <Trans>Nothing sold</Trans>
      </h2>
      <p>
        <Trans>
          We don't sell your data or share it with colleges or advertisers, and we don't use it for advertising. Beyond what a student
          chooses to share, as above, nobody else sees it. CampusPath has no ads, no analytics trackers and no third-party cookies.
        </Trans>
      </p>

      <h2 id="your-control">
        <Trans>Export or delete your data</Trans>
      </h2>
      <p>
        <Trans>
          From your account settings, every account can <strong>export all your data as JSON</strong> at any time, and{' '}
          <strong>delete your account</strong>:
        </Trans>
      </p>
      <ul>
        <li>
          <Trans>
            <strong>Students:</strong> deleting removes your profile, saved colleges, applications, essays, documents and their files,
            letters, tasks (those a counselor added too), reminders, the notes on your applications and essays, and every share: nobody can
            see your plan from that moment.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Parents and guardians:</strong> deleting removes your account and your access to every student you followed; the
            students' plans are theirs and stay.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Counselors:</strong> deleting removes your account and your access. While you are the last counselor of a school that
            still has students, deletion waits until another counselor joins or the students leave; a school with no students is deleted
            with its last counselor, history and deadlines included. Tasks and notes you wrote stay in the students' plans with your name,
            and imports and deadlines stay with the school, because they are part of the students' and the school's records.
          </Trans>
        </li>
        <li>
          <Trans>Demo accounts, and the sample school of the counselor demo, are deleted a day after they start.</Trans>
        </li>
      </ul>

      <h2 id="cookies">
        <Trans>Cookies</Trans>
      </h2>
      <p>
        <Trans>
          We use one cookie to keep you signed in, and two that remember your language and, while you are signed in, your time zone. The{' '}
          <Link to={paths.cookies.getHref()}>Cookie Policy</Link> explains them.
        </Trans>
      </p>

      <Callout>
        <p>
          <Trans>
            Data about colleges comes from public U.S. Department of Education datasets; it says nothing about you. See{' '}
            <Link to={`${paths.about.getHref()}#data`}>where our data comes from</Link> and our{' '}
            <Link to={paths.terms.getHref()}>Terms of Service</Link>.
          </Trans>
        </p>
      </Callout>
    </ProsePage>
  );
}
