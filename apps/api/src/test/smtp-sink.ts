import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';

export interface ReceivedEmail {
  to: string[];
  subject: string;
  text: string;
  /** The HTML alternative, '' when the message has none. */
  html: string;
  messageId: string;
  headers: Record<string, string>;
}

/**
 * A real SMTP server on loopback (smtp-server) that keeps what it receives, parsed (postal-mime).
 * `reject` holds recipient addresses to refuse, to test failed sends.
 */
export async function startSmtpSink() {
  const received: ReceivedEmail[] = [];
  const reject = new Set<string>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      callback(reject.has(address.address) ? Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }) : null);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        void PostalMime.parse(Buffer.concat(chunks)).then((email) => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            subject: email.subject ?? '',
            text: email.text ?? '',
            html: email.html ?? '',
            messageId: email.messageId ?? '',
            headers: Object.fromEntries(email.headers.map((header) => [header.key, header.value])),
          });
          callback();
        }, callback);
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    reject,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
