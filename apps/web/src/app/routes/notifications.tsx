import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { WorkspacePage } from '../../components/layout/workspace-page.tsx';
import { paths } from '../../config/paths.ts';
import { NotificationsOverview } from '../../features/notifications/components/notifications-overview.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /notifications: every item the bell holds ("Reminders"). */
export function Component() {
  const { t } = useLingui();
  const title = t`Notifications`;
  useDocumentTitle(title);
  return (
    <WorkspacePage
      title={title}
      width="narrow"
      description={
        <Trans>
          Deadlines within your reminder times, and anything overdue.{' '}
          <Link to={paths.reminderSettings.getHref()} className="text-indigo-700 underline">
            Reminder settings
          </Link>
        </Trans>
      }
    >
      <NotificationsOverview />
    </WorkspacePage>
  );
}
