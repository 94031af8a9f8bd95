import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useId, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { Controller, useForm, useWatch, type FieldPath } from 'react-hook-form';
import type { z } from 'zod';
import type { reminderSettingsInputSchema, ReminderSettings, ReminderSettingsInput } from '@campuspath/contract/reminders';
import { DEFAULT_QUIET_HOURS, REMINDER_CHANNELS, type ReminderChannel } from '@campuspath/contract/reminders-terms';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert, SelectField, TextField } from '../../../components/ui/form-field.tsx';
import { errorMessage, showFieldErrors } from '../../../lib/api-error-messages.ts';
import { useUpdateReminderSettings } from '../api/update-reminder-settings.ts';
import { browserTimeZone, timeZoneOptions } from '../browser-time-zone.ts';
import { CheckboxField } from './checkbox-field.tsx';
import { EmailBlockedNotice, emailBlockedHint } from './email-blocked-notice.tsx';
import { LeadTimesField } from './lead-times-field.tsx';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { US_TIME_ZONE_WORDS } from '../../../lib/us-time-zone-words.ts';

type SettingsOutput = z.output<typeof reminderSettingsInputSchema>;
const resolver = lazyZodResolver<ReminderSettingsInput, SettingsOutput>(() =>
  import('@campuspath/contract/reminders').then((module) => module.reminderSettingsInputSchema),
);

const FIELD_PATHS = ['leadDays', 'timeZone', 'weeklyDigest', 'quietHours.start', 'quietHours.end'] as const;

/** Where a 400's field name ("leadDays.0", "quietHours", "channels.email") shows on this form. */
function formPath(name: string): FieldPath<ReminderSettingsInput> | null {
  if ((FIELD_PATHS as readonly string[]).includes(name)) return name as FieldPath<ReminderSettingsInput>;
  if (name.startsWith('leadDays')) return 'leadDays';
  if (name.startsWith('quietHours')) return 'quietHours.end';
  if (name.startsWith('channels')) return 'channels';
  return null;
}

function toFormValues(settings: ReminderSettings): ReminderSettingsInput {
  return {
    leadDays: settings.leadDays,
    channels: { ...settings.channels },
    quietHours: settings.quietHours ? { ...settings.quietHours } : null,
    weeklyDigest: settings.weeklyDigest,
    // Until the student chooses, suggest the zone their browser is in (the bell saves it too).
    timeZone: settings.timeZoneSaved ? settings.timeZone : (browserTimeZone() ?? settings.timeZone),
  };
}

/** `blocked`: why no email goes out yet (unverified address, demo account), said on both email switches. */
const CHANNEL_HINTS = (i18n: I18n, email: string, blocked: string | null): Record<ReminderChannel, string> => ({
  inApp: i18n._(msg`The bell at the top of every page, and the notifications page.`),
  email: blocked ?? i18n._(msg`Reminder emails go to ${email}. Each has a link to stop them.`),
  calendar: i18n._(msg`A private calendar feed your calendar app subscribes to, with an alert for each reminder time.`),
});

/** The channels' names (the contract's REMINDER_CHANNEL_LABELS) in the page's language. */
const CHANNEL_WORDS = {
  inApp: msg`In the app (the bell)`,
  email: msg`Email`,
  calendar: msg`Calendar feed`,
} as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="space-y-4 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/**
 * Reminder settings: lead times, channels, quiet hours, the weekly digest and the time
 * zone, checked with the contract's schema. A 400 puts its messages on the fields; what was typed stays.
 */
const subscribeNever = () => () => undefined;

/**
 * The form suggests this device's time zone and lists the zones its browser knows, neither of which
 * the server can know: it renders once the page is the browser's (false while hydrating, as on the
 * server), so the server's HTML and the browser's first render agree.
 */
export function ReminderSettingsForm({ settings }: { settings: ReminderSettings }) {
  const inBrowser = useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  );
  const { t } = useLingui();
  return inBrowser ? <SettingsForm settings={settings} /> : <p className="text-sm text-slate-600">{t`Loading your settings…`}</p>;
}

function SettingsForm({ settings }: { settings: ReminderSettings }) {
  const { t, i18n } = useLingui();
  const update = useUpdateReminderSettings();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ReminderSettingsInput, unknown, SettingsOutput>({
    resolver,
    defaultValues: toFormValues(settings),
  });
  // Turning quiet hours off and on again brings back the times typed before.
  const lastQuiet = useRef(settings.quietHours ?? DEFAULT_QUIET_HOURS);
  const [zones] = useState(() => timeZoneOptions(form.getValues('timeZone')));
  const { errors, isDirty, isSubmitting } = form.formState;
  const quietOn = useWatch({ control: form.control, name: 'quietHours' }) !== null;

  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      const saved = await update.mutateAsync(values);
      form.reset(toFormValues(saved));
    } catch (error) {
      if (!showFieldErrors(form.setError, error, formPath)) {
        setFormError(errorMessage(error, t`Something went wrong and your settings were not saved. Please try again.`));
      }
    }
  });

  const leadDaysError =
    errors.leadDays?.message ??
    errors.leadDays?.root?.message ??
    (Array.isArray(errors.leadDays) ? errors.leadDays.find(Boolean)?.message : undefined);
  const blocked = emailBlockedHint(i18n, settings);
  const hints = CHANNEL_HINTS(i18n, settings.email, blocked);
  const digestHint = t`A Monday summary of what is due in the next two weeks, by email.`;

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} aria-label={t`Reminder settings`} className="space-y-6">
      {formError ? <FormAlert>{formError}</FormAlert> : null}

      <Section title={t`When to remind you`}>
        <Controller
          control={form.control}
          name="leadDays"
          render={({ field }) => <LeadTimesField value={field.value} onChange={field.onChange} error={leadDaysError} />}
        />
      </Section>

      <Section title={t`How to reach you`}>
        <EmailBlockedNotice settings={settings} />
        {REMINDER_CHANNELS.map((channel) => (
          <Controller
            key={channel}
            control={form.control}
            name={`channels.${channel}`}
            render={({ field }) => (
              <CheckboxField
                label={i18n._(CHANNEL_WORDS[channel])}
                hint={hints[channel]}
                checked={field.value}
                onCheckedChange={field.onChange}
              />
            )}
          />
        ))}
        {errors.channels?.message ? <p className="text-sm text-red-700">{errors.channels.message}</p> : null}
        <Controller
          control={form.control}
          name="weeklyDigest"
          render={({ field }) => (
            <CheckboxField
              label={t`Weekly digest`}
              hint={blocked ? `${digestHint} ${blocked}` : digestHint}
              checked={field.value}
              onCheckedChange={field.onChange}
            />
          )}
        />
      </Section>

      <Section title={t`Quiet hours and time zone`}>
        <Controller
          control={form.control}
          name="quietHours"
          render={({ field }) => (
            <CheckboxField
              label={t`Quiet hours`}
              hint={t`No reminder emails between these times; they wait until the quiet hours end.`}
              checked={field.value !== null}
              onCheckedChange={(on) => {
                if (!on && field.value) lastQuiet.current = field.value;
                field.onChange(on ? { ...lastQuiet.current } : null);
              }}
            />
          )}
        />
        {quietOn ? (
          <div className="grid grid-cols-2 gap-4 sm:max-w-sm">
            <TextField label={t`From`} type="time" error={errors.quietHours?.start?.message} {...form.register('quietHours.start')} />
            <TextField label={t`Until`} type="time" error={errors.quietHours?.end?.message} {...form.register('quietHours.end')} />
          </div>
        ) : null}
        <SelectField
          label={t`Time zone`}
          hint={t`Used for your essays, letters and tasks, quiet hours and the digest. Application deadlines use each college's own time zone.`}
          error={errors.timeZone?.message}
          {...form.register('timeZone')}
        >
          {zones.own ? (
            <optgroup label={t`Your time zone`}>
              <option value={zones.own}>{zones.own.replaceAll('_', ' ')}</option>
            </optgroup>
          ) : null}
          <optgroup label={t`United States`}>
            {zones.us.map(({ zone, label }) => (
              <option key={zone} value={zone}>
                {US_TIME_ZONE_WORDS[zone] ? i18n._(US_TIME_ZONE_WORDS[zone]) : label}
              </option>
            ))}
          </optgroup>
          <optgroup label={t`All time zones`}>
            {zones.others.map((zone) => (
              <option key={zone} value={zone}>
                {zone.replaceAll('_', ' ')}
              </option>
            ))}
          </optgroup>
        </SelectField>
      </Section>

      <div className="flex flex-wrap items-center gap-4">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? t`Saving…` : t`Save settings`}
        </Button>
        <p role="status" className="text-sm text-emerald-700">
          {update.isSuccess && !isDirty ? t`Settings saved.` : ''}
        </p>
      </div>
    </form>
  );
}
