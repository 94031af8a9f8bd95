import { Trans, useLingui } from '@lingui/react/macro';
import { Compass } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';
import { buttonClass } from '../ui/button.tsx';
import { StatusView } from './status-view.tsx';

/** The friendly 404 content of the catch-all route (app/routes/not-found.tsx). */
export function NotFoundView() {
  const { t } = useLingui();
  return (
    <StatusView
      icon={<Compass className="size-8" />}
      title={t`Page not found`}
      actions={
        <>
          <Link to={paths.home.getHref()} className={buttonClass('primary', 'px-5 py-2.5')}>
            <Trans>Go home</Trans>
          </Link>
          <Link to={paths.explore.getHref()} className={buttonClass('secondary', 'px-5 py-2.5')}>
            <Trans>Explore colleges</Trans>
          </Link>
        </>
      }
    >
      <p>
        <Trans>We couldn't find the page you were looking for. It may have moved, or the link may be mistyped.</Trans>
      </p>
    </StatusView>
  );
}
