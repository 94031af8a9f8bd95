import type { Kysely } from 'kysely';
import type { AccountExport } from '@campuspath/contract/account-export';
import type { AccountLocale } from '@campuspath/contract/auth-terms';
import type { Catalog } from '../../catalog/catalog.ts';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { revokeUserSessions } from '../../lib/sessions.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { getAidEstimate } from '../aid-estimate/aid-estimate.service.ts';
import { listApplications } from '../applications/applications.service.ts';
import { assertStrongPassword } from '../auth/auth.service.ts';
import { supersedeEmailLinks } from '../auth/email-links.store.ts';
import { hashPassword } from '../auth/password.ts';
import { requireUser } from '../auth/users.ts';
import { deleteUser, requireUserColumns, updateUser } from '../auth/users.store.ts';
import { listCompareItems } from '../compare/compare.store.ts';
import { listDocuments } from '../documents/documents.service.ts';
import { listStorageKeys } from '../documents/documents.store.ts';
import { listAllVersionRows } from '../essays/essay-versions.store.ts';
import { listFullEssays } from '../essays/essays.service.ts';
import { releaseHighSchools } from '../high-schools/high-schools.service.ts';
import { listLetterRequestsReceived, listMyLetterRequests } from '../letter-requests/letter-requests.service.ts';
import { listLetters } from '../letters/letters.service.ts';
import { getProfile } from '../profile/profile.service.ts';
import { listSavedSchoolRows } from '../saved-schools/saved-schools.store.ts';
import { listTasks } from '../tasks/tasks.service.ts';
import { listOffers } from '../offers/offers.service.ts';
import { listScholarships } from '../scholarships/scholarships.service.ts';
import { withdrawUnsentRosterInvitations } from '../rosters/roster-lines.store.ts';
import { unlinkJoinedTeacher } from '../rosters/roster-teachers.store.ts';
import { exportSharing } from './sharing-export.ts';
import { exportPlansMade } from '../class-plans/class-plans.service.ts';
import { deliverPlansToStudent } from '../class-plans/plan-delivery.ts';

export interface AccountDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  catalog: Catalog;
  now: Clock;
}

export interface AccountCredentials {
  passwordHash: string;
  isDemo: boolean;
}

/** What the checks before a sensitive change read: the password hash and whether this is a demo account. */
export async function requireCredentials(deps: Pick<AccountDeps, 'db'>, userId: string): Promise<AccountCredentials> {
  const row = await requireUserColumns(deps.db, userId, ['password_hash', 'is_demo']);
  return { passwordHash: row.password_hash, isDemo: Boolean(row.is_demo) };
}

export interface UpdateAccountInput {
  name?: string;
  graduationYear?: number;
  locale?: AccountLocale | undefined;
}

/** Saves the fields given (a change of email goes through auth/email-verification.service.ts: it waits for its link). */
export async function updateAccount(deps: Pick<AccountDeps, 'db' | 'now'>, userId: string, input: UpdateAccountInput): Promise<void> {
  const { name, graduationYear, locale } = input;
  if (name === undefined && graduationYear === undefined && locale === undefined) return;
  const at = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    await updateUser(trx, userId, {
      ...(name !== undefined ? { name } : {}),
      ...(graduationYear !== undefined ? { graduation_year: graduationYear } : {}),
      ...(locale !== undefined ? { locale } : {}),
      updated_at: at,
    });
    // A student now of another class gets that class's plans at their school (those they had stay).
    if (graduationYear !== undefined) await deliverPlansToStudent(trx, userId, at);
  });
}

/** Sets a new (strong) password and signs out every session but `keepSessionId`; reset links sent before stop working. */
export async function changePassword(
  deps: Pick<AccountDeps, 'db' | 'now'>,
  userId: string,
  newPassword: string,
  keepSessionId: string | undefined,
): Promise<void> {
  const { db } = deps;
  const user = await requireUser(db, userId);
  assertStrongPassword(newPassword, user, 'newPassword');
  await updateUser(db, userId, { password_hash: await hashPassword(newPassword), updated_at: deps.now().toISOString() });
  await revokeUserSessions(db, userId, keepSessionId);
  await supersedeEmailLinks(db, userId, 'reset', deps.now());
}

/**
 * Removes a user and everything they own. Rows go in one statement (every table cascades from
 * `users`: a student's shares go with them, and so does every parent's and counselor's access;
 * a viewer's own shares and views go with the viewer); stored files are removed after the rows, so a failure part-way never leaves a
 * document row pointing at a missing file.
 */
export async function deleteUserAndFiles(deps: Pick<AccountDeps, 'db' | 'storage'>, userId: string): Promise<void> {
  // A school's last counselor: refused while it has students; otherwise the empty school goes too.
  await releaseHighSchools(deps.db, userId);
  const storageKeys = await listStorageKeys(deps.db, userId);
  await deps.db.transaction().execute(async (trx) => {
    await withdrawUnsentRosterInvitations(trx, 'students', userId);
    await withdrawUnsentRosterInvitations(trx, 'teachers', userId);
    await unlinkJoinedTeacher(trx, userId);
    await deleteUser(trx, userId);
  });
  await Promise.all(storageKeys.map((key) => deps.storage.remove(key)));
}

const DOCUMENT_NOTE = 'Download the file itself from the Documents tab.';

/**
 * Everything the user owns, for "Download all my data", in the contract's shapes
 * (contract/account-export.ts): each feature's own reader, as its pages show it. Secrets
 * (password hash, sessions, the emailed links' and invitations' token hashes) are left out.
 */
export async function exportUserData(deps: AccountDeps, userId: string): Promise<AccountExport> {
  const { db } = deps;
  const [
    account,
    profile,
    savedSchools,
    compareItems,
    applications,
    essays,
    essayVersions,
    documents,
    letters,
    letterRequests,
    letterRequestsReceived,
    tasks,
    sharing,
    aidEstimate,
    offers,
    scholarships,
    classPlansMade,
  ] = await Promise.all([
    requireUserColumns(db, userId, [
      'id',
      'email',
      'name',
      'role',
      'graduation_year',
      'locale',
      'is_demo',
      'email_verified_at',
      'pending_email',
      'created_at',
      'updated_at',
    ]),
    getProfile(deps, userId),
    listSavedSchoolRows(db, userId),
    listCompareItems(db, userId),
    listApplications(deps, userId),
    listFullEssays(deps, userId),
    listAllVersionRows(db, userId),
    listDocuments(deps, userId),
    listLetters(deps, userId),
    listMyLetterRequests(deps, userId),
    listLetterRequestsReceived(deps, userId),
    listTasks(deps, userId),
    exportSharing(db, userId),
    getAidEstimate(deps, userId),
    listOffers(deps, userId),
    listScholarships(deps, userId),
    exportPlansMade(db, userId),
  ]);
  return {
    exportedAt: deps.now().toISOString(),
    account: {
      id: account.id,
      email: account.email,
      name: account.name,
      role: account.role,
      graduationYear: account.graduation_year,
      locale: account.locale,
      isDemo: Boolean(account.is_demo),
      emailVerifiedAt: account.email_verified_at,
      pendingEmail: account.pending_email,
      createdAt: account.created_at,
      updatedAt: account.updated_at,
    },
    profile,
    savedSchools: savedSchools.map((row) => ({ schoolId: row.school_id, savedAt: row.created_at })),
    compareList: compareItems.map((row) => ({ schoolId: row.school_id })),
    applications,
    essays,
    essayVersions: essayVersions.map((row) => ({
      id: row.id,
      essayId: row.essay_id,
      wordCount: Number(row.word_count),
      body: row.body,
      createdAt: row.created_at,
    })),
    documents: documents.map((document) => ({ ...document, note: DOCUMENT_NOTE })),
    letters,
    letterRequests,
    letterRequestsReceived,
    tasks,
    offers: offers.offers,
    scholarships,
    ...sharing,
    classPlansMade,
    aidEstimate,
  };
}
