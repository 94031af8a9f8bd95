import { Link } from 'react-router';
import { Callout, ProsePage } from '../../components/layout/prose-page.tsx';
import { paths } from '../../config/paths.ts';

export function Component() {
  return (
    <ProsePage
      eyebrow="Legal"
      title="Privacy Policy"
      intro="We keep only what CampusPath needs to work for you, and we never sell or share it."
    >
      <h2 id="before-sign-up">Before you sign up</h2>
      <p>
        You can search colleges and read every university page without an account. Schools you bookmark before signing up are saved in this
        browser's local storage, on your device, not on our servers. Like any web server, ours may log technical details of requests (such
        as the page asked for and the time) to keep the service running and to fix errors.
      </p>

      <h2 id="what-we-store">What we store once you sign up</h2>
      <ul>
        <li>
          <strong>Your account:</strong> your email address and name, and your password stored only as a secure one-way hash.
        </li>
        <li>
          <strong>Your profile:</strong> the grades, test scores, courses and preferences you choose to enter.
        </li>
        <li>
          <strong>Your planning:</strong> saved schools, applications, essays, documents you upload, tasks and reminders.
        </li>
      </ul>
      <p>We use this only to show it back to you and to power features such as reminders and recommendations.</p>

      <h2 id="sharing">Nothing sold or shared</h2>
      <p>
        We don't sell your data, share it with colleges or advertisers, or use it for advertising. CampusPath has no ads, no analytics
        trackers and no third-party cookies. Only you can see your account's content.
      </p>

      <h2 id="your-control">Export or delete your data</h2>
      <p>
        From your account settings you can <strong>export all your data as JSON</strong> at any time, and{' '}
        <strong>delete your account</strong>. Deleting your account removes your profile, saved schools, applications, essays, documents,
        tasks and reminders.
      </p>

      <h2 id="cookies">Cookies</h2>
      <p>
        We use one cookie, only to keep you signed in. The <Link to={paths.cookies.getHref()}>Cookie Policy</Link> explains it.
      </p>

      <Callout>
        <p>
          Data about colleges comes from public U.S. Department of Education datasets; it says nothing about you. See{' '}
          <Link to={`${paths.about.getHref()}#data`}>where our data comes from</Link> and our{' '}
          <Link to={paths.terms.getHref()}>Terms of Service</Link>.
        </p>
      </Callout>
    </ProsePage>
  );
}
