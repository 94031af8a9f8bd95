import { Link } from 'react-router';
import { ProsePage } from '../../components/layout/prose-page.tsx';
import { paths } from '../../config/paths.ts';

export function Component() {
  return (
    <ProsePage
      eyebrow="Legal"
      title="Cookie Policy"
      intro="CampusPath uses one cookie to keep you signed in and two small ones that remember your language and time zone. No tracking, no ads."
      description="CampusPath's cookies keep you signed in and remember your language and time zone; no tracking or advertising cookies. What this browser keeps in local storage."
    >
      <h2 id="session-cookie">The cookie that keeps you signed in</h2>
      <div className="mt-6 overflow-hidden rounded-2xl border border-slate-200 bg-white">
        <dl className="divide-y divide-slate-100 text-sm">
          {[
            ['What', 'A session cookie'],
            ['Why', 'To keep you signed in as you move between pages'],
            ['When', 'Set only when you sign in (or start a demo); removed when you sign out, and it expires after 30 days without use'],
            ['Protection', 'httpOnly, so scripts on the page cannot read it, and sent only to CampusPath'],
          ].map(([term, detail]) => (
            <div key={term} className="grid gap-1 px-5 py-3 sm:grid-cols-[8rem_1fr] sm:gap-4">
              <dt className="font-semibold text-slate-900">{term}</dt>
              <dd className="text-slate-700">{detail}</dd>
            </div>
          ))}
        </dl>
      </div>
      <h2 id="preference-cookies">Two cookies that remember a choice</h2>
      <ul>
        <li>
          <strong>Language</strong> (<code>campuspath_lang</code>, “en” or “es”): set when you use the language switch; kept a year.
        </li>
        <li>
          <strong>Time zone</strong> (<code>campuspath_tz</code>, like “America/Chicago”): kept while you are signed in, so “due today”
          follows your calendar.
        </li>
      </ul>
      <p>If you never sign in and never use the language switch, CampusPath sets no cookies at all.</p>

      <h2 id="no-tracking">No tracking or advertising cookies</h2>
      <p>We don't use analytics, advertising or social media cookies, and no third party sets cookies through CampusPath.</p>

      <h2 id="local-storage">What this browser keeps before you sign in</h2>
      <p>
        Schools you save, your comparison list, and the family income band and home state you choose for net prices live in your browser's{' '}
        <strong>local storage</strong>, on your device. This is not a cookie and is not sent to our server by itself; when you sign in to a
        student account, saved schools and the comparison list move into your account. Clearing your browser's site data removes it.
      </p>
      <p>
        Parents, counselors and students use the same cookies: which account you have changes what you see, never what is stored in your
        browser.
      </p>
      <p>
        More about what we keep, and how to export or delete it, is in the <Link to={paths.privacy.getHref()}>Privacy Policy</Link>.
      </p>
    </ProsePage>
  );
}
