import { WorkspacePage } from '../../components/layout/workspace-page.tsx';
import { TeacherQueue } from '../../features/teacher-letters/components/teacher-queue.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /teacher/letters: the letters students asked of this teacher. */
export function Component() {
  useDocumentTitle('Letter requests');
  return (
    <WorkspacePage title="Letter requests" description="Requests from your students, nearest deadline first.">
      <TeacherQueue />
    </WorkspacePage>
  );
}
