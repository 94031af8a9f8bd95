import { Link } from 'react-router';
import { ProsePage } from '../../components/layout/prose-page.tsx';
import { paths } from '../../config/paths.ts';

export function Component() {
  return (
    <ProsePage
      eyebrow="Legal"
      title="Cookie Policy"
      intro="CampusPath uses a single cookie, only to keep you signed in. No tracking, no ads."
    >
      <h2 id="session-cookie">The one cookie we use</h2>
      <div className="mt-6 overflow-hidden rounded-2xl border border-slate-200 bg-white">
        <dl className="divide-y divide-slate-100 text-sm">
          {[
            ['What', 'A session cookie'],
            ['Why', 'To keep you signed in as you move between pages'],
            ['When', 'Set only when you sign in; removed when you sign out or the session ends'],
            ['Protection', 'httpOnly, so scripts on the page cannot read it, and sent only to CampusPath'],
          ].map(([term, detail]) => (
            <div key={term} className="grid gap-1 px-5 py-3 sm:grid-cols-[8rem_1fr] sm:gap-4">
              <dt className="font-semibold text-slate-900">{term}</dt>
              <dd className="text-slate-700">{detail}</dd>
            </div>
          ))}
        </dl>
      </div>
      <p>If you never sign in, CampusPath sets no cookies at all.</p>

      <h2 id="no-tracking">No tracking or advertising cookies</h2>
      <p>We don't use analytics, advertising or social media cookies, and no third party sets cookies through CampusPath.</p>

      <h2 id="local-storage">Saved schools before you sign in</h2>
      <p>
        Schools you save before signing in live in your browser's <strong>local storage</strong>, on your device. This is not a cookie and
        is not sent to our server. Clearing your browser's site data removes it.
      </p>
      <p>
        More about what we keep, and how to export or delete it, is in the <Link to={paths.privacy.getHref()}>Privacy Policy</Link>.
      </p>
    </ProsePage>
  );
}
