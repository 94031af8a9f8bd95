import { Link } from 'react-router';
import { ProsePage } from '../../components/layout/prose-page.tsx';
import { paths } from '../../config/paths.ts';

/**
 * /careers: what the footer's Careers link honestly leads to. CampusPath is a small independent
 * project with no open positions, so the page says so and lists none: never a placeholder job.
 */
export function Component() {
  return (
    <ProsePage
      eyebrow="Company"
      title="Careers"
      intro="CampusPath has no open positions."
      description="CampusPath is a small independent project with no open positions; how to help it anyway."
    >
      <h2 id="no-openings">No openings right now</h2>
      <p>
        CampusPath is a small, independent project. We are not hiring, and we do not post jobs we are not filling. If that changes, the
        positions will be listed on this page, with what the work is and how to apply; nowhere else speaks for us.
      </p>

      <h2 id="help">Helping anyway</h2>
      <ul>
        <li>
          A figure about a college looks wrong? <Link to={paths.contact.getHref()}>Contact</Link> explains how to check it at its source and
          have it corrected there, so the next data update fixes it for everyone.
        </li>
        <li>
          Counselors: the more schools share their own admission history and checked deadlines with their students, the better CampusPath
          works for them. <Link to={paths.features.getHref()}>Features</Link> shows what counselors can do today.
        </li>
      </ul>

      <h2 id="not-us">Jobs at colleges</h2>
      <p>
        CampusPath does not recruit for colleges and lists no campus jobs. Colleges post their own positions, including student jobs and
        work-study, on their websites.
      </p>
    </ProsePage>
  );
}
