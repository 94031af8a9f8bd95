import { Mail } from 'lucide-react';
import type { Letter } from '@campuspath/contract/letters';
import { buttonClass } from '../../../components/ui/button.tsx';
import { lazyDialog, type DialogButton } from '../../../components/ui/lazy-dialog.tsx';
import type { EmailKind } from '../request-email.ts';

const LABEL: Record<EmailKind, string> = { request: 'Send Request', reminder: 'Send Reminder' };

// The email dialog (Radix's dialog stack and the prepared message) loads after the page: the
// letter is read long before an email is sent (e2e/js-budget.spec.ts).
const Dialog = lazyDialog<{ kind: EmailKind; letter: Letter; button: DialogButton }>(
  () => import('./email-dialog.tsx'),
  ({ button }) => button,
);

/** Send Request or Send Reminder for a letter: its button, and the dialog with the email it opens. */
export function EmailDialog({ kind, letter }: { kind: EmailKind; letter: Letter }) {
  const button: DialogButton = {
    className: buttonClass('primary'),
    children: (
      <>
        <Mail aria-hidden="true" className="size-4" />
        {LABEL[kind]}
        <span className="sr-only"> to {letter.recommenderName}</span>
      </>
    ),
  };
  return <Dialog kind={kind} letter={letter} button={button} />;
}
