import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { createBackgroundTasks, type BackgroundTasks } from '../lib/background.ts';
import { createMailer, type Mailer } from '../lib/mailer.ts';

/** One email as a mail client reads it (parsed from the .eml file the app wrote). */
export interface OutboxEmail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  headers: Record<string, string>;
  /** The outbox file's name (`account-<kind>-<uuid>.eml` for account emails). */
  file: string;
}

export interface TestMail {
  /** For AppDeps: the real mailer writing .eml files to a temporary outbox (no SMTP_URL, as on a laptop). */
  mailer: Mailer;
  /** For AppDeps: the app's background sends, so a test can wait for them. */
  background: BackgroundTasks;
  dir: string;
  /** Every email written so far, oldest first, once the sends the app started have finished. */
  all(): Promise<OutboxEmail[]>;
  /** The emails to `address`, oldest first. */
  to(address: string): Promise<OutboxEmail[]>;
  destroy(): void;
}

/** A temporary .eml outbox and background queue for one test file's app. */
export function createTestMail(): TestMail {
  const dir = mkdtempSync(join(tmpdir(), 'campuspath-outbox-'));
  const mailer = createMailer({ outboxDir: dir, from: 'CampusPath <accounts@campuspath.test>', messageIdHost: 'campuspath.test' });
  const background = createBackgroundTasks();
  async function all(): Promise<OutboxEmail[]> {
    await background.settled();
    const files = readdirSync(dir)
      .filter((file) => file.endsWith('.eml'))
      .map((file) => ({ file, written: statSync(join(dir, file)).mtimeMs }))
      .sort((a, b) => a.written - b.written || a.file.localeCompare(b.file));
    return Promise.all(
      files.map(async ({ file }) => {
        const email = await PostalMime.parse(readFileSync(join(dir, file)));
        return {
          to: (email.to ?? []).map((address) => address.address ?? ''),
          subject: email.subject ?? '',
          text: email.text ?? '',
          html: email.html ?? '',
          headers: Object.fromEntries(email.headers.map((header) => [header.key, header.value])),
          file,
        };
      }),
    );
  }
  return {
    mailer,
    background,
    dir,
    all,
    to: async (address) => (await all()).filter((email) => email.to.includes(address)),
    destroy: () => {
      mailer.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** The token of the link to `page` (`/verify-email`, `/reset-password`) in an email's text; throws when there is none. */
export function linkToken(email: OutboxEmail | undefined, page: '/verify-email' | '/reset-password'): string {
  const match = new RegExp(`${page}\\?token=([A-Za-z0-9_%-]+)`).exec(email?.text ?? '');
  if (!match) throw new Error(`No ${page} link in ${email ? `"${email.subject}"` : 'a missing email'}`);
  return decodeURIComponent(match[1]!);
}
