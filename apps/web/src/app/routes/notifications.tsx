import { Link } from 'react-router';
import { WorkspacePage } from '../../components/layout/workspace-page.tsx';
import { paths } from '../../config/paths.ts';
import { NotificationsOverview } from '../../features/notifications/components/notifications-overview.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';

/** /notifications: every item the bell holds ("Reminders"). */
export function Component() {
  useDocumentTitle('Notifications');
  return (
    <WorkspacePage
      title="Notifications"
      width="narrow"
      description={
        <>
          Deadlines within your reminder times, and anything overdue.{' '}
          <Link to={paths.reminderSettings.getHref()} className="text-indigo-700 underline">
            Reminder settings
          </Link>
        </>
      }
    >
      <NotificationsOverview />
    </WorkspacePage>
  );
}
