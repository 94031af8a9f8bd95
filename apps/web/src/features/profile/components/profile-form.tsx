import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import type { Profile, ProfileBody, ProfileResponse } from '@campuspath/contract/profile';
import { Button } from '../../../components/ui/button.tsx';
import { FormAlert } from '../../../components/ui/form-field.tsx';
import { errorMessage, showFieldErrors } from '../../../lib/api-error-messages.ts';
import { formatTime } from '../../../lib/format-date.ts';
import { useUpdateProfile } from '../api/update-profile.ts';
import { toFormValues } from '../profile-form-values.ts';
import { CoursesSection } from './courses-section.tsx';
import { GradesSection } from './grades-section.tsx';
import { IncomeSection } from './income-section.tsx';
import { MajorsSection } from './majors-section.tsx';
import { PreferencesSection } from './preferences-section.tsx';
import { TestsSection } from './tests-section.tsx';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { actionNow } from '../../../lib/render-moment.ts';

const resolver = lazyZodResolver<ProfileBody, Profile>(() =>
  import('@campuspath/contract/profile').then((module) => module.profileBodySchema),
);

export const PROFILE_SECTIONS: readonly { id: string; label: MessageDescriptor }[] = [
  { id: 'grades', label: msg`Grades` },
  { id: 'tests', label: msg`Tests` },
  { id: 'courses', label: msg`Courses` },
  { id: 'majors', label: msg`Intended majors` },
  { id: 'preferences', label: msg`Preferences` },
  { id: 'income', label: msg`Income and home state` },
];

type Status = { kind: 'saved'; at: string } | { kind: 'error'; message: string } | null;

/**
 * The whole academic profile in one form, saved whole. Client checks use the same contract schema
 * as the API; the API's field messages (dotted paths such as "courses.2.score") land on the same
 * inputs. What the student typed is never reset by a failed save.
 */
export function ProfileForm({ profile }: { profile: ProfileResponse }) {
  const update = useUpdateProfile();
  const [status, setStatus] = useState<Status>(null);
  const { t } = useLingui();
  const form = useForm<ProfileBody, unknown, Profile>({
    resolver,
    defaultValues: toFormValues(profile),
  });

  const onSubmit = form.handleSubmit(
    async (values) => {
      setStatus(null);
      try {
        const saved = await update.mutateAsync(values);
        form.reset(toFormValues(saved));
        setStatus({ kind: 'saved', at: saved.updatedAt ?? actionNow().toISOString() });
      } catch (error) {
        // Messages for fields this form has (dotted paths under its top-level keys) go beside them.
        const message = showFieldErrors(form.setError, error, Object.keys(form.getValues()))
          ? t`Your profile was not saved. Check the highlighted fields.`
          : errorMessage(error, t`Your profile was not saved. Please try again; everything you typed is still here.`);
        setStatus({ kind: 'error', message });
      }
    },
    () => setStatus({ kind: 'error', message: t`Your profile was not saved. Check the highlighted fields.` }),
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-label={t`Academic profile`} className="space-y-6">
        <GradesSection />
        <TestsSection />
        <CoursesSection />
        <MajorsSection />
        <PreferencesSection />
        <IncomeSection />

        <div className="sticky bottom-0 z-10 -mx-4 border-t border-slate-200 bg-white/95 px-4 py-3 backdrop-blur sm:mx-0 sm:rounded-2xl sm:border">
          {status?.kind === 'error' ? <FormAlert>{status.message}</FormAlert> : null}
          <div className={`flex flex-wrap items-center gap-4 ${status?.kind === 'error' ? 'mt-3' : ''}`}>
            <Button type="submit" disabled={form.formState.isSubmitting}>
              {form.formState.isSubmitting ? t`Saving…` : t`Save profile`}
            </Button>
            <p role="status" className="text-sm text-emerald-700">
              {status?.kind === 'saved' && !form.formState.isDirty ? <SavedAt at={status.at} /> : ''}
            </p>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}

function SavedAt({ at }: { at: string }) {
  const { t } = useLingui();
  const time = formatTime(at);
  return <>{t`Profile saved at ${time}.`}</>;
}
