import { useLingui } from '@lingui/react';
import { useLocation } from 'react-router';
import { isAppLocale, LANGUAGE_NAMES, pathIn, type AppLocale } from '../../lib/i18n/locales.ts';
import { rememberLocale } from '../../lib/i18n/remember-locale.ts';

/**
 * The header's switch to the other language: a plain link to the same page in it (`/explore` ⇄
 * `/es/explore`), a new page load, so the page comes rendered in that language and works without
 * JavaScript. Following it remembers the choice (a cookie; `onChoose` saves it on a signed-in
 * account first, so the new page's session already says it). The link names the language in that language, marked with `lang` and `hreflang`;
 * on a phone it shows the short code, so the header fits at 390 px.
 */
export function LanguageSwitch({ onChoose }: { onChoose?: ((locale: AppLocale) => Promise<unknown>) | undefined }) {
  const { i18n } = useLingui();
  const { pathname, search, hash } = useLocation();
  const current: AppLocale = isAppLocale(i18n.locale) ? i18n.locale : 'en';
  const other: AppLocale = current === 'es' ? 'en' : 'es';
  const href = pathIn(other, pathname) + search + hash;
  return (
    <a
      href={href}
      lang={other}
      hrefLang={other}
      data-testid="language-switch"
      onClick={(event) => {
        rememberLocale(other);
        if (!onChoose) return;
        // Saved before the page goes (a request the unload would cancel); a failure still switches.
        event.preventDefault();
        void onChoose(other)
          .catch(() => undefined)
          .finally(() => window.location.assign(href));
      }}
      className="shrink-0 rounded-lg px-2 py-2 text-sm font-medium text-slate-700 underline-offset-4 hover:bg-slate-900/5 hover:text-slate-900 hover:underline"
    >
      <span className="sm:hidden">{other.toUpperCase()}</span>
      <span className="hidden sm:inline">{LANGUAGE_NAMES[other]}</span>
    </a>
  );
}
