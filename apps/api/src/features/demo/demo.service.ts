import type { Kysely } from 'kysely';
import { DEMO_ACCOUNT_HOURS } from '@campuspath/contract/auth-terms';
import type { Database } from '../../db/schema.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { hashPassword } from '../auth/password.ts';
import { deleteUserAndFiles } from '../account/account.service.ts';
import { randomBytes } from 'node:crypto';

export interface DemoDeps {
  db: Kysely<Database>;
  storage: FileStorage;
}

/** Removes demo accounts past their expiry, with their files. Runs whenever a demo starts and at server start. */
export async function removeExpiredDemoAccounts(deps: DemoDeps): Promise<number> {
  const expired = await deps.db
    .selectFrom('users')
    .select('id')
    .where('is_demo', '=', 1)
    .where('expires_at', '<=', nowIso())
    .execute();
  for (const { id } of expired) await deleteUserAndFiles(deps, id);
  return expired.length;
}

/** A fresh, private demo account that expires after a day. Its password is random and never shown. */
export async function createDemoAccount(deps: DemoDeps): Promise<string> {
  await removeExpiredDemoAccounts(deps);
  const id = newId();
  const now = new Date();
  await deps.db
    .insertInto('users')
    .values({
      id,
      email: `demo-${id}@demo.campuspath.invalid`,
      name: 'Alex Rivera',
      password_hash: await hashPassword(randomBytes(24).toString('base64url')),
      graduation_year: now.getUTCMonth() >= 7 ? now.getUTCFullYear() + 1 : now.getUTCFullYear(),
      is_demo: 1,
      expires_at: new Date(now.getTime() + DEMO_ACCOUNT_HOURS * 3_600_000).toISOString(),
      created_at: nowIso(),
      updated_at: nowIso(),
    })
    .execute();
  return id;
}
