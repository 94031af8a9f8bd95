import { CircleAlert, LoaderCircle, MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import { StatusView } from '../../../components/layout/status-view.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useUnsubscribe } from '../api/unsubscribe.ts';

function SettingsLink() {
  return (
    <Link to={paths.reminderSettings.getHref()} className={buttonClass('primary')}>
      Change your reminder settings
    </Link>
  );
}

/**
 * The landing page of an email's unsubscribe link: turns that channel off as soon as it opens
 * (one request, even when React mounts effects twice in development) and says what stopped.
 */
export function UnsubscribeView({ token }: { token: string | null }) {
  const unsubscribe = useUnsubscribe();
  const sent = useRef(false);
  const { mutate } = unsubscribe;

  useEffect(() => {
    if (!token || sent.current) return;
    sent.current = true;
    mutate(token);
  }, [token, mutate]);

  if (!token) {
    return (
      <StatusView icon={<CircleAlert className="size-8" />} title="This unsubscribe link is incomplete" actions={<SettingsLink />}>
        <p>Open the link from the email again, or choose what we send you in your reminder settings.</p>
      </StatusView>
    );
  }
  if (unsubscribe.isSuccess) {
    return (
      <StatusView icon={<MailCheck className="size-8" />} title="You are unsubscribed" actions={<SettingsLink />}>
        <p>You will no longer receive {unsubscribe.data.description}.</p>
      </StatusView>
    );
  }
  if (unsubscribe.isError) {
    const invalid = unsubscribe.error instanceof ApiRequestError && unsubscribe.error.status === 400;
    return invalid ? (
      <StatusView icon={<CircleAlert className="size-8" />} title="This unsubscribe link is not valid" actions={<SettingsLink />}>
        <p>It may be incomplete or copied wrongly. You can choose what we send you in your reminder settings.</p>
      </StatusView>
    ) : (
      <StatusView
        icon={<CircleAlert className="size-8" />}
        title="We could not unsubscribe you just now"
        actions={
          <>
            <Button onClick={() => mutate(token)}>Try again</Button>
            <Link to={paths.reminderSettings.getHref()} className={buttonClass('secondary')}>
              Change your reminder settings
            </Link>
          </>
        }
      >
        <p>Nothing was changed. Please try again in a moment.</p>
      </StatusView>
    );
  }
  return (
    <StatusView icon={<LoaderCircle className="size-8 animate-spin" />} title="Unsubscribing…" actions={null}>
      <p role="status">One moment while we update your reminder settings.</p>
    </StatusView>
  );
}
