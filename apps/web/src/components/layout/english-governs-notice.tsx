import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useLocation } from 'react-router';
import { pathIn } from '../../lib/i18n/locales.ts';
import { Callout } from './prose-page.tsx';

/**
 * At the top of a legal page read in Spanish: the translation is for convenience and the English
 * text is the one that governs, linked. A plain link, as the router's links stay in the page's
 * language; nothing shows on the English page.
 */
export function EnglishGovernsNotice() {
  const { i18n } = useLingui();
  const { pathname } = useLocation();
  if (i18n.locale !== 'es') return null;
  const english = pathIn('en', pathname);
  return (
    <Callout>
      <p data-testid="english-governs">
        <Trans>
          This page is a translation provided for your convenience. If the two differ, the{' '}
          <a href={english} hrefLang="en">
            English version
          </a>{' '}
          governs.
        </Trans>
      </p>
    </Callout>
  );
}
