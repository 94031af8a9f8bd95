import { Trans, useLingui } from '@lingui/react/macro';
import { MailWarning, X } from 'lucide-react';
import { useState } from 'react';
import type { User } from '@campuspath/contract/auth';
import { ResendVerification } from '../../../components/ui/resend-verification.tsx';

/** Whether the student has an address waiting for its link (demo accounts never receive email). */
export const needsVerification = (user: User) => !user.isDemo && (!user.emailVerified || user.pendingEmail !== null);

/**
 * Across the signed-in workspace while an address waits for its verification link: where the link
 * went, and "Resend" (its outcome, or the wait after too many, is read out politely). It can be put
 * away until the next page load; verifying removes it for good (the session user is asked again).
 */
export function VerifyEmailBanner({ user }: { user: User }) {
  const { t } = useLingui();
  const [hidden, setHidden] = useState(false);
  if (hidden || !needsVerification(user)) return null;
  const changing = user.emailVerified && user.pendingEmail !== null;
  const email = user.email;
  const waiting = user.pendingEmail ?? user.email;
  return (
    <section aria-label={t`Email verification`} className="border-b border-sky-200 bg-sky-50 px-4 py-3 text-sm text-sky-950 print:hidden">
      <div className="mx-auto flex max-w-6xl items-start gap-3">
        <MailWarning aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-sky-700" />
        <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-center sm:justify-between">
          <p className="min-w-0 wrap-anywhere">
            {changing ? (
              <Trans>
                Verify your new email address: we sent a link to <strong>{waiting}</strong>. Until then, emails go to{' '}
                <strong>{email}</strong>.
              </Trans>
            ) : (
              <Trans>
                Verify your email address to get reminder emails. We sent a link to <strong>{waiting}</strong>.
              </Trans>
            )}
          </p>
          <ResendVerification label={t`Resend`} className="shrink-0" />
        </div>
        <button
          type="button"
          onClick={() => {
            // The button goes with the banner: the next Tab starts at the page.
            document.getElementById('main')?.focus({ preventScroll: true });
            setHidden(true);
          }}
          className="-m-1 shrink-0 rounded-md p-1 hover:bg-black/5"
          aria-label={t`Hide this reminder until the next visit`}
        >
          <X aria-hidden="true" className="size-4" />
        </button>
      </div>
    </section>
  );
}
