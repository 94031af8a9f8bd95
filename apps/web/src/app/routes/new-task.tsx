import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useNavigate } from 'react-router';
import { WorkspacePage } from '../../components/layout/workspace-page.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';
import { useCreateTask } from '../../features/tasks/api/create-task.ts';
import { TaskForm } from '../../features/tasks/components/task-form.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /tasks/new: the task form; saving goes back to the list. */
export function Component() {
  const { t } = useLingui();
  const title = t`New task`;
  useDocumentTitle(title);
  const navigate = useNavigate();
  const create = useCreateTask();
  return (
    <WorkspacePage width="narrow" title={title} description={t`A title is all you need; add a due date to see it on your calendar.`}>
      <div className="rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
        <TaskForm
          submitLabel={t`Add task`}
          pendingLabel={t`Adding…`}
          cancel={
            <Link to={paths.tasks.getHref()} className={buttonClass('secondary')}>
              <Trans>Cancel</Trans>
            </Link>
          }
          onSubmit={async (values) => {
            await create.mutateAsync(values);
            await navigate(paths.tasks.getHref());
          }}
        />
      </div>
    </WorkspacePage>
  );
}
