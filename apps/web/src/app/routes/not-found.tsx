import { useLingui } from '@lingui/react/macro';
import { NotFoundView } from '../../components/layout/not-found-view.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Every unknown path (architecture guide, "Errors": a friendly 404 page). */
export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Page not found`);
  return <NotFoundView />;
}
