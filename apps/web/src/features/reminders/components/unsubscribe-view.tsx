import { CircleAlert, LoaderCircle, MailCheck, MailX } from 'lucide-react';
import { Link } from 'react-router';
import { UNSUBSCRIBE_LINK_DAYS, UNSUBSCRIBE_LINK_EXPIRED, UNSUBSCRIBE_LINK_OUTDATED } from '@campuspath/contract/reminders-terms';
import { StatusView } from '../../../components/layout/status-view.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useUnsubscribeLink } from '../api/get-unsubscribe-link.ts';
import { useUnsubscribe } from '../api/unsubscribe.ts';

function SettingsLink({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  return (
    <Link to={paths.reminderSettings.getHref()} className={buttonClass(variant)}>
      Change your reminder settings
    </Link>
  );
}

const alert = <CircleAlert className="size-8" />;

/** Why a link no longer works, from the API's refusal (400); null for any other failure. */
function refusalOf(error: unknown): { title: string; text: string } | null {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return null;
  const choose = 'you can choose what we send you in your reminder settings.';
  if (error.body?.error === UNSUBSCRIBE_LINK_EXPIRED) {
    return {
      title: 'This unsubscribe link has expired',
      text: `Links in our emails work for ${UNSUBSCRIBE_LINK_DAYS} days. Nothing was changed; ${choose}`,
    };
  }
  if (error.body?.error === UNSUBSCRIBE_LINK_OUTDATED) {
    return {
      title: 'This unsubscribe link is out of date',
      text: `You turned this setting back on after the email was sent, so its link no longer changes it. Nothing was changed; ${choose}`,
    };
  }
  return { title: 'This unsubscribe link is not valid', text: `It may be incomplete or copied wrongly. Nothing was changed; ${choose}` };
}

/**
 * The landing page of an email's unsubscribe link. Opening it changes nothing (mail scanners and
 * link previews open links too): it says what the link turns off, or why it no longer works, and
 * the student confirms with one button, which POSTs.
 */
export function UnsubscribeView({ token }: { token: string | null }) {
  const link = useUnsubscribeLink(token);
  const unsubscribe = useUnsubscribe();

  if (!token) {
    return (
      <StatusView icon={alert} title="This unsubscribe link is incomplete" actions={<SettingsLink />}>
        <p>Open the link from the email again, or choose what we send you in your reminder settings.</p>
      </StatusView>
    );
  }
  if (unsubscribe.isSuccess) {
    return (
      <StatusView icon={<MailCheck className="size-8" />} title="You are unsubscribed" actions={<SettingsLink />}>
        <p role="status">You will no longer receive {unsubscribe.data.description}.</p>
      </StatusView>
    );
  }
  const refusal = refusalOf(unsubscribe.error ?? link.error);
  if (refusal) {
    return (
      <StatusView icon={alert} title={refusal.title} actions={<SettingsLink />}>
        <p>{refusal.text}</p>
      </StatusView>
    );
  }
  if (link.isError) {
    return (
      <StatusView
        icon={alert}
        title="We could not check this link just now"
        actions={
          <>
            <Button onClick={() => void link.refetch()}>Try again</Button>
            <SettingsLink variant="secondary" />
          </>
        }
      >
        <p>Nothing was changed. Please try again in a moment.</p>
      </StatusView>
    );
  }
  if (link.isPending) {
    return (
      <StatusView icon={<LoaderCircle className="size-8 animate-spin" />} title="Checking your link…" actions={null}>
        <p role="status">One moment.</p>
      </StatusView>
    );
  }
  const { description } = link.data;
  return (
    <StatusView
      icon={<MailX className="size-8" />}
      title={`Stop ${description}?`}
      actions={
        <>
          <Button onClick={() => unsubscribe.mutate(token)} disabled={unsubscribe.isPending}>
            {unsubscribe.isPending ? 'Unsubscribing…' : `Unsubscribe from ${description}`}
          </Button>
          <SettingsLink variant="secondary" />
        </>
      }
    >
      {unsubscribe.isError ? (
        <p role="alert">We could not unsubscribe you just now. Nothing was changed; please try again in a moment.</p>
      ) : (
        <p>Nothing changes until you press the button. You can turn {description} back on at any time in your reminder settings.</p>
      )}
    </StatusView>
  );
}
