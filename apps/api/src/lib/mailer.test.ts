import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { afterEach, describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

/**
 * The headers mail systems read: a Message-ID in the public host's domain (it ended in a bare
 * `@campuspath`, which is no domain anyone controls), and List-Unsubscribe as the public address
 * allows: one-click (RFC 8058) only over https, where a mail client may POST it; over plain http
 * the page a person opens (RFC 2369), never an http URL passed off as one-click.
 */
const outboxes: string[] = [];
afterEach(() => outboxes.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

async function sent(publicUrl: string) {
  const outbox = mkdtempSync(join(tmpdir(), 'campuspath-mailer-'));
  outboxes.push(outbox);
  const mailer = createMailer({
    outboxDir: outbox,
    from: 'CampusPath <reminders@example.org>',
    messageIdHost: new URL(publicUrl).hostname,
  });
  await mailer.send({
    id: 'reminder-1',
    to: 'maya@example.org',
    subject: 'Due tomorrow: Essay',
    text: 'Hi Maya,',
    html: '<p>Hi Maya,</p>',
    unsubscribe: { page: `${publicUrl}/unsubscribe?token=t`, oneClick: `${publicUrl}/api/unsubscribe?token=t` },
  });
  mailer.close();
  const parsed = await PostalMime.parse(readFileSync(join(outbox, readdirSync(outbox)[0]!)));
  const header = (name: string) => parsed.headers.find((entry) => entry.key === name)?.value;
  return { messageId: parsed.messageId, listUnsubscribe: header('list-unsubscribe'), post: header('list-unsubscribe-post') };
}

describe('email headers', () => {
  it('over https: a Message-ID in the public host, and one-click unsubscribe', async () => {
    expect(await sent('https://campuspath.example')).toEqual({
      messageId: '<reminder-1@campuspath.example>',
      listUnsubscribe: '<https://campuspath.example/api/unsubscribe?token=t> (Unsubscribe)',
      post: 'List-Unsubscribe=One-Click',
    });
  });

  it('over plain http: the unsubscribe page to open, and no one-click claim', async () => {
    expect(await sent('http://localhost:3000')).toEqual({
      messageId: '<reminder-1@localhost>',
      listUnsubscribe: '<http://localhost:3000/unsubscribe?token=t> (Unsubscribe)',
      post: undefined,
    });
  });
});
