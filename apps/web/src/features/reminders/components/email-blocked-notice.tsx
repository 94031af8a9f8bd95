import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { MailWarning } from 'lucide-react';
import type { ReminderSettings } from '@campuspath/contract/reminders';
import { ResendVerification } from '../../../components/ui/resend-verification.tsx';

/** Why the email switches send nothing yet, for their hints; null when emails can go. */
export function emailBlockedHint(i18n: I18n, { emailBlocked, email }: Pick<ReminderSettings, 'emailBlocked' | 'email'>): string | null {
  if (emailBlocked === 'demo') return i18n._(msg`Demo accounts don’t receive email.`);
  if (emailBlocked === 'unverified') return i18n._(msg`Reminder emails start once you verify ${email}.`);
  return null;
}

/**
 * Above the channels while no email can go out: an unverified address gets a new link from here; a
 * demo account is told it never receives email. The switches still save, and take effect once email can go.
 */
export function EmailBlockedNotice({ settings }: { settings: ReminderSettings }) {
  const { t, i18n } = useLingui();
  const hint = emailBlockedHint(i18n, settings);
  if (!hint) return null;
  return (
    <div className="space-y-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <p className="flex items-start gap-2 wrap-anywhere">
        <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          {hint}
          {settings.emailBlocked === 'unverified' ? ` ${t`Open the link we sent to that address, or get a new one.`}` : ''}
        </span>
      </p>
      {settings.emailBlocked === 'unverified' ? <ResendVerification /> : null}
    </div>
  );
}
