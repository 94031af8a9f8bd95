import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/**
 * Read model `signed-in-user` (users, profiles): the account with the few profile fields the auth
 * context derives from (profile complete, chance ready, income band, home state). Every page load
 * asks for it (/api/auth/session), so it stays one query rather than one per owner.
 */
export async function findAccountWithProfile(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('users')
    .leftJoin('profiles', 'profiles.user_id', 'users.id')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.graduation_year',
      'users.is_demo',
      'users.expires_at',
      'users.email_verified_at',
      'users.pending_email',
      'users.role',
      'users.locale',
      'profiles.gpa',
      'profiles.sat_total',
      'profiles.act',
      'profiles.intended_majors',
      'profiles.income_band',
      'profiles.home_state',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}
