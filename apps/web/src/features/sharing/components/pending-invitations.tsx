import type { SharingResponse } from '@campuspath/contract/sharing';
import { PLAN_SCOPES, SHARE_SCOPE_LABELS } from '@campuspath/contract/sharing-terms';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useRevokeInvitation } from '../api/revoke-invitation.ts';

/** Invitations not yet accepted, with their expiry and Revoke (the link then stops working). */
export function PendingInvitations({ invitations }: { invitations: SharingResponse['invitations'] }) {
  const revoke = useRevokeInvitation();
  if (invitations.length === 0) return null;
  return (
    <div>
      <h3 className="text-sm font-semibold text-slate-900">Waiting to be accepted</h3>
      <p className="mt-1 text-sm text-slate-600">
        A link is shown only when you create it. If it was lost, revoke the invitation and invite again.
      </p>
      <ul aria-label="Pending invitations" className="mt-3 divide-y divide-slate-200 rounded-xl border border-slate-200 bg-white">
        {invitations.map((invitation) => (
          <li key={invitation.id} className="flex flex-col gap-2 px-4 py-3 sm:flex-row sm:items-center sm:justify-between">
            <div className="min-w-0 text-sm">
              <p className="break-words font-medium text-slate-900">{invitation.email ?? 'Invitation link'}</p>
              <p className="text-slate-600">
                Sent {formatDate(invitation.createdAt, 'short')}, works until {formatDate(invitation.expiresAt, 'short')}
              </p>
              <p className="text-slate-600">
                They will see:{' '}
                {PLAN_SCOPES.filter((scope) => invitation.scopes[scope])
                  .map((scope) => SHARE_SCOPE_LABELS[scope])
                  .join(', ') || 'nothing yet'}
              </p>
            </div>
            <ConfirmDialog
              trigger={
                <>
                  Revoke<span className="sr-only"> the invitation{invitation.email ? ` to ${invitation.email}` : ''}</span>
                </>
              }
              triggerClassName={buttonClass('secondary', 'shrink-0')}
              title="Revoke this invitation?"
              description={`The link sent${invitation.email ? ` to ${invitation.email}` : ''} stops working at once.`}
              confirmLabel="Revoke invitation"
              pendingLabel="Revoking…"
              errorMessage={(error) => errorMessage(error, 'The invitation could not be revoked. Please try again.')}
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
