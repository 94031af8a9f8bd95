import { Trans, useLingui } from '@lingui/react/macro';
import type { HighSchool, InvitationLink } from '@campuspath/contract/high-schools';
import { COUNSELOR_INVITATION_DAYS } from '@campuspath/contract/sharing-terms';
import { useState } from 'react';
import { Button, buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { CopyField } from '../../../components/ui/copy-field.tsx';
import { FormAlert } from '../../../components/ui/form-field.tsx';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { useInviteCounselor } from '../api/invite-counselor.ts';
import { useRemoveCounselor } from '../api/remove-counselor.ts';

/** The school's counselors, Remove for each (the API refuses the last one), and an invitation link for another. */
export function CounselorsPanel({ school, myId }: { school: HighSchool; myId: string }) {
  const { t } = useLingui();
  const schoolName = school.name;
  const days = COUNSELOR_INVITATION_DAYS;
  const invite = useInviteCounselor();
  const remove = useRemoveCounselor();
  const [link, setLink] = useState<InvitationLink | null>(null);
  return (
    <div className="space-y-3">
      <h3 className="text-sm font-semibold text-slate-900">
        <Trans>Counselors</Trans>
      </h3>
      <ul aria-label={t`Counselors of ${schoolName}`} className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {school.counselors.map((counselor) => {
          const counselorName = counselor.name;
          return (
            <li key={counselor.id} className="flex items-center justify-between gap-3 px-3 py-2 text-sm">
              <span className="min-w-0 break-words text-slate-900">
                {counselor.name}
                {counselor.id === myId ? (
                  <span className="text-slate-500">
                    {' '}
                    <Trans>(you)</Trans>
                  </span>
                ) : null}
              </span>
              <ConfirmDialog
                trigger={
                  <>
                    <Trans>
                      Remove<span className="sr-only"> {counselorName}</span>
                    </Trans>
                  </>
                }
                triggerClassName={buttonClass('ghost', 'shrink-0')}
                title={t`Remove ${counselorName} from ${schoolName}?`}
                description={t`They stop seeing the school’s students at once. A school always keeps at least one counselor.`}
                confirmLabel={t`Remove counselor`}
                pendingLabel={t`Removing…`}
                errorMessage={(error) => errorMessage(error, t`The counselor was not removed. Please try again.`)}
                destructive
                pending={remove.isPending}
                onConfirm={() => remove.mutateAsync({ schoolId: school.id, counselorId: counselor.id })}
              />
            </li>
          );
        })}
      </ul>
      <Button
        variant="secondary"
        disabled={invite.isPending}
        onClick={() => invite.mutate(school.id, { onSuccess: (answer) => setLink(answer.invitation) })}
      >
        {invite.isPending ? t`Making a link…` : t`Invite a counselor`}
      </Button>
      {invite.isError ? <FormAlert>{errorMessage(invite.error, t`No invitation was made. Please try again.`)}</FormAlert> : null}
      {link ? (
        <CopyField
          label={t`Counselor invitation link`}
          value={link.url}
          hint={t`Send it to your colleague: it works once, for ${days} days, and is shown only now.`}
        />
      ) : null}
    </div>
  );
}
