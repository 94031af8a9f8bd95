import type { Kysely } from 'kysely';
import { canShowChance, isProfileComplete } from '@campuspath/contract/auth-terms';
import type { User } from '@campuspath/contract/auth';
import { majorCodeSchema } from '@campuspath/contract/majors';
import type { Database } from '../../db/schema.ts';
import { readJsonList } from '../../lib/json-column.ts';
import { findAccountWithProfile } from '../../read-models/signed-in-user.ts';

/**
 * An account signed up with an address another account already has ("unclaimed"): it works, but
 * its own address waits as pending_email and never becomes its address without the owner's inbox;
 * `email` holds a unique placeholder no one can sign up with or type (like a demo account's). The
 * sign-up was answered as any other, and the owner was told by email (auth.service.ts).
 */
const UNCLAIMED_DOMAIN = 'unclaimed.campuspath.invalid';
export const unclaimedAddress = (userId: string): string => `unclaimed-${userId}@${UNCLAIMED_DOMAIN}`;
export const isUnclaimedAddress = (email: string): boolean => email.endsWith(`@${UNCLAIMED_DOMAIN}`);

/** The address an account shows: an unclaimed account's is the one it signed up with, still pending. */
export function shownAddress(row: { email: string; pending_email: string | null }): { email: string; pendingEmail: string | null } {
  if (isUnclaimedAddress(row.email) && row.pending_email !== null) return { email: row.pending_email, pendingEmail: null };
  return { email: row.email, pendingEmail: row.pending_email };
}

/** The auth context's user for an id, with `profileComplete` derived from the profile and the verified state of its email; null when absent. */
export async function findUser(db: Kysely<Database>, userId: string): Promise<User | null> {
  const row = await findAccountWithProfile(db, userId);
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    ...shownAddress(row),
    role: row.role,
    graduationYear: row.graduation_year,
    locale: row.locale,
    isDemo: Boolean(row.is_demo),
    expiresAt: row.expires_at,
    // Demo accounts are never verified (they never receive email).
    emailVerified: !row.is_demo && row.email_verified_at !== null,
    incomeBand: (row.income_band ?? null) as User['incomeBand'],
    homeState: (row.home_state ?? null) as User['homeState'],
    profileComplete: isProfileComplete({
      gpa: row.gpa ?? null,
      satTotal: row.sat_total ?? null,
      act: row.act ?? null,
      intendedMajors: readJsonList(row.intended_majors, majorCodeSchema),
    }),
    chanceReady: canShowChance({ satTotal: row.sat_total ?? null, act: row.act ?? null }),
  };
}

export async function requireUser(db: Kysely<Database>, userId: string): Promise<User> {
  const user = await findUser(db, userId);
  if (!user) throw new Error(`Signed-in user ${userId} has no row`);
  return user;
}
