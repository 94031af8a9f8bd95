import { WorkspacePage } from '../../components/layout/workspace-page.tsx';
import { OffersWorkspace } from '../../features/offers/components/offers-workspace.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /offers: the student's aid offers on accepted applications, entered and compared. */
export function Component() {
  useDocumentTitle('Aid offers');
  return (
    <WorkspacePage
      title="Aid offers"
      description="Enter each college's offer in the federal College Financing Plan's lines, then compare what each will really cost."
    >
      <OffersWorkspace studentId={null} canEdit />
    </WorkspacePage>
  );
}
