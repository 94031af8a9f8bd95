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
   * How to stop emails like this one (reminders, digests): the page a person opens, and the URL a
   * mail client POSTs for one-click unsubscribe (RFC 8058). Account emails (verification, password
   * reset, notices about the account) have none: they are not a list.
   */
  unsubscribe?: { page: string; oneClick: string };
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
  /** The public host (PUBLIC_URL's), which every Message-ID ends in (RFC 5322 §3.6.4: a domain the sender controls). */
  messageIdHost: string;
}

/**
 * The List-Unsubscribe header fields. One-click (RFC 8058) takes one HTTPS URL and the
 * List-Unsubscribe-Post field; over plain http (a PUBLIC_URL on a laptop) no mail client may POST
 * it, so the header names the page a person opens instead (RFC 2369) and claims no one-click.
 */
export function listUnsubscribe(links: { page: string; oneClick: string }): { url: string; oneClick: boolean } {
  return links.oneClick.startsWith('https://') ? { url: links.oneClick, oneClick: true } : { url: links.page, oneClick: false };
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
      const unsubscribe = email.unsubscribe ? listUnsubscribe(email.unsubscribe) : null;
      const info = (await transport.sendMail({
        from: options.from,
        to: email.to,
        subject: email.subject,
        text: email.text,
        html: email.html,
        messageId: `<${email.id}@${options.messageIdHost}>`,
        headers: {
          'Auto-Submitted': 'auto-generated',
          ...(unsubscribe?.oneClick ? { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } : {}),
        },
        ...(unsubscribe ? { list: { unsubscribe: { url: unsubscribe.url, comment: 'Unsubscribe' } } } : {}),
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
