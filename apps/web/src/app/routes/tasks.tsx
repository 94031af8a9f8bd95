import { Trans, useLingui } from '@lingui/react/macro';
import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { WorkspacePage } from '../../components/layout/workspace-page.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';
import { TaskList } from '../../features/tasks/components/task-list.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /tasks: every task, with filters, the due-date sort, completing, editing and deleting. */
export function Component() {
  const { t } = useLingui();
  const title = t`Tasks`;
  useDocumentTitle(title);
  return (
    <WorkspacePage
      title={title}
      description={t`Everything you need to do, by due date. Tasks past their date and not done are marked Overdue.`}
      actions={
        <Link to={paths.newTask.getHref()} className={buttonClass('primary')}>
          <Plus aria-hidden="true" className="size-4" />
          <Trans>New Task</Trans>
        </Link>
      }
    >
      <TaskList />
    </WorkspacePage>
  );
}
