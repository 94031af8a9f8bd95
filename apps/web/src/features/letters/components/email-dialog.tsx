import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { Mail } from 'lucide-react';
import { Dialog } from 'radix-ui';
import { useState } from 'react';
import type { Letter } from '@campuspath/contract/letters';
import { buttonClass } from '../../../components/ui/button.tsx';
import type { DialogButton, OpensEarly } from '../../../components/ui/lazy-dialog.tsx';
import { FormAlert, TextAreaField, TextField } from '../../../components/ui/form-field.tsx';
import { useAuth } from '../../../lib/auth/auth-context.ts';
import { useSendLetterReminder } from '../api/send-letter-reminder.ts';
import { useSendLetterRequest } from '../api/send-letter-request.ts';
import { mailtoHref, reminderEmail, requestEmail, UNNAMED_STUDENT, type EmailDraft, type EmailKind } from '../request-email.ts';
import { DIALOG_CONTENT_WIDE, DIALOG_DESCRIPTION, DIALOG_OVERLAY, DIALOG_TITLE } from '../../../components/ui/dialog-styles.ts';

const COPY: Record<EmailKind, { title: (i18n: I18n, name: string) => string; description: MessageDescriptor; failure: MessageDescriptor }> =
  {
    request: {
      title: (i18n, name) => i18n._(msg`Ask ${name} for a letter`),
      description: msg`Edit the message if you like, then open it in your email app. The letter is marked as requested today.`,
      failure: msg`Your email app should have opened, but the request could not be recorded. Please try again.`,
    },
    reminder: {
      title: (i18n, name) => i18n._(msg`Remind ${name}`),
      description: msg`Edit the message if you like, then open it in your email app. Today is recorded as your last reminder.`,
      failure: msg`Your email app should have opened, but the reminder could not be recorded. Please try again.`,
    },
  };

/**
 * Send Request / Send Reminder (spec section 4): a prepared, editable email that opens in the
 * student's email app through a real `mailto:` link; following the link records the request
 * or reminder. Its button (`button`, as email-button.tsx draws it) and dialog load after the page.
 */
export default function EmailDialog({
  kind,
  letter,
  button,
  defaultOpen = false,
}: { kind: EmailKind; letter: Letter; button: DialogButton } & OpensEarly) {
  const { i18n } = useLingui();
  const [open, setOpen] = useState(defaultOpen);
  const copy = COPY[kind];
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={button.className}>{button.children}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={DIALOG_OVERLAY} />
        <Dialog.Content className={DIALOG_CONTENT_WIDE}>
          <Dialog.Title className={DIALOG_TITLE}>{copy.title(i18n, letter.recommenderName)}</Dialog.Title>
          <Dialog.Description className={DIALOG_DESCRIPTION}>{i18n._(copy.description)}</Dialog.Description>
          <EmailForm kind={kind} letter={letter} onSent={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function EmailForm({ kind, letter, onSent }: { kind: EmailKind; letter: Letter; onSent: () => void }) {
  const { t, i18n } = useLingui();
  const { user } = useAuth();
  const request = useSendLetterRequest();
  const reminder = useSendLetterReminder();
  const mutation = kind === 'request' ? request : reminder;
  // The draft the student edits: seeded once from the template when the dialog opens.
  const [draft, setDraft] = useState<EmailDraft>(() =>
    (kind === 'request' ? requestEmail : reminderEmail)({
      studentName: user?.name || UNNAMED_STUDENT,
      recommenderName: letter.recommenderName,
      schoolNames: letter.schools.map((school) => school.name),
      dueDate: letter.dueDate,
    }),
  );

  return (
    <div className="mt-4 space-y-4">
      {mutation.isError ? <FormAlert>{i18n._(COPY[kind].failure)}</FormAlert> : null}
      <p className="text-sm text-slate-700">
        <span className="font-medium">
          <Trans>To:</Trans>
        </span>{' '}
        {letter.recommenderName} &lt;{letter.recommenderEmail}&gt;
      </p>
      <TextField label={t`Subject`} value={draft.subject} onChange={(event) => setDraft({ ...draft, subject: event.target.value })} />
      <TextAreaField
        label={t`Message`}
        rows={10}
        value={draft.body}
        onChange={(event) => setDraft({ ...draft, body: event.target.value })}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Dialog.Close className={buttonClass('secondary')}>
          <Trans>Cancel</Trans>
        </Dialog.Close>
        <a
          href={mailtoHref(letter.recommenderEmail, draft)}
          className={buttonClass('primary', mutation.isPending ? 'pointer-events-none opacity-50' : '')}
          aria-disabled={mutation.isPending || undefined}
          onClick={() => mutation.mutate(letter.id, { onSuccess: onSent })}
        >
          <Mail aria-hidden="true" className="size-4" />
          <Trans>Open in email app</Trans>
        </a>
      </div>
    </div>
  );
}
