import type { Kysely } from 'kysely';
import type { LoginBody, SignupBody } from '@campuspath/contract/auth';
import type { Database } from '../../db/schema.ts';
import { HttpError, refuseField } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { decoyPasswordHash, hashPassword, verifyPassword, weakPasswordReason } from './password.ts';
import { findUserColumnsByEmail, insertUser } from './users.store.ts';

type ParsedSignup = { [K in keyof SignupBody]-?: Exclude<SignupBody[K], undefined> } & { graduationYear: number };

export const invalidCredentials = () => new HttpError(401, 'invalid_credentials', 'Invalid email or password');

/** Checks a new password beyond its length; throws a 400 naming `field`. */
export function assertStrongPassword(password: string, context: { email: string; name: string }, field: string): void {
  const reason = weakPasswordReason(password, context);
  if (reason) throw refuseField(field, reason);
}

export const emailTaken = () =>
  refuseField('email', 'An account with this email already exists. Sign in instead.', { status: 409, code: 'email_taken' });

/** Creates the account and returns its id. */
export async function signUp(db: Kysely<Database>, body: ParsedSignup, at: Date): Promise<string> {
  assertStrongPassword(body.password, body, 'password');
  const existing = await findUserColumnsByEmail(db, body.email, ['id']);
  if (existing) throw emailTaken();
  const id = newId();
  const now = at.toISOString();
  const passwordHash = await hashPassword(body.password);
  try {
    await insertUser(db, {
      id,
      email: body.email,
      name: body.name,
      password_hash: passwordHash,
      graduation_year: body.graduationYear,
      role: body.role,
      is_demo: 0,
      expires_at: null,
      created_at: now,
      updated_at: now,
    });
  } catch (error) {
    // Two sign-ups for one email at once: the unique index decides, the loser hears it plainly.
    const again = await findUserColumnsByEmail(db, body.email, ['id']);
    if (again) throw emailTaken();
    throw error;
  }
  return id;
}

/** The account id for matching credentials; otherwise "Invalid email or password", whichever was wrong. */
export async function logIn(db: Kysely<Database>, body: Required<LoginBody>): Promise<string> {
  const user = await findUserColumnsByEmail(db, body.email, ['id', 'password_hash', 'is_demo']);
  if (!user || user.is_demo) {
    await verifyPassword(await decoyPasswordHash(), body.password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(user.password_hash, body.password))) throw invalidCredentials();
  return user.id;
}
