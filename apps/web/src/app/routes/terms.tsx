import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ProsePage } from '../../components/layout/prose-page.tsx';
import { paths } from '../../config/paths.ts';
import { EnglishGovernsNotice } from '../../components/layout/english-governs-notice.tsx';

export function Component() {
  const { t } = useLingui();
  return (
    <ProsePage
      eyebrow={t`Legal`}
      title={t`Terms of Service`}
      intro={t`The short version: CampusPath is free to use for planning your college search. Use it kindly, and check important details with each college.`}
      description={t`CampusPath's terms of service for students, parents and counselors: the service, college data, your content, sharing, a school's admission history and fair use.`}
    >
      <EnglishGovernsNotice />
      <h2 id="service">
        <Trans>The service</Trans>
      </h2>
      <p>
        <Trans>
          CampusPath helps students search US colleges and plan applications. It is free. We may change or improve features over time, and
          we will keep these terms on this page.
        </Trans>
      </p>

      <h2 id="data">
        <Trans>College data</Trans>
      </h2>
      <p>
        <Trans>
          College information comes from public U.S. Department of Education data (College Scorecard and IPEDS); see{' '}
          <Link to={`${paths.about.getHref()}#data`}>where our data comes from</Link>. It can be out of date or incomplete, and it is not
          admissions, legal or financial advice. Always confirm deadlines, costs and requirements with the college before you rely on them.
        </Trans>
      </p>

      <h2 id="account">
        <Trans>Your account and your content</Trans>
      </h2>
      <ul>
        <li>
          <Trans>Keep your password to yourself; you are responsible for what happens in your account.</Trans>
        </li>
        <li>
          <Trans>
            What you write and upload, such as essays and documents, stays yours. We store it only to provide CampusPath to you, as
            described in the <Link to={paths.privacy.getHref()}>Privacy Policy</Link>.
          </Trans>
        </li>
        <li>
          <Trans>You can export your data or delete your account at any time from your account settings.</Trans>
        </li>
      </ul>

      <h2 id="sharing">
        <Trans>Sharing a plan</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            A student decides who sees their plan and which parts, and can change or stop it at any time. Parents and counselors see only
            what is shared with them, and only while it is shared.
          </Trans>
        </li>
        <li>
          <Trans>
            Parents and guardians read a student's plan; they cannot change it. Use what you see to help the student, and nothing else.
          </Trans>
        </li>
        <li>
          <Trans>
            Counselors may add tasks and leave notes for the students of their school who share with them. Write them as you would in
            school: the student, and the parents the student shares with, may read them.
          </Trans>
        </li>
      </ul>

      <h2 id="school-records">
        <Trans>A high school's records</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            A counselor who imports past applicants' outcomes or records a deadline does so for their school and must have the school's
            permission to share them with its students. Never include names, ids or anything else that identifies a student: CampusPath
            refuses such columns, and shows small groups to nobody but the school's counselors.
          </Trans>
        </li>
        <li>
          <Trans>
            A school's history and checked deadlines are shown as the school's own records, never as official admission data or as a promise
            of a decision.
          </Trans>
        </li>
      </ul>

      <h2 id="fair-use">
        <Trans>Fair use</Trans>
      </h2>
      <p>
        <Trans>Please don't:</Trans>
      </p>
      <ul>
        <li>
          <Trans>try to break, overload or get around the security of the service;</Trans>
        </li>
        <li>
          <Trans>upload content you have no right to share, or anything unlawful;</Trans>
        </li>
        <li>
          <Trans>use CampusPath to harass anyone or to impersonate someone else.</Trans>
        </li>
      </ul>
      <p>
        <Trans>We may suspend accounts that do.</Trans>
      </p>

      <h2 id="no-warranty">
        <Trans>No warranty</Trans>
      </h2>
      <p>
        <Trans>
          CampusPath is provided “as is”. We work to keep it accurate and available, but we can't promise it will always be either, and we
          are not liable for decisions made from it.
        </Trans>
      </p>
    </ProsePage>
  );
}
