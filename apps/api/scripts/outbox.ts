/**
 * `npm run outbox [count]`: the newest emails in the .eml outbox (OUTBOX_DIR, var/outbox by
 * default), where the server writes every email when SMTP_URL is not set. For each: when, to whom,
 * the subject and every link in it, decoded (the files are quoted-printable, so a plain grep cuts
 * long links apart). Open a link in the browser to verify an address or reset a password on a
 * development machine. Default count 5; the newest last.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import PostalMime from 'postal-mime';
import { loadEnv } from '../src/env.ts';

const { OUTBOX_DIR } = loadEnv();
const count = Math.max(1, Number(process.argv[2]) || 5);
let files: { file: string; at: number }[] = [];
try {
  files = readdirSync(OUTBOX_DIR)
    .filter((file) => file.endsWith('.eml'))
    .map((file) => ({ file, at: statSync(join(OUTBOX_DIR, file)).mtimeMs }))
    .sort((a, b) => a.at - b.at)
    .slice(-count);
} catch {
  // No outbox yet: nothing was sent.
}
if (files.length === 0) process.stdout.write(`No emails in ${OUTBOX_DIR} yet.\n`);
for (const { file, at } of files) {
  const email = await PostalMime.parse(readFileSync(join(OUTBOX_DIR, file)));
  const links = [...new Set((email.text ?? '').match(/https?:\/\/\S+/g) ?? [])];
  process.stdout.write(
    [
      `${new Date(at).toISOString()}  ${(email.to ?? []).map((to) => to.address).join(', ')}`,
      `  ${email.subject ?? ''}`,
      ...links.map((link) => `  ${link}`),
      `  (${join(OUTBOX_DIR, file)})`,
      '',
    ].join('\n'),
  );
}
