import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { CircleAlert, LoaderCircle, MailCheck, MailX } from 'lucide-react';
import { Link } from 'react-router';
import {
  UNSUBSCRIBE_LINK_DAYS,
  UNSUBSCRIBE_LINK_EXPIRED,
  UNSUBSCRIBE_LINK_OUTDATED,
  type UnsubscribeChannel,
} from '@campuspath/contract/reminders-terms';
import { StatusView } from '../../../components/layout/status-view.tsx';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { ApiRequestError } from '../../../lib/api-client.ts';
import { useUnsubscribeLink } from '../api/get-unsubscribe-link.ts';
import { useUnsubscribe } from '../api/unsubscribe.ts';

function SettingsLink({ variant = 'primary' }: { variant?: 'primary' | 'secondary' }) {
  return (
    <Link to={paths.reminderSettings.getHref()} className={buttonClass(variant)}>
      <Trans>Change your reminder settings</Trans>
    </Link>
  );
}

/**
 * What a link turns off, in the page's language, from its channel (the API's `description` is the
 * same in English): the words go inside sentences ("You will no longer receive {what}").
 */
const CHANNEL_WORDS: Record<UnsubscribeChannel, MessageDescriptor> = {
  email: msg`reminder emails`,
  digest: msg`the weekly digest`,
};

const alert = <CircleAlert className="size-8" />;

/** Why a link no longer works, from the API's refusal (400); null for any other failure. */
function refusalOf(error: unknown, i18n: I18n): { title: string; text: string } | null {
  if (!(error instanceof ApiRequestError) || error.status !== 400) return null;
  if (error.body?.error === UNSUBSCRIBE_LINK_EXPIRED) {
    const days = UNSUBSCRIBE_LINK_DAYS;
    return {
      title: i18n._(msg`This unsubscribe link has expired`),
      text: i18n._(
        msg`Links in our emails work for ${days} days. Nothing was changed; you can choose what we send you in your reminder settings.`,
      ),
    };
  }
  if (error.body?.error === UNSUBSCRIBE_LINK_OUTDATED) {
    return {
      title: i18n._(msg`This unsubscribe link is out of date`),
      text: i18n._(
        msg`You turned this setting back on after the email was sent, so its link no longer changes it. Nothing was changed; you can choose what we send you in your reminder settings.`,
      ),
    };
  }
  return {
    title: i18n._(msg`This unsubscribe link is not valid`),
    text: i18n._(
      msg`It may be incomplete or copied wrongly. Nothing was changed; you can choose what we send you in your reminder settings.`,
    ),
  };
}

/**
 * The landing page of an email's unsubscribe link. Opening it changes nothing (mail scanners and
 * link previews open links too): it says what the link turns off, or why it no longer works, and
 * the student confirms with one button, which POSTs.
 */
export function UnsubscribeView({ token }: { token: string | null }) {
  const { t, i18n } = useLingui();
  const link = useUnsubscribeLink(token);
  const unsubscribe = useUnsubscribe();

  if (!token) {
    return (
      <StatusView icon={alert} title={t`This unsubscribe link is incomplete`} actions={<SettingsLink />}>
        <p>
          <Trans>Open the link from the email again, or choose what we send you in your reminder settings.</Trans>
        </p>
      </StatusView>
    );
  }
  if (unsubscribe.isSuccess) {
    const what = i18n._(CHANNEL_WORDS[unsubscribe.data.channel]);
    return (
      <StatusView icon={<MailCheck className="size-8" />} title={t`You are unsubscribed`} actions={<SettingsLink />}>
        <p role="status">
          <Trans>You will no longer receive {what}.</Trans>
        </p>
      </StatusView>
    );
  }
  const refusal = refusalOf(unsubscribe.error ?? link.error, i18n);
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
        title={t`We could not check this link just now`}
        actions={
          <>
            <Button onClick={() => void link.refetch()}>
              <Trans>Try again</Trans>
            </Button>
            <SettingsLink variant="secondary" />
          </>
        }
      >
        <p>
          <Trans>Nothing was changed. Please try again in a moment.</Trans>
        </p>
      </StatusView>
    );
  }
  if (link.isPending) {
    return (
      <StatusView icon={<LoaderCircle className="size-8 animate-spin" />} title={t`Checking your link…`} actions={null}>
        <p role="status">
          <Trans>One moment.</Trans>
        </p>
      </StatusView>
    );
  }
  const what = i18n._(CHANNEL_WORDS[link.data.channel]);
  return (
    <StatusView
      icon={<MailX className="size-8" />}
      title={t`Stop ${what}?`}
      actions={
        <>
          <Button onClick={() => unsubscribe.mutate(token)} disabled={unsubscribe.isPending}>
            {unsubscribe.isPending ? t`Unsubscribing…` : t`Unsubscribe from ${what}`}
          </Button>
          <SettingsLink variant="secondary" />
        </>
      }
    >
      {unsubscribe.isError ? (
        <p role="alert">
          <Trans>We could not unsubscribe you just now. Nothing was changed; please try again in a moment.</Trans>
        </p>
      ) : (
        <p>
          <Trans>Nothing changes until you press the button. You can turn {what} back on at any time in your reminder settings.</Trans>
        </p>
      )}
    </StatusView>
  );
}
