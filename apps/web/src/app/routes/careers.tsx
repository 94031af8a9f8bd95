import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ProsePage } from '../../components/layout/prose-page.tsx';
import { paths } from '../../config/paths.ts';

/**
 * /careers: what the footer's Careers link honestly leads to. CampusPath is a small independent
 * project with no open positions, so the page says so and lists none: never a placeholder job.
 */
export function Component() {
  const { t } = useLingui();
  return (
    <ProsePage
      eyebrow={t`Company`}
      title={t`Careers`}
      intro={t`CampusPath has no open positions.`}
      description={t`CampusPath is a small independent project with no open positions; how to help it anyway.`}
    >
      <h2 id="no-openings">
        <Trans>No openings right now</Trans>
      </h2>
      <p>
        <Trans>
          CampusPath is a small, independent project. We are not hiring, and we do not post jobs we are not filling. If that changes, the
          positions will be listed on this page, with what the work is and how to apply; nowhere else speaks for us.
        </Trans>
      </p>

      <h2 id="help">
        <Trans>Helping anyway</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            A figure about a college looks wrong? <Link to={paths.contact.getHref()}>Contact</Link> explains how to check it at its source
            and have it corrected there, so the next data update fixes it for everyone.
          </Trans>
        </li>
        <li>
          <Trans>
            Counselors: the more schools share their own admission history and checked deadlines with their students, the better CampusPath
            works for them. <Link to={paths.features.getHref()}>Features</Link> shows what counselors can do today.
          </Trans>
        </li>
      </ul>

      <h2 id="not-us">
        <Trans>Jobs at colleges</Trans>
      </h2>
      <p>
        <Trans>
          CampusPath does not recruit for colleges and lists no campus jobs. Colleges post their own positions, including student jobs and
          work-study, on their websites.
        </Trans>
      </p>
    </ProsePage>
  );
}
