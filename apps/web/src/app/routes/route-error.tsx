import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { StatusView } from '../../components/layout/status-view.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * Friendly error screen for every route (architecture guide, "Errors"); the framework's raw
 * "Unexpected Application Error!" screen never shows. Try Again reloads the page, which also
 * recovers from a page chunk that failed to download. An unknown path is never an error here: the
 * catch-all route (not-found.tsx) shows "Page not found", and pages show their own "not found".
 * It is part of every page's first load, so its mark is a character, not an icon component (the
 * two icons it had cost `/` 0.3 KB of its 120 KB).
 */
export function RouteError() {
  const { t } = useLingui();
  useDocumentTitle(t`Something went wrong`);
  return (
    <div role="alert">
      <StatusView
        icon={<span className="text-4xl leading-none font-bold">!</span>}
        title={t`Something went wrong`}
        actions={
          <>
            <Button onClick={() => window.location.reload()} className="px-5 py-2.5">
              <Trans>Try Again</Trans>
            </Button>
            <Link to={paths.home.getHref()} className={buttonClass('secondary', 'px-5 py-2.5')}>
              <Trans>Go home</Trans>
            </Link>
          </>
        }
      >
        <p>
          <Trans>This page couldn't be shown. Check your connection and try again.</Trans>
        </p>
      </StatusView>
    </div>
  );
}
