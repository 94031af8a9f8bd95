import { RefreshCw, TriangleAlert } from 'lucide-react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router';
import { NotFoundView } from '../../components/layout/not-found-view.tsx';
import { StatusView } from '../../components/layout/status-view.tsx';
import { Button, buttonClass } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * Friendly error screen for every route (architecture guide, "Errors"); the framework's raw
 * "Unexpected Application Error!" screen never shows. Try Again reloads the page, which also
 * recovers from a page chunk that failed to download.
 */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useDocumentTitle(notFound ? 'Page not found' : 'Something went wrong');
  if (notFound) return <NotFoundView />;
  return (
    <div role="alert">
      <StatusView
        icon={<TriangleAlert className="size-8" />}
        title="Something went wrong"
        actions={
          <>
            <Button onClick={() => window.location.reload()} className="px-5 py-2.5">
              <RefreshCw aria-hidden="true" className="size-4" />
              Try Again
            </Button>
            <Link to={paths.home.getHref()} className={buttonClass('secondary', 'px-5 py-2.5')}>
              Go home
            </Link>
          </>
        }
      >
        <p>This page couldn't be shown. Check your connection and try again.</p>
      </StatusView>
    </div>
  );
}
