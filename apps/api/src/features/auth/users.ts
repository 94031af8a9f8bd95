import type { Kysely } from 'kysely';
import { canShowChance, isProfileComplete } from '@campuspath/contract/auth-terms';
import type { User } from '@campuspath/contract/auth';
import { majorCodeSchema } from '@campuspath/contract/majors';
import type { Database } from '../../db/schema.ts';
import { readJsonList } from '../../lib/json-column.ts';
import { findAccountWithProfile } from '../../read-models/signed-in-user.ts';

/** The auth context's user for an id, with `profileComplete` derived from the profile and the verified state of its email; null when absent. */
export async function findUser(db: Kysely<Database>, userId: string): Promise<User | null> {
  const row = await findAccountWithProfile(db, userId);
  if (!row) return null;
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    graduationYear: row.graduation_year,
    isDemo: Boolean(row.is_demo),
    expiresAt: row.expires_at,
    // Demo accounts are never verified (they never receive email).
    emailVerified: !row.is_demo && row.email_verified_at !== null,
    pendingEmail: row.pending_email,
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
