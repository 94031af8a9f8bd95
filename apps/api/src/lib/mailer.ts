import { existsSync, mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import nodemailer, { type Transporter } from 'nodemailer';

/** An email in plain text and HTML. `id` names it: the Message-ID and the outbox file are derived from it. */
export interface OutgoingEmail {
  id: string;
  to: string;
  subject: string;
  text: string;
  /** The same message as HTML: sent beside the text as multipart/alternative. */
  html: string;
  /**
   * One-click unsubscribe (RFC 8058): the List-Unsubscribe URL of reminder emails. Account emails
   * (verification, password reset, notices about the account) have none: they are not a list.
   */
  unsubscribeUrl?: string;
}

export interface Mailer {
  /** Where mail goes, for the start-up log line (never includes credentials). */
  readonly describe: string;
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL (nodemailer); without it, emails are written to `outboxDir` as .eml files. */
  smtpUrl?: string | undefined;
  outboxDir: string;
  from: string;
}

/**
 * Email through nodemailer: SMTP when SMTP_URL is set, otherwise each message is written to
 * var/outbox/{id}.eml (complete RFC 5322 files any mail client opens; `npm run outbox` prints the
 * newest with their links), so reminders and account emails work and can be inspected on a laptop.
 * The Message-ID is derived from the email's id, so in the one window exactly-once cannot close
 * (the SMTP server accepted, the process died before recording it) a resend carries the same
 * Message-ID, which mail systems use to drop duplicates. `Auto-Submitted: auto-generated`
 * (RFC 3834) keeps vacation responders and other automatic replies from answering any of them.
 */
export function createMailer(options: MailerOptions): Mailer {
  const smtp = Boolean(options.smtpUrl);
  const transport: Transporter = smtp
    ? nodemailer.createTransport(options.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  const host = smtp ? new URL(options.smtpUrl!).host : null;
  return {
    describe: smtp ? `SMTP ${host}` : `outbox ${options.outboxDir}`,
    async send(email) {
      const info = (await transport.sendMail({
        from: options.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: `<${email.id}@campuspath>`,
        headers: {
          'Auto-Submitted': 'auto-generated',
          ...(email.unsubscribeUrl ? { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {}),
        },
        ...(email.unsubscribeUrl ? { list: { unsubscribe: { url: email.unsubscribeUrl, comment: 'Unsubscribe' } } } : {}),
      })) as { message?: Buffer };
      if (smtp) return;
      mkdirSync(options.outboxDir, { recursive: true });
      const target = join(options.outboxDir, `${email.id}.eml`);
      if (existsSync(target)) return;
      const temporary = `${target}.${process.pid}.tmp`;
      writeFileSync(temporary, info.message ?? '');
      renameSync(temporary, target);
    },
    close() {
      transport.close();
    },
  };
}
