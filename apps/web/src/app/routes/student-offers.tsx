import { ArrowLeft } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { WorkspacePage } from '../../components/layout/workspace-page.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth/auth-context.ts';
import { OffersWorkspace } from '../../features/offers/components/offers-workspace.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/**
 * /students/:id/offers: a student's aid offers as a parent (who may enter them) or a counselor
 * (who reads them) sees them, while the student shares costs; otherwise the API answers 404.
 */
export function Component() {
  const { id = '' } = useParams();
  const { user } = useAuth();
  useDocumentTitle('Aid offers');
  const parent = user?.role === 'parent';
  return (
    <WorkspacePage
      title="Aid offers"
      description={parent ? 'Enter and compare the offers with your student.' : 'Read-only: the offers your student shares with you.'}
      actions={
        <Link to={paths.student.getHref(id)} className={buttonClass('ghost')}>
          <ArrowLeft aria-hidden="true" className="size-4" />
          Back to the plan
        </Link>
      }
    >
      <OffersWorkspace studentId={id} canEdit={parent} />
    </WorkspacePage>
  );
}
