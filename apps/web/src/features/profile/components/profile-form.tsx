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

export const PROFILE_SECTIONS = [
  { id: 'grades', label: 'Grades' },
  { id: 'tests', label: 'Tests' },
  { id: 'courses', label: 'Courses' },
  { id: 'majors', label: 'Intended majors' },
  { id: 'preferences', label: 'Preferences' },
  { id: 'income', label: 'Income and home state' },
] as const;

type Status = { kind: 'saved'; at: string } | { kind: 'error'; message: string } | null;

/**
 * The whole academic profile in one form, saved whole. Client checks use the same contract schema
 * as the API; the API's field messages (dotted paths such as "courses.2.score") land on the same
 * inputs. What the student typed is never reset by a failed save.
 */
export function ProfileForm({ profile }: { profile: ProfileResponse }) {
  const update = useUpdateProfile();
  const [status, setStatus] = useState<Status>(null);
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
          ? 'Your profile was not saved. Check the highlighted fields.'
          : errorMessage(error, 'Your profile was not saved. Please try again; everything you typed is still here.');
        setStatus({ kind: 'error', message });
      }
    },
    () => setStatus({ kind: 'error', message: 'Your profile was not saved. Check the highlighted fields.' }),
  );

  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={onSubmit} aria-label="Academic profile" className="space-y-6">
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
              {form.formState.isSubmitting ? 'Saving…' : 'Save profile'}
            </Button>
            <p role="status" className="text-sm text-emerald-700">
              {status?.kind === 'saved' && !form.formState.isDirty ? `Profile saved at ${formatTime(status.at)}.` : ''}
            </p>
          </div>
        </div>
      </form>
    </FormProvider>
  );
}
