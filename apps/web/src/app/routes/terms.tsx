import { Link } from 'react-router';
import { ProsePage } from '../../components/layout/prose-page.tsx';
import { paths } from '../../config/paths.ts';

export function Component() {
  return (
    <ProsePage
      eyebrow="Legal"
      title="Terms of Service"
      intro="The short version: CampusPath is free to use for planning your college search. Use it kindly, and check important details with each college."
      description="CampusPath's terms of service for students, parents and counselors: the service, college data, your content, sharing, a school's admission history and fair use."
    >
      <h2 id="service">The service</h2>
      <p>
        CampusPath helps students search US colleges and plan applications. It is free. We may change or improve features over time, and we
        will keep these terms on this page.
      </p>

      <h2 id="data">College data</h2>
      <p>
        College information comes from public U.S. Department of Education data (College Scorecard and IPEDS); see{' '}
        <Link to={`${paths.about.getHref()}#data`}>where our data comes from</Link>. It can be out of date or incomplete, and it is not
        admissions, legal or financial advice. Always confirm deadlines, costs and requirements with the college before you rely on them.
      </p>

      <h2 id="account">Your account and your content</h2>
      <ul>
        <li>Keep your password to yourself; you are responsible for what happens in your account.</li>
        <li>
          What you write and upload, such as essays and documents, stays yours. We store it only to provide CampusPath to you, as described
          in the <Link to={paths.privacy.getHref()}>Privacy Policy</Link>.
        </li>
        <li>You can export your data or delete your account at any time from your account settings.</li>
      </ul>

      <h2 id="sharing">Sharing a plan</h2>
      <ul>
        <li>
          A student decides who sees their plan and which parts, and can change or stop it at any time. Parents and counselors see only what
          is shared with them, and only while it is shared.
        </li>
        <li>Parents and guardians read a student's plan; they cannot change it. Use what you see to help the student, and nothing else.</li>
        <li>
          Counselors may add tasks and leave notes for the students of their school who share with them. Write them as you would in school:
          the student, and the parents the student shares with, may read them.
        </li>
      </ul>

      <h2 id="school-records">A high school's records</h2>
      <ul>
        <li>
          A counselor who imports past applicants' outcomes or records a deadline does so for their school and must have the school's
          permission to share them with its students. Never include names, ids or anything else that identifies a student: CampusPath
          refuses such columns, and shows small groups to nobody but the school's counselors.
        </li>
        <li>
          A school's history and checked deadlines are shown as the school's own records, never as official admission data or as a promise
          of a decision.
        </li>
      </ul>

      <h2 id="fair-use">Fair use</h2>
      <p>Please don't:</p>
      <ul>
        <li>try to break, overload or get around the security of the service;</li>
        <li>upload content you have no right to share, or anything unlawful;</li>
        <li>use CampusPath to harass anyone or to impersonate someone else.</li>
      </ul>
      <p>We may suspend accounts that do.</p>

      <h2 id="no-warranty">No warranty</h2>
      <p>
        CampusPath is provided “as is”. We work to keep it accurate and available, but we can't promise it will always be either, and we are
        not liable for decisions made from it.
      </p>
    </ProsePage>
  );
}
