import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { instantAt } from '@campuspath/contract/deadline-time';
import { createMailer } from '../../lib/mailer.ts';
import type { ReceivedEmail } from '../../test/smtp-sink.ts';
import { addTask, dateInDays } from '../../test/workspace-items.ts';
import { PUBLIC_URL, ZONE, noon, useSchedulerTest } from '../../test/reminder-scheduler-setup.ts';

/**
 * What mail clients receive: text and HTML as multipart/alternative, the student's own words
 * escaped in the HTML, nothing remote, every link on the https public URL, and the
 * Auto-Submitted header that keeps vacation responders quiet. Read from a real SMTP server and
 * from the .eml outbox.
 */
const { ctx, scheduler, student, enteredEarlier, to } = useSchedulerTest();

/** A title a student could type, that would be markup if it were not escaped. */
const HOSTILE = `<img src="https://tracker.example/pixel.png" onerror="alert(1)"> Essay & "Why us" <script>alert(2)</script>`;

/** The markup every reminder email may use: text, links, headings and lists; nothing that loads or runs. */
const ALLOWED_TAGS = new Set(['html', 'head', 'meta', 'title', 'body', 'div', 'p', 'a', 'strong', 'h2', 'ul', 'li', 'hr']);
const ALLOWED_ATTRIBUTES = new Set(['lang', 'charset', 'name', 'content', 'style', 'href']);

const unescape = (html: string) =>
  html
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');

/**
 * The HTML part, read as a mail client would. Escaped text holds no `<`, so every `<x` is a tag:
 * a title that slipped through unescaped shows up here as a tag or attribute not allowed.
 */
function readHtml(html: string) {
  const tags = [...html.matchAll(/<\/?([A-Za-z][A-Za-z0-9]*)([^>]*)>/g)];
  for (const [tag, name, attributes] of tags) {
    expect(ALLOWED_TAGS.has(name!.toLowerCase()), tag).toBe(true);
    // Every attribute is name="value" (values escaped: no quote inside), and allowed.
    expect(attributes!.replace(/\s+[A-Za-z-]+="[^"]*"/g, '').trim(), tag).toBe('');
    for (const [, attribute] of attributes!.matchAll(/([A-Za-z-]+)="[^"]*"/g))
      expect(ALLOWED_ATTRIBUTES.has(attribute!.toLowerCase()), tag).toBe(true);
  }
  const texts = (pattern: RegExp) => [...html.matchAll(pattern)].map((match) => unescape(match[1]!));
  return {
    lang: /<html lang="([^"]*)">/.exec(html)?.[1],
    title: texts(/<title>([^<]*)<\/title>/g)[0],
    strong: texts(/<strong>([^<]*)<\/strong>/g),
    headings: texts(/<h2[^>]*>([^<]*)<\/h2>/g),
    links: [...html.matchAll(/<a href="([^"]*)"[^>]*>([^<]*)<\/a>/g)].map(([, href, label]) => ({
      href: unescape(href!),
      label: unescape(label!),
    })),
  };
}

function checkParts(email: ReceivedEmail) {
  expect(email.headers['content-type']).toMatch(/^multipart\/alternative;/);
  expect(email.headers['auto-submitted']).toBe('auto-generated');
  expect(email.text.length).toBeGreaterThan(0);
  const html = readHtml(email.html);
  expect(html.lang).toBe('en');
  expect(html.title).toBe(email.subject);
  expect(email.html).not.toMatch(/url\(/i);
  return html;
}

/** Every URL in the message: HTML links, URLs in the text (outside the student's own words), and the List-Unsubscribe header. */
function everyLink(email: ReceivedEmail, html: ReturnType<typeof readHtml>): string[] {
  const inText = email.text.replaceAll(HOSTILE, '').match(/[a-z]+:\/\/\S+/gi) ?? [];
  const header = [...(email.headers['list-unsubscribe'] ?? '').matchAll(/<([^>]+)>/g)].map((match) => match[1]!);
  expect(html.links.length).toBeGreaterThanOrEqual(3);
  expect(header).toHaveLength(1);
  return [...html.links.map((link) => link.href), ...inText, ...header];
}

describe('reminder emails as sent', () => {
  it('are text and HTML, escape what the student typed, and link only over https', async () => {
    const maya = await student();
    await addTask(ctx.app, maya, { title: HOSTILE, dueDate: dateInDays(3, ZONE) });
    await enteredEarlier(maya);
    expect((await scheduler().tick(noon())).sent).toBe(1);
    const [email] = to(maya);
    const html = checkParts(email!);
    // The title shows as the text it is: escaped once, neither markup nor double-escaped.
    expect(html.strong).toEqual([HOSTILE]);
    expect(email!.html).toContain('&lt;img src=&quot;https://tracker.example/pixel.png&quot;');
    expect(email!.text).toContain(HOSTILE);

    const links = everyLink(email!, html);
    for (const url of links) expect(url, url).toMatch(new RegExp(`^${PUBLIC_URL}/`));
    expect(html.links.map((link) => link.label)).toEqual([
      `Open ${HOSTILE} in CampusPath`,
      'Change when and how you are reminded',
      'Stop reminder emails',
    ]);
    // The body's unsubscribe link is the page; the header's the one-click API.
    expect(links.filter((url) => url.startsWith(`${PUBLIC_URL}/unsubscribe?token=`))).toHaveLength(2);
    expect(email!.headers['list-unsubscribe']).toContain(`<${PUBLIC_URL}/api/unsubscribe?token=`);
  });

  it('the weekly digest too', async () => {
    const maya = await student({ weeklyDigest: true, channels: { inApp: true, email: false, calendar: true } });
    // The next Monday in Chicago; one task late then, one due 4 days after.
    let offset = 0;
    while (new Date(`${dateInDays(offset, ZONE)}T12:00:00Z`).getUTCDay() !== 1) offset += 1;
    await addTask(ctx.app, maya, { title: HOSTILE, dueDate: dateInDays(offset - 1, ZONE) });
    await addTask(ctx.app, maya, { title: 'Soon task', dueDate: dateInDays(offset + 4, ZONE) });
    expect((await scheduler().tick(instantAt(dateInDays(offset, ZONE), 9, 0, ZONE))).sent).toBe(1);
    const [digest] = to(maya);
    const html = checkParts(digest!);
    expect(html.headings).toEqual(['Past due (1)', 'Due in the next 14 days (1)']);
    expect(html.links.map((link) => link.label)).toEqual([
      HOSTILE,
      'Soon task',
      'See your whole timeline',
      'Change your reminder settings',
      'Stop the weekly digest',
    ]);
    for (const url of everyLink(digest!, html)) expect(url, url).toMatch(new RegExp(`^${PUBLIC_URL}/`));
  });

  it('are written to the outbox the same way when no SMTP server is set', async () => {
    const outbox = mkdtempSync(join(tmpdir(), 'campuspath-outbox-'));
    const mailer = createMailer({ outboxDir: outbox, from: 'CampusPath <reminders@campuspath.test>', messageIdHost: 'campuspath.test' });
    try {
      await mailer.send({
        id: 'outbox-check',
        to: 'maya@example.org',
        subject: 'Due tomorrow: Essay',
        text: 'Hi Maya,',
        html: '<!doctype html><html lang="en"><body><p>Hi Maya,</p></body></html>',
        unsubscribe: { page: `${PUBLIC_URL}/unsubscribe?token=t`, oneClick: `${PUBLIC_URL}/api/unsubscribe?token=t` },
      });
      const [file] = readdirSync(outbox);
      const raw = readFileSync(join(outbox, file!));
      expect(raw.toString('utf8')).toMatch(/^Content-Type: multipart\/alternative;/m);
      expect(raw.toString('utf8')).toMatch(/^Auto-Submitted: auto-generated\r$/m);
      const parsed = await PostalMime.parse(raw);
      expect(parsed.text?.trim()).toBe('Hi Maya,');
      expect(parsed.html).toContain('<p>Hi Maya,</p>');
    } finally {
      mailer.close();
      rmSync(outbox, { recursive: true, force: true });
    }
  });
});
