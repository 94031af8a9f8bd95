import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import type { User } from '@campuspath/contract/auth';
import { isAppLocale, pathIn, type AppLocale } from './locales.ts';
import { rememberLocale } from './remember-locale.ts';

/**
 * Where someone who just signed in goes when their account speaks another language than the page
 * they signed in on (docs/i18n.md, "Choosing"): the same destination in the account's language
 * (`/dashboard` from an English page is `/es/dashboard` for a Spanish account). Null when the page
 * already speaks the account's language, or for a demo account, which never chose one and so
 * follows the page.
 */
export function accountLocaleHref(user: Pick<User, 'locale' | 'isDemo'>, pageLocale: AppLocale, destination: string): string | null {
  if (user.isDemo || user.locale === pageLocale) return null;
  return pathIn(user.locale, destination);
}

/**
 * After a sign-in: when the account's language is not the page's, loads `destination` in the
 * account's language and remembers it in the cookie (a full page load, as the router's basename
 * is the page's language), and answers true; otherwise answers false and the caller navigates.
 */
export function useFollowAccountLocale(): (user: Pick<User, 'locale' | 'isDemo'>, destination: string) => boolean {
  const { i18n } = useLingui();
  const pageLocale: AppLocale = isAppLocale(i18n.locale) ? i18n.locale : 'en';
  return useCallback(
    (user, destination) => {
      const href = accountLocaleHref(user, pageLocale, destination);
      if (!href) return false;
      rememberLocale(user.locale);
      window.location.assign(href);
      return true;
    },
    [pageLocale],
  );
}
