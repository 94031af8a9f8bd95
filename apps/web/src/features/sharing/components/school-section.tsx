import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { JoinHighSchoolBody } from '@campuspath/contract/high-schools';
import type { SharingResponse } from '@campuspath/contract/sharing';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { FormAlert, TextField } from '../../../components/ui/form-field.tsx';
import { SwitchField } from '../../../components/ui/switch-field.tsx';
import { errorMessage, showFieldErrors } from '../../../lib/api-error-messages.ts';
import { useJoinHighSchool } from '../api/join-high-school.ts';
import { useLeaveHighSchool } from '../api/leave-high-school.ts';
import { useShareWithSchool } from '../api/share-with-school.ts';
import { lazyZodResolver } from '../../../lib/lazy-zod-resolver.ts';
import { JOINING_SHOWS } from '../scope-hints.ts';

const resolver = lazyZodResolver<JoinHighSchoolBody>(() =>
  import('@campuspath/contract/high-schools').then((module) => module.joinHighSchoolBodySchema),
);

/**
 * My high school: join it with the code a counselor gives out, or leave it; and, once joined,
 * "Share with my school's counselors" (joining alone shows the counselors the student's name, class year
 * and that they joined, and nothing of the plan).
 */
export function SchoolSection({ school }: { school: SharingResponse['school'] }) {
  return school ? <JoinedSchool school={school} /> : <JoinSchoolForm />;
}

function JoinSchoolForm() {
  const join = useJoinHighSchool();
  const { t, i18n } = useLingui();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<JoinHighSchoolBody>({ resolver, defaultValues: { code: '' } });
  const onSubmit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      await join.mutateAsync(values);
    } catch (error) {
      if (!showFieldErrors(form.setError, error, ['code']))
        setFormError(errorMessage(error, t`We could not join the school just now. Please try again.`));
    }
  });
  return (
    <form noValidate onSubmit={onSubmit} aria-label={t`Join your high school`} className="space-y-4">
      {formError ? <FormAlert>{formError}</FormAlert> : null}
      <TextField
        label={t`Join code`}
        autoComplete="off"
        placeholder="ABCDE-FGHJK"
        hint={`${t`Your school counselor gives it out.`} ${i18n._(JOINING_SHOWS)}`}
        error={form.formState.errors.code?.message}
        {...form.register('code')}
      />
      <Button type="submit" disabled={join.isPending}>
        {join.isPending ? t`Joining…` : t`Join school`}
      </Button>
    </form>
  );
}

function JoinedSchool({ school }: { school: NonNullable<SharingResponse['school']> }) {
  const share = useShareWithSchool();
  const leave = useLeaveHighSchool();
  const { t } = useLingui();
  const schoolName = school.name;
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        <Trans>
          You belong to <strong className="font-semibold text-slate-900">{schoolName}</strong>.
        </Trans>
      </p>
      <SwitchField
        label={t`Share with my school's counselors`}
        hint={
          school.shared
            ? t`They see what you switch on for them below, and can add tasks and leave notes you'll see.`
            : t`Off: your counselors see nothing of your plan.`
        }
        checked={school.shared}
        disabled={share.isPending}
        onCheckedChange={(shared) => share.mutate(shared)}
      />
      {share.isError ? <FormAlert>{errorMessage(share.error, t`That change was not saved. Please try again.`)}</FormAlert> : null}
      <ConfirmDialog
        trigger={t`Leave school`}
        triggerClassName={buttonClass('secondary')}
        title={t`Leave ${schoolName}?`}
        description={t`Its counselors stop seeing your plan at once. You can join again with the school's code.`}
        confirmLabel={t`Leave school`}
        pendingLabel={t`Leaving…`}
        errorMessage={(error) => errorMessage(error, t`We could not leave the school just now. Please try again.`)}
        destructive
        pending={leave.isPending}
        onConfirm={() => leave.mutateAsync()}
      />
    </div>
  );
}
