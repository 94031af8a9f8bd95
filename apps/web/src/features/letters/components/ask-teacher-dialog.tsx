import { Trans, useLingui } from '@lingui/react/macro';
import { GraduationCap } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { Suspense, lazy, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { CreateLetterRequestBody } from '@campuspath/contract/letter-requests';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { DIALOG_CONTENT_WIDE, DIALOG_DESCRIPTION, DIALOG_OVERLAY, DIALOG_TITLE } from '../../../components/ui/dialog-styles.ts';
import { FormAlert, TextAreaField, TextField } from '../../../components/ui/form-field.tsx';
import { useApplications } from '../../../lib/api/get-applications.ts';
import { errorMessage, fieldErrors, showFieldErrors } from '../../../lib/api-error-messages.ts';
import { formatDay } from '../../../lib/format-date.ts';
import { STUDENT_LETTER_DELIVERY_NOTICE } from '../../../lib/letter-request-terms.ts';
import { APPLICATION_ROUND_NAMES } from '../../../lib/plan-terms.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { useCreateLetterRequest } from '../api/letter-requests.ts';
import { useSchoolTeachers } from '../api/school-teachers.ts';
import { TeacherNameField } from './teacher-name-field.tsx';

type AskValues = Required<CreateLetterRequestBody>;
const resolver = lazyZodResolver<AskValues>(() =>
  import('@campuspath/contract/letter-requests').then((module) => module.createLetterRequestBodySchema),
);
const FIELDS = ['teacherName', 'teacherEmail', 'applicationIds', 'note', 'waived'];

// The school's rules load with the open dialog, not with the applications page.
const LetterAskRulesNotice = lazy(() =>
  import('./letter-ask-rules-notice.tsx').then((module) => ({ default: module.LetterAskRulesNotice })),
);

/**
 * "Ask a teacher in CampusPath": the teacher's name and address (picked among the teachers on the
 * student's school roster, or typed), which applications the letter is
 * for (their colleges and deadlines come along), a note, and the waiver. The teacher answers in
 * their own queue; this tracker follows.
 */
/** The student's high school (null: none): its rostered teachers are offered by name. */
export interface SchoolRef {
  id: string;
  name: string;
}

export function AskTeacherDialog({ highSchool, onAsked }: { highSchool: SchoolRef | null; onAsked: (name: string) => void }) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClass('secondary')}>
        <GraduationCap aria-hidden="true" className="size-4" />
        <Trans>Ask a teacher in CampusPath</Trans>
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={DIALOG_OVERLAY} />
        <Dialog.Content className={`${DIALOG_CONTENT_WIDE} max-h-[calc(100dvh-2rem)] overflow-y-auto`}>
          <Dialog.Title className={DIALOG_TITLE}>
            <Trans>Ask a teacher for a letter</Trans>
          </Dialog.Title>
          <Dialog.Description className={DIALOG_DESCRIPTION}>
            <Trans>
              Your teacher sees the request, your colleges and deadlines in CampusPath. We email them (with your colleges and nearest
              deadline, never your note), and a teacher without an account gets an invitation to join.
            </Trans>{' '}
            {i18n._(STUDENT_LETTER_DELIVERY_NOTICE)}
          </Dialog.Description>
          <Suspense fallback={null}>
            <LetterAskRulesNotice />
          </Suspense>
          <AskTeacherForm
            highSchool={highSchool}
            onAsked={(name) => {
              setOpen(false);
              onAsked(name);
            }}
          />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** An application to choose: its college, round and deadline. */
function applicationLine(college: string, round: string, due: string | null) {
  return due ? (
    <Trans>
      {college}, {round} · Due {due}
    </Trans>
  ) : (
    <Trans>
      {college}, {round}
    </Trans>
  );
}

function AskTeacherForm({ highSchool, onAsked }: { highSchool: SchoolRef | null; onAsked: (name: string) => void }) {
  const { t, i18n } = useLingui();
  const applications = useApplications();
  // A student of a school picks among its rostered teachers (or types anyone's name and address).
  const teachers = useSchoolTeachers(highSchool?.id ?? null);
  const create = useCreateLetterRequest();
  const form = useForm<AskValues>({
    resolver,
    defaultValues: { teacherName: '', teacherEmail: '', note: '', waived: true, applicationIds: [] },
  });
  const { errors, isSubmitting } = form.formState;
  const [formError, setFormError] = useState('');
  const submit = form.handleSubmit(async (values) => {
    setFormError('');
    try {
      await create.mutateAsync(values);
      onAsked(values.teacherName);
    } catch (caught) {
      const placed = showFieldErrors(form.setError, caught, FIELDS);
      // Before the school's first day for letters the refusal names no field of this form: say it above it.
      const askFrom = fieldErrors(caught).askFrom;
      if (askFrom) setFormError(askFrom);
      else if (!placed) setFormError(errorMessage(caught, t`The request was not sent. Please try again.`));
    }
  });
  const list = (applications.data?.applications ?? []).filter((application) => application.school);
  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="mt-4 space-y-4">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <Controller
        control={form.control}
        name="teacherName"
        render={({ field, fieldState }) => (
          <TeacherNameField
            label={t`Teacher's name`}
            value={field.value}
            error={fieldState.error?.message}
            onValueChange={field.onChange}
            teachers={teachers.data?.teachers ?? []}
            schoolName={highSchool?.name ?? ''}
            onPick={(teacher) => {
              field.onChange(teacher.name);
              form.setValue('teacherEmail', teacher.email, { shouldValidate: form.formState.isSubmitted });
            }}
          />
        )}
      />
      <TextField label={t`Teacher's email`} type="email" error={errors.teacherEmail?.message} {...form.register('teacherEmail')} />
      <Controller
        control={form.control}
        name="applicationIds"
        render={({ field, fieldState }) => (
          <fieldset aria-describedby={fieldState.error ? 'ask-applications-error' : undefined}>
            <legend className="text-sm font-medium text-slate-800">
              <Trans>Applications the letter is for</Trans>
            </legend>
            {applications.isPending ? (
              <p className="mt-2 text-sm text-slate-600">
                <Trans>Loading your applications…</Trans>
              </p>
            ) : list.length === 0 ? (
              <p className="mt-2 text-sm text-slate-600">
                <Trans>Add an application first: the request names its college and deadline.</Trans>
              </p>
            ) : (
              <ul className="mt-2 space-y-2">
                {list.map((application) => (
                  <li key={application.id}>
                    <label className="flex items-start gap-2 text-sm text-slate-800">
                      <input
                        type="checkbox"
                        className="mt-1 size-4 accent-indigo-600"
                        checked={field.value.includes(application.id)}
                        onChange={(event) =>
                          field.onChange(
                            event.target.checked
                              ? [...field.value, application.id]
                              : field.value.filter((other) => other !== application.id),
                          )
                        }
                      />
                      <span>
                        {applicationLine(
                          application.school!.name,
                          i18n._(APPLICATION_ROUND_NAMES[application.round]),
                          application.deadline ? formatDay(application.deadline) : null,
                        )}
                      </span>
                    </label>
                  </li>
                ))}
              </ul>
            )}
            {fieldState.error ? (
              <p id="ask-applications-error" className="mt-1 text-sm text-red-700">
                {fieldState.error.message}
              </p>
            ) : null}
          </fieldset>
        )}
      />
      <TextAreaField
        label={t`Note to your teacher`}
        rows={3}
        maxLength={2000}
        hint={t`Optional: what you would like them to mention.`}
        error={errors.note?.message}
        {...form.register('note')}
      />
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input type="checkbox" className="mt-1 size-4 accent-indigo-600" {...form.register('waived')} />
        <span>
          <Trans>I waive my right to see this letter (colleges often give waived letters more weight).</Trans>
        </span>
      </label>
      <div className="flex justify-end gap-2">
        <Dialog.Close className={buttonClass('ghost')}>
          <Trans>Cancel</Trans>
        </Dialog.Close>
        <Button type="submit" disabled={create.isPending || isSubmitting}>
          {create.isPending || isSubmitting ? t`Sending…` : t`Send request`}
        </Button>
      </div>
    </form>
  );
}
