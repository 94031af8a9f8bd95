import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import PostalMime, { type Email } from 'postal-mime';
import { expect } from './fixtures.ts';

/**
 * The emails the e2e server wrote to its .eml outbox (playwright.config.ts sets OUTBOX_DIR and a
 * reminder scheduler that runs every few seconds).
 */
const outboxDir = () => {
  const dir = process.env.E2E_OUTBOX_DIR;
  if (!dir) throw new Error('E2E_OUTBOX_DIR is set by playwright.config.ts');
  return dir;
};

/** Every email the server wrote to `address` so far. */
export async function emailsTo(address: string): Promise<Email[]> {
  const files = await readdir(outboxDir()).catch(() => [] as string[]);
  const emails = await Promise.all(
    files.filter((file) => file.endsWith('.eml')).map(async (file) => PostalMime.parse(await readFile(join(outboxDir(), file)))),
  );
  return emails.filter((email) => email.to?.some((to) => 'address' in to && to.address?.toLowerCase() === address.toLowerCase()));
}

/** The first email to `address` whose subject matches, once the server has written it. */
export async function waitForEmail(address: string, subject: RegExp): Promise<Email> {
  let found: Email | undefined;
  await expect
    .poll(
      async () => {
        found = (await emailsTo(address)).find((email) => subject.test(email.subject ?? ''));
        return found !== undefined;
      },
      { message: `an email to ${address} about ${subject}`, timeout: 30_000 },
    )
    .toBe(true);
  return found!;
}

/**
 * The links to `path` (`/verify-email`, `/reset-password`) in the emails to `address`, once there
 * are at least `count` different ones, each as path and query for `page.goto`. Mail
 * clients show the text part; the links are the ones a student would open.
 */
export async function waitForLinks(address: string, path: string, count = 1): Promise<string[]> {
  const pattern = new RegExp(`https?://[^\\s"<>]+${path}\\?token=[^\\s"<>]+`, 'g');
  let links: string[] = [];
  await expect
    .poll(
      async () => {
        const urls = (await emailsTo(address)).flatMap((email) => (email.text ?? '').match(pattern) ?? []);
        links = [...new Set(urls)].map((url) => {
          const { pathname, search } = new URL(url);
          return `${pathname}${search}`;
        });
        return links.length;
      },
      { message: `${count} link(s) to ${path} in emails to ${address}`, timeout: 30_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return links;
}
