import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { User } from '@campuspath/contract/auth';
import { ACCOUNT_LOCALES, type AccountLocale } from '@campuspath/contract/auth-terms';
import type { LastChoices, ParentInvitationResponse, ShareScopes } from '@campuspath/contract/sharing';
import {
  DEFAULT_SCOPES,
  PARENT_INVITATION_DAYS,
  isEmailSafeName,
  SHARE_SCOPES,
  VIEWER_SCOPES,
  type ShareScope,
} from '@campuspath/contract/sharing-terms';
import { Button } from '../../../components/ui/button.tsx';
import { CopyField } from '../../../components/ui/copy-field.tsx';
import { FormAlert, SelectField, TextField } from '../../../components/ui/form-field.tsx';
import { SwitchField } from '../../../components/ui/switch-field.tsx';
import { errorMessage, showFieldErrors } from '../../../lib/api-error-messages.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useInviteParent } from '../api/invite-parent.ts';
import type { InviteValues } from './invite-parent-form-schema.ts';
import { SCOPE_HINTS, scopeName } from '../scope-hints.ts';
import { EMAIL_NAME_MAX_LENGTH } from '@campuspath/contract/sharing-terms';

const PARENT_DEFAULTS = Object.fromEntries(SHARE_SCOPES.map((scope) => [scope, DEFAULT_SCOPES.parent.includes(scope)])) as ShareScopes;

type Inviter = Pick<User, 'isDemo' | 'emailVerified' | 'email' | 'name' | 'locale'>;

/** Each language by its own name, as a parent who reads only that one finds it. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- each language's own name, the same on every page
const LANGUAGE_NAMES: Record<AccountLocale, string> = { en: 'English', es: 'Español' };

/** Why no email went out with the link (nothing is sent on behalf of an unconfirmed address, nor under a name unfit for it). */
function noEmailReason(i18n: I18n, user: Inviter): string {
  const { email } = user;
  const longest = EMAIL_NAME_MAX_LENGTH;
  if (user.isDemo) return i18n._(msg`Demo accounts send no email.`);
  if (!user.emailVerified) return i18n._(msg`We send invitations only once you have verified ${email}.`);
  if (!isEmailSafeName(user.name))
    return i18n._(
      msg`Your name looks like a web address or is longer than ${longest} characters, so it is not put in an email to someone else. Change it in your account settings to have invitations emailed.`,
    );
  return i18n._(msg`The email could not be sent.`);
}

const resolver = lazyZodResolver<InviteValues>(() =>
  import('./invite-parent-form-schema.ts').then((module) => module.inviteParentFormSchema),
);

/**
 * Invite a parent or guardian: their address (or none) and what they will see, then the link
 * (single use, 7 days) to copy and, from a verified account, the same link emailed to them, which
 * then works only for the account of that address. Says plainly when no email went out. The switches start from the student's last choices for that address (a parent
 * they stopped sharing with, or an earlier invitation), else the usual parent choices, and are
 * shown before sending: what is shown is what is sent. The invitation's language starts as the
 * student's own; a parent who reads Spanish gets the email and the invitation page in Spanish.
 */
export function InviteParentForm({ user, lastChoices }: { user: Inviter; lastChoices: readonly LastChoices[] }) {
  const invite = useInviteParent();
  const { t, i18n } = useLingui();
  const [sent, setSent] = useState<{ email: string; invitation: ParentInvitationResponse['invitation'] } | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  // Switches changed in this form; the rest follow the typed address's last choices.
  const [changed, setChanged] = useState<Partial<ShareScopes>>({});
  const form = useForm<InviteValues>({ resolver, defaultValues: { email: '', locale: user.locale } });
  const { errors } = form.formState;
  const typed = useWatch({ control: form.control, name: 'email' }).trim().toLowerCase();
  const last = lastChoices.find((choice) => choice.email === typed) ?? null;
  const scopes: ShareScopes = { ...(last?.scopes ?? PARENT_DEFAULTS), ...changed };
  const toggle = (scope: ShareScope, on: boolean) => setChanged((current) => ({ ...current, [scope]: on }));
  const days = PARENT_INVITATION_DAYS;
  const sentTo = sent?.email ?? '';
  const reason = noEmailReason(i18n, user);
  const lastEmail = last?.email ?? '';
  const lastOn = last ? formatDate(last.at, 'short') : '';
  const startingPoint = !last
    ? t`Starting from the usual choices for a parent. You can change them now or at any time later.`
    : last.from === 'viewer'
      ? t`Starting from your last choices for ${lastEmail} (when you stopped sharing on ${lastOn}).`
      : t`Starting from your last choices for ${lastEmail} (your invitation on ${lastOn}).`;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const email = values.email.trim();
      const { locale } = values;
      const { invitation } = await invite.mutateAsync(email ? { email, scopes, locale } : { scopes, locale });
      setSent({ email, invitation });
      form.reset({ email: '', locale });
      setChanged({});
    } catch (error) {
      if (!showFieldErrors(form.setError, error, ['email', 'locale']))
        setFormError(errorMessage(error, t`The invitation could not be created. Please try again.`));
    }
  });

  return (
    <div className="space-y-5">
      <form noValidate onSubmit={onSubmit} aria-label={t`Invite a parent or guardian`} className="space-y-4">
        {formError ? <FormAlert>{formError}</FormAlert> : null}
        <TextField
          label={t`Their email address`}
          type="email"
          autoComplete="off"
          hint={t`They get a link that works once, for ${days} days. They see your plan read-only, and only what you switch on. Leave it empty for a link to send them yourself.`}
          error={errors.email?.message}
          {...form.register('email')}
        />
        <SelectField
          label={t`Language of the invitation`}
          hint={t`The email is written in it, and the link opens the invitation page in it.`}
          error={errors.locale?.message}
          {...form.register('locale')}
        >
          {ACCOUNT_LOCALES.map((locale) => (
            <option key={locale} value={locale} lang={locale}>
              {LANGUAGE_NAMES[locale]}
            </option>
          ))}
        </SelectField>
        <fieldset>
          <legend className="text-sm font-semibold text-slate-900">
            <Trans>What they will see</Trans>
          </legend>
          <p className="mt-1 text-sm text-slate-600" data-testid="invite-starting-point">
            {startingPoint}
          </p>
          <div className="mt-3 space-y-4">
            {VIEWER_SCOPES.parent.map((scope) => (
              <SwitchField
                key={scope}
                label={i18n._(scopeName(scope))}
                labelFor={t`the parent you invite`}
                hint={i18n._(SCOPE_HINTS[scope])}
                checked={scopes[scope]}
                onCheckedChange={(on) => toggle(scope, on)}
              />
            ))}
          </div>
        </fieldset>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? t`Creating the invitation…` : t`Invite`}
        </Button>
      </form>
      {sent ? (
        <div className="space-y-3 rounded-xl border border-indigo-200 bg-indigo-50 p-4 text-sm text-slate-800">
          <p role="status">
            {sent.invitation.emailed
              ? t`We emailed the invitation to ${sentTo}. It works only for the account of that address; you can also send them this link yourself.`
              : sentTo
                ? t`No email was sent to ${sentTo}: ${reason} Copy the link and send it to them yourself.`
                : t`Copy the link and send it to them yourself. Whoever accepts it with a parent account will see your plan: you will see who did.`}
          </p>
          <CopyField label={t`Invitation link`} value={sent.invitation.url} hint={t`It is shown only now: we keep no copy of it.`} />
        </div>
      ) : null}
    </div>
  );
}
