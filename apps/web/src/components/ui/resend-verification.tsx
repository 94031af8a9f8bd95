import { useLingui } from '@lingui/react/macro';
import { resendOutcome, useResendVerification } from '../../lib/auth/resend-verification.ts';
import { Button } from './button.tsx';

/**
 * A button that emails a new verification link, with a polite live region beside it that says
 * where the link went, or why it was not sent (how long to wait after too many tries).
 */
export function ResendVerification({ label, className = '' }: { label?: string; className?: string }) {
  const { t, i18n } = useLingui();
  const resend = useResendVerification();
  return (
    <div className={`flex flex-wrap items-center gap-x-3 gap-y-1 ${className}`.trim()}>
      <Button variant="secondary" className="px-3 py-1.5" onClick={() => resend.mutate()} disabled={resend.isPending}>
        {resend.isPending ? t`Sending…` : (label ?? t`Resend the link`)}
      </Button>
      <p role="status" className={`text-sm wrap-anywhere ${resend.isError ? 'text-red-800' : 'text-slate-700'}`}>
        {resendOutcome(i18n, resend)}
      </p>
    </div>
  );
}
