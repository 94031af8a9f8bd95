import type { Kysely } from 'kysely';
import { currentEntryYear } from '@campuspath/contract/admissions-calendar';
import type { LoginBody, signupBodySchema } from '@campuspath/contract/auth';
import type { z } from 'zod';
import type { Database } from '../../db/schema.ts';
import { HttpError, refuseField } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { decoyPasswordHash, hashPassword, verifyPassword, weakPasswordReason } from './password.ts';
import { isUnclaimedAddress, unclaimedAddress } from './users.ts';
import { findUserColumnsByEmail, insertUser, listUnclaimedByPendingEmail } from './users.store.ts';

type ParsedSignup = z.output<typeof signupBodySchema>;

export const invalidCredentials = () => new HttpError(401, 'invalid_credentials', /*i18n*/ 'Invalid email or password');

/** Checks a new password beyond its length; throws a 400 naming `field`. */
export function assertStrongPassword(password: string, context: { email: string; name: string }, field: string): void {
  const reason = weakPasswordReason(password, context);
  if (reason) throw refuseField(field, reason);
}

export const emailTaken = () =>
  refuseField('email', /*i18n*/ 'An account with this email already exists. Sign in instead.', { status: 409, code: 'email_taken' });

/**
 * Creates the account and returns its id, and whether its address already belonged to another
 * account. The answer to the person signing up is the same either way (nobody learns from
 * CampusPath whether an address has an account): an address in use makes an "unclaimed" account
 * (users.ts) whose address stays pending, and the route tells the owner by email instead of
 * sending a verification link.
 */
export async function signUp(db: Kysely<Database>, body: ParsedSignup, at: Date): Promise<{ userId: string; addressInUse: boolean }> {
  assertStrongPassword(body.password, body, 'password');
  const id = newId();
  const now = at.toISOString();
  const passwordHash = await hashPassword(body.password);
  const insert = (addressInUse: boolean) =>
    insertUser(db, {
      id,
      email: addressInUse ? unclaimedAddress(id) : body.email,
      pending_email: addressInUse ? body.email : null,
      name: body.name,
      password_hash: passwordHash,
      // Parents and counselors give none: their account follows the current cycle, as their timeline does.
      graduation_year: body.graduationYear ?? currentEntryYear(at),
      role: body.role,
      // The sign-up page's language (English without one): the account's emails are written in it.
      locale: body.locale ?? 'en',
      is_demo: 0,
      expires_at: null,
      created_at: now,
      updated_at: now,
    });
  const existing = await findUserColumnsByEmail(db, body.email, ['id']);
  try {
    await insert(existing !== undefined);
  } catch (error) {
    // Two sign-ups for one address at once: the unique index decides, and the other is unclaimed.
    const again = existing ? undefined : await findUserColumnsByEmail(db, body.email, ['id']);
    if (!again) throw error;
    await insert(true);
    return { userId: id, addressInUse: true };
  }
  return { userId: id, addressInUse: existing !== undefined };
}

/**
 * The account for matching credentials; otherwise "Invalid email or password", whichever was
 * wrong. An address's unclaimed accounts (signed up while it was in use) sign in with it too, so a
 * sign-in after a sign-up tells nothing of whether the address had an account either; they are
 * tried first, so a sign-up's own password succeeds after one check whichever kind it made.
 */
export async function logIn(db: Kysely<Database>, body: Required<LoginBody>): Promise<string> {
  const [owner, unclaimed] = await Promise.all([
    findUserColumnsByEmail(db, body.email, ['id', 'password_hash', 'is_demo']),
    listUnclaimedByPendingEmail(db, body.email, 3),
  ]);
  for (const account of unclaimed.filter((row) => isUnclaimedAddress(row.email))) {
    if (await verifyPassword(account.password_hash, body.password)) return account.id;
  }
  if (!owner || owner.is_demo) {
    await verifyPassword(await decoyPasswordHash(), body.password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(owner.password_hash, body.password))) throw invalidCredentials();
  return owner.id;
}
