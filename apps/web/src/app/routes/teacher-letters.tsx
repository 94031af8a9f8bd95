import { useLingui } from '@lingui/react/macro';
import { WorkspacePage } from '../../components/layout/workspace-page.tsx';
import { TeacherQueue } from '../../features/teacher-letters/components/teacher-queue.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /teacher/letters: the letters students asked of this teacher. */
export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`Letter requests`);
  return (
    <WorkspacePage title={t`Letter requests`} description={t`Requests from your students, nearest deadline first.`}>
      <TeacherQueue />
    </WorkspacePage>
  );
}
