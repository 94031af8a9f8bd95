import { Link } from 'react-router';
import { WorkspacePage } from '../../components/layout/workspace-page.tsx';
import { paths } from '../../config/paths.ts';
import { NotificationsOverview } from '../../features/notifications/components/notifications-overview.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { notificationsQueryOptions } from '../../features/notifications/api/get-notifications.ts';
import { knownUser, type RouteLoader } from '../route-loader.ts';

/** /notifications: every item the bell holds (issue 6, "Reminders"). */
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

export const loader: RouteLoader = (queryClient) => () => {
  if (knownUser(queryClient)) void queryClient.prefetchQuery(notificationsQueryOptions());
  return null;
};
