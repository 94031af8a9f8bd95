import { msg } from '@lingui/core/macro';
import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { ProsePage } from '../../components/layout/prose-page.tsx';
import { paths } from '../../config/paths.ts';
import { EnglishGovernsNotice } from '../../components/layout/english-governs-notice.tsx';

/** The session cookie, told as what, why, when and how it is protected. */
const SESSION_COOKIE = [
  [msg`What`, msg`A session cookie`],
  [msg`Why`, msg`To keep you signed in as you move between pages`],
  [msg`When`, msg`Set only when you sign in (or start a demo); removed when you sign out, and it expires after 30 days without use`],
  [msg`Protection`, msg`httpOnly, so scripts on the page cannot read it, and sent only to CampusPath`],
] as const;

export function Component() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  return (
    <ProsePage
      eyebrow={t`Legal`}
      title={t`Cookie Policy`}
      intro={t`CampusPath uses one cookie to keep you signed in and two small ones that remember your language and time zone. No tracking, no ads.`}
      description={t`CampusPath's cookies keep you signed in and remember your language and time zone; no tracking or advertising cookies. What this browser keeps in local storage.`}
    >
      <EnglishGovernsNotice />
      <h2 id="session-cookie">
        <Trans>The cookie that keeps you signed in</Trans>
      </h2>
      <div className="mt-6 overflow-hidden rounded-2xl border border-slate-200 bg-white">
        <dl className="divide-y divide-slate-100 text-sm">
          {SESSION_COOKIE.map(([term, detail]) => (
            <div key={term.id} className="grid gap-1 px-5 py-3 sm:grid-cols-[8rem_1fr] sm:gap-4">
              <dt className="font-semibold text-slate-900">{i18n._(term)}</dt>
              <dd className="text-slate-700">{i18n._(detail)}</dd>
            </div>
          ))}
        </dl>
      </div>
      <h2 id="preference-cookies">
        <Trans>Two cookies that remember a choice</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            <strong>Language</strong> (<code>campuspath_lang</code>, “en” or “es”): set when you use the language switch; kept a year.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Time zone</strong> (<code>campuspath_tz</code>, like “America/Chicago”): kept while you are signed in, so “due today”
            follows your calendar.
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>If you never sign in and never use the language switch, CampusPath sets no cookies at all.</Trans>
      </p>

      <h2 id="no-tracking">
        <Trans>No tracking or advertising cookies</Trans>
      </h2>
      <p>
        <Trans>We don't use analytics, advertising or social media cookies, and no third party sets cookies through CampusPath.</Trans>
      </p>

      <h2 id="local-storage">
        <Trans>What this browser keeps before you sign in</Trans>
      </h2>
      <p>
        <Trans>
          Schools you save, your comparison list, and the family income band and home state you choose for net prices live in your browser's{' '}
          <strong>local storage</strong>, on your device. This is not a cookie and is not sent to our server by itself; when you sign in to
          a student account, saved schools and the comparison list move into your account. Clearing your browser's site data removes it.
        </Trans>
      </p>
      <p>
        <Trans>
          Parents, counselors and students use the same cookies: which account you have changes what you see, never what is stored in your
          browser.
        </Trans>
      </p>
      <p>
        <Trans>
          More about what we keep, and how to export or delete it, is in the <Link to={paths.privacy.getHref()}>Privacy Policy</Link>.
        </Trans>
      </p>
    </ProsePage>
  );
}
