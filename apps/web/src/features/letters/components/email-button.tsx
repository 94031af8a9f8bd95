import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import type { Letter } from '@campuspath/contract/letters';
import { buttonClass } from '../../../components/ui/button.tsx';
import { lazyDialog, type DialogButton } from '../../../components/ui/lazy-dialog.tsx';
import type { EmailKind } from '../request-email.ts';

const LABEL: Record<EmailKind, MessageDescriptor> = { request: msg`Send Request`, reminder: msg`Send Reminder` };

// The email dialog (Radix's dialog stack and the prepared message) loads after the page: the
// letter is read long before an email is sent (e2e/js-budget.spec.ts).
const Dialog = lazyDialog<{ kind: EmailKind; letter: Letter; button: DialogButton }>(
  () => import('./email-dialog.tsx'),
  ({ button }) => button,
);

/** Send Request or Send Reminder for a letter: its button, and the dialog with the email it opens. */
export function EmailDialog({ kind, letter }: { kind: EmailKind; letter: Letter }) {
  const { i18n } = useLingui();
  const name = letter.recommenderName;
  const button: DialogButton = {
    className: buttonClass('primary'),
    children: (
      <>
        <Mail aria-hidden="true" className="size-4" />
        {i18n._(LABEL[kind])}
        <span className="sr-only">
          {' '}
          <Trans>to {name}</Trans>
        </span>
      </>
    ),
  };
  return <Dialog kind={kind} letter={letter} button={button} />;
}
