import { NotFoundView } from '../../components/layout/not-found-view.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** Every unknown path (architecture guide, "Errors": a friendly 404 page). */
export function Component() {
  useDocumentTitle('Page not found');
  return <NotFoundView />;
}
