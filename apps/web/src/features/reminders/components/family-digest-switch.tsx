import { useLingui } from '@lingui/react/macro';
import type { ReminderSettings } from '@campuspath/contract/reminders';
import { DIGEST_WINDOW_DAYS } from '@campuspath/contract/reminders-terms';
import { FormAlert } from '../../../components/ui/form-field.tsx';
import { SwitchField } from '../../../components/ui/switch-field.tsx';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { useUpdateReminderSettings } from '../api/update-reminder-settings.ts';
import { EmailBlockedNotice } from './email-blocked-notice.tsx';

/**
 * A parent's weekly digest: the account's own digest switch, which for a parent means one
 * email each Monday per student they follow, listing that student's shared deadlines. Saved at once
 * with the rest of the settings unchanged; an unverified or demo address is told why nothing is sent.
 */
export function FamilyDigestSwitch({ settings }: { settings: ReminderSettings }) {
  const { t } = useLingui();
  const update = useUpdateReminderSettings();
  const zone = settings.timeZone.replace(/_/g, ' ');
  const days = DIGEST_WINDOW_DAYS;
  const address = settings.email;
  const save = (weeklyDigest: boolean) =>
    update.mutate({
      leadDays: settings.leadDays,
      channels: settings.channels,
      quietHours: settings.quietHours,
      weeklyDigest,
      timeZone: settings.timeZone,
    });
  return (
    <div className="space-y-4">
      <EmailBlockedNotice settings={settings} />
      <SwitchField
        label={t`Weekly email digest`}
        hint={t`Monday mornings (${zone}), one email per student you follow: their deadlines in the next ${days} days and anything overdue, only from what they share with you. Sent to ${address}.`}
        checked={settings.weeklyDigest}
        disabled={update.isPending}
        onCheckedChange={save}
      />
      {update.isError ? <FormAlert>{errorMessage(update.error, t`That change was not saved. Please try again.`)}</FormAlert> : null}
    </div>
  );
}
