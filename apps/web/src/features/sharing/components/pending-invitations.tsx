import { Trans, useLingui } from '@lingui/react/macro';
import type { SharingResponse } from '@campuspath/contract/sharing';
import { PLAN_SCOPES } from '@campuspath/contract/sharing-terms';
import { PLAN_SCOPE_NAMES } from '../../../lib/plan-terms.ts';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useRevokeInvitation } from '../api/revoke-invitation.ts';

/** Invitations not yet accepted, with their expiry and Revoke (the link then stops working). */
export function PendingInvitations({ invitations }: { invitations: SharingResponse['invitations'] }) {
  const revoke = useRevokeInvitation();
  const { t, i18n } = useLingui();
  if (invitations.length === 0) return null;
  const stopsWorking = (email: string | null) =>
    email ? t`The link sent to ${email} stops working at once.` : t`The link sent stops working at once.`;
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">
        <Trans>Waiting to be accepted</Trans>
      </h3>
      <p className="mt-1 text-sm text-slate-600">
        <Trans>A link is shown only when you create it. If it was lost, revoke the invitation and invite again.</Trans>
      </p>
      <ul aria-label={t`Pending invitations`} className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0 text-sm">
              <p className="break-words font-medium text-slate-900">{invitation.email ?? t`Invitation link`}</p>
              <InvitationDates sent={formatDate(invitation.createdAt, 'short')} until={formatDate(invitation.expiresAt, 'short')} />
              <p className="text-slate-600">
                <Trans>They will see:</Trans>{' '}
                {PLAN_SCOPES.filter((scope) => invitation.scopes[scope])
                  .map((scope) => i18n._(PLAN_SCOPE_NAMES[scope]))
                  .join(', ') || t`nothing yet`}
              </p>
            </div>
            <ConfirmDialog
              trigger={<RevokeLabel email={invitation.email} />}
              triggerClassName={buttonClass('secondary', 'shrink-0')}
              title={t`Revoke this invitation?`}
              description={stopsWorking(invitation.email)}
              confirmLabel={t`Revoke invitation`}
              pendingLabel={t`Revoking…`}
              errorMessage={(error) => errorMessage(error, t`The invitation could not be revoked. Please try again.`)}
              destructive
              pending={revoke.isPending}
              onConfirm={() => revoke.mutateAsync(invitation.id)}
            />
          </li>
        ))}
      </ul>
    </div>
  );
}

function InvitationDates({ sent, until }: { sent: string; until: string }) {
  return (
    <p className="text-slate-600">
      <Trans>
        Sent {sent}, works until {until}
      </Trans>
    </p>
  );
}

/** Revoke, named for a screen reader by the invitation's address when it has one. */
function RevokeLabel({ email }: { email: string | null }) {
  return email ? (
    <Trans>
      Revoke<span className="sr-only"> the invitation to {email}</span>
    </Trans>
  ) : (
    <Trans>
      Revoke<span className="sr-only"> the invitation</span>
    </Trans>
  );
}
