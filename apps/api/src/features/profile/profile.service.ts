import type { Kysely } from 'kysely';
import {
  courseSchema,
  preferencesSchema,
  termGpaSchema,
  type HomeStateBody,
  type IncomeBandBody,
  type Preferences,
  type Profile,
  type ProfileResponse,
} from '@campuspath/contract/profile';
import { majorCodeSchema } from '@campuspath/contract/majors';
import type { Database, ProfilesTable } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { readJsonList, readJsonValue } from '../../lib/json-column.ts';
import { findProfileRow, listProfileRows, upsertProfile } from './profile.store.ts';

export interface ProfileDeps {
  db: Kysely<Database>;
}

/** What saving a profile needs besides the database: the clock of its `updatedAt`. */
export interface ProfileWriteDeps extends ProfileDeps {
  now: Clock;
}

const EMPTY_PREFERENCES: Preferences = { regions: [], states: [], sizes: [], budget: null, settings: [] };

/** The profile of a student who has not saved one yet. */
export const EMPTY_PROFILE: ProfileResponse = {
  gpa: null,
  weightedGpa: null,
  termGpas: [],
  satTotal: null,
  satReading: null,
  satMath: null,
  act: null,
  courses: [],
  classRank: null,
  classSize: null,
  intendedMajors: [],
  preferences: EMPTY_PREFERENCES,
  incomeBand: null,
  homeState: null,
  updatedAt: null,
};

function toProfile(row: ProfilesTable): ProfileResponse {
  return {
    gpa: row.gpa,
    weightedGpa: row.weighted_gpa,
    termGpas: readJsonList(row.term_gpas, termGpaSchema),
    satTotal: row.sat_total,
    satReading: row.sat_reading,
    satMath: row.sat_math,
    act: row.act,
    courses: readJsonList(row.courses, courseSchema),
    classRank: row.class_rank,
    classSize: row.class_size,
    intendedMajors: readJsonList(row.intended_majors, majorCodeSchema),
    preferences: readJsonValue(row.preferences, preferencesSchema, EMPTY_PREFERENCES),
    incomeBand: row.income_band as ProfileResponse['incomeBand'],
    homeState: row.home_state as ProfileResponse['homeState'],
    updatedAt: row.updated_at,
  };
}

/** Several students' profiles at once (a counselor's caseload): the empty profile for those without one. */
export async function listProfiles(deps: ProfileDeps, userIds: readonly string[]): Promise<Map<string, ProfileResponse>> {
  if (userIds.length === 0) return new Map();
  const rows = await listProfileRows(deps.db, userIds);
  const found = new Map(rows.map((row) => [row.user_id, toProfile(row)]));
  return new Map(userIds.map((id) => [id, found.get(id) ?? EMPTY_PROFILE]));
}

/** The student's profile, or the empty profile when they have not saved one. */
export async function getProfile(deps: ProfileDeps, userId: string): Promise<ProfileResponse> {
  const row = await findProfileRow(deps.db, userId);
  return row ? toProfile(row) : EMPTY_PROFILE;
}

/**
 * Replaces the whole profile (one row per student). Both SAT sections without a total give the
 * total, so the profile counts the SAT as taken.
 */
export async function saveProfile(deps: ProfileWriteDeps, userId: string, profile: Profile): Promise<ProfileResponse> {
  const satTotal =
    profile.satTotal ?? (profile.satReading !== null && profile.satMath !== null ? profile.satReading + profile.satMath : null);
  const values = {
    gpa: profile.gpa,
    weighted_gpa: profile.weightedGpa,
    sat_total: satTotal,
    sat_reading: profile.satReading,
    sat_math: profile.satMath,
    act: profile.act,
    class_rank: profile.classRank,
    class_size: profile.classSize,
    income_band: profile.incomeBand,
    // Left out of the body (an older client): the saved home state is kept.
    ...(profile.homeState === undefined ? {} : { home_state: profile.homeState }),
    term_gpas: JSON.stringify(profile.termGpas),
    courses: JSON.stringify(profile.courses),
    intended_majors: JSON.stringify(profile.intendedMajors),
    preferences: JSON.stringify(profile.preferences),
    updated_at: deps.now().toISOString(),
  };
  await upsertProfile(deps.db, { user_id: userId, ...values }, values);
  return getProfile(deps, userId);
}

/** Sets only some profile columns (the quick selectors on cards, pages and the comparison); creates the profile row if needed. */
async function saveProfileColumns(
  deps: ProfileWriteDeps,
  userId: string,
  columns: Pick<Partial<ProfilesTable>, 'income_band' | 'home_state'>,
) {
  const values = { ...columns, updated_at: deps.now().toISOString() };
  await upsertProfile(
    deps.db,
    {
      user_id: userId,
      gpa: null,
      weighted_gpa: null,
      sat_total: null,
      sat_reading: null,
      sat_math: null,
      act: null,
      class_rank: null,
      class_size: null,
      term_gpas: '[]',
      courses: '[]',
      intended_majors: '[]',
      preferences: JSON.stringify(EMPTY_PREFERENCES),
      ...values,
    },
    values,
  );
}

/** Sets only the income band (the quick selector beside net prices). */
export async function saveIncomeBand(deps: ProfileWriteDeps, userId: string, { incomeBand }: IncomeBandBody): Promise<IncomeBandBody> {
  await saveProfileColumns(deps, userId, { income_band: incomeBand });
  return { incomeBand };
}

/** Sets only the home state (the quick selector beside prices). */
export async function saveHomeState(deps: ProfileWriteDeps, userId: string, { homeState }: HomeStateBody): Promise<HomeStateBody> {
  await saveProfileColumns(deps, userId, { home_state: homeState });
  return { homeState };
}
