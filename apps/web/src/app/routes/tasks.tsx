import { Plus } from 'lucide-react';
import { Link } from 'react-router';
import { WorkspacePage } from '../../components/layout/workspace-page.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';
import { TaskList } from '../../features/tasks/components/task-list.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /tasks: every task, with filters, the due-date sort, completing, editing and deleting. */
export function Component() {
  useDocumentTitle('Tasks');
  return (
    <WorkspacePage
      title="Tasks"
      description="Everything you need to do, by due date. Tasks past their date and not done are marked Overdue."
      actions={
        <Link to={paths.newTask.getHref()} className={buttonClass('primary')}>
          <Plus aria-hidden="true" className="size-4" />
          New Task
        </Link>
      }
    >
      <TaskList />
    </WorkspacePage>
  );
}
