import { describe, expect, it } from 'vitest';
import { accountLocaleHref } from './account-locale.ts';

describe('accountLocaleHref', () => {
  it('sends a Spanish account signing in on an English page to the same destination in Spanish', () => {
    expect(accountLocaleHref({ locale: 'es', isDemo: false }, 'en', '/dashboard')).toBe('/es/dashboard');
    expect(accountLocaleHref({ locale: 'es', isDemo: false }, 'en', '/colleges?tab=saved#top')).toBe('/es/colleges?tab=saved#top');
  });

  it('sends an English account signing in on a Spanish page to the English page', () => {
    expect(accountLocaleHref({ locale: 'en', isDemo: false }, 'es', '/family')).toBe('/family');
  });

  it('stays on the page when it already speaks the account language, and for a demo account', () => {
    expect(accountLocaleHref({ locale: 'es', isDemo: false }, 'es', '/dashboard')).toBeNull();
    expect(accountLocaleHref({ locale: 'en', isDemo: false }, 'en', '/dashboard')).toBeNull();
    expect(accountLocaleHref({ locale: 'en', isDemo: true }, 'es', '/dashboard')).toBeNull();
  });
});
