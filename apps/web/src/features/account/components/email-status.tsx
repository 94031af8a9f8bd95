import { Trans } from '@lingui/react/macro';
import { CircleAlert, CircleCheck } from 'lucide-react';
import type { User } from '@campuspath/contract/auth';
import { ResendVerification } from '../../../components/ui/resend-verification.tsx';

/**
 * The account's address and whether it is verified; while a change waits for the new address's
 * link, which address emails still go to. Both waiting states offer a new link.
 */
export function EmailStatus({ user }: { user: User }) {
  const email = user.email;
  const pendingEmail = user.pendingEmail;
  return (
    <div className="space-y-3 text-sm">
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-slate-800">
        <span className="min-w-0 wrap-anywhere">
          <Trans>
            Your email is <strong>{email}</strong>
          </Trans>
        </span>
        {user.emailVerified ? (
          <span className="inline-flex items-center gap-1 rounded-full bg-emerald-50 px-2 py-0.5 text-xs font-medium text-emerald-800">
            <CircleCheck aria-hidden="true" className="size-3.5" /> <Trans>Verified</Trans>
          </span>
        ) : (
          <span className="inline-flex items-center gap-1 rounded-full bg-amber-50 px-2 py-0.5 text-xs font-medium text-amber-900">
            <CircleAlert aria-hidden="true" className="size-3.5" /> <Trans>Not verified</Trans>
          </span>
        )}
      </p>
      {pendingEmail ? (
        <div className="space-y-2 rounded-lg border border-sky-200 bg-sky-50 px-4 py-3 text-sky-950">
          <p className="wrap-anywhere">
            <Trans>
              Waiting for you to verify <strong>{pendingEmail}</strong>: open the link we sent there. Until then, emails go to{' '}
              <strong>{email}</strong>.
            </Trans>
          </p>
          <ResendVerification />
        </div>
      ) : user.emailVerified ? null : (
        <div className="space-y-2 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-amber-950">
          <p>
            <Trans>Reminder emails start once you open the link we sent to this address.</Trans>
          </p>
          <ResendVerification />
        </div>
      )}
    </div>
  );
}
