import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { DEMO_ACCOUNT_HOURS, type AccountLocale } from '@campuspath/contract/auth-terms';
import { countWords } from '@campuspath/contract/essays-terms';
import type { Database } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { emailI18n } from '../../lib/i18n/email-i18n.ts';
import { newId } from '../../lib/ids.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { insertApplications } from '../applications/applications.store.ts';
import { hashPassword } from '../auth/password.ts';
import { insertUser, listExpiredDemoUsers } from '../auth/users.store.ts';
import { insertDocument, insertDocumentLinks } from '../documents/documents.store.ts';
import { insertEssay, insertEssayLinks } from '../essays/essays.store.ts';
import { deleteHighSchools, listSchoolsCounseledOnlyBy } from '../high-schools/high-schools.store.ts';
import { insertLetters } from '../letters/letters.store.ts';
import { toStored } from '../offers/offers.service.ts';
import { upsertOfferRow } from '../offers/offers.store.ts';
import { insertProfile } from '../profile/profile.store.ts';
import { insertSavedSchools } from '../saved-schools/saved-schools.store.ts';
import { insertTasks } from '../tasks/tasks.store.ts';
import { deleteUserAndFiles } from '../account/account.service.ts';
import { createCounselorDemo, type CounselorDemoDeps } from './counselor-demo.service.ts';
import { demoContent } from './demo-content.ts';
import { demoOffers } from './demo-offers.ts';

export interface DemoDeps {
  db: Kysely<Database>;
  storage: FileStorage;
  now: Clock;
}

/**
 * Removes demo accounts past their expiry, with their files. Runs whenever a demo starts and at
 * server start. A counselor demo's school is a sample too: it goes with its demo counselor (with
 * any membership and share in it), after the demo's students.
 */
export async function removeExpiredDemoAccounts(deps: DemoDeps): Promise<number> {
  const expired = await listExpiredDemoUsers(deps.db, deps.now().toISOString());
  const counselorsLast = [...expired].sort((a, b) => Number(a.role === 'counselor') - Number(b.role === 'counselor'));
  for (const { id, role } of counselorsLast) {
    if (role === 'counselor') await deleteSampleSchools(deps.db, id);
    await deleteUserAndFiles(deps, id);
  }
  return expired.length;
}

/** The schools a demo counselor is the only counselor of (cascading to their memberships and shares). */
async function deleteSampleSchools(db: Kysely<Database>, counselorId: string): Promise<void> {
  const schools = await listSchoolsCounseledOnlyBy(db, counselorId);
  await deleteHighSchools(
    db,
    schools.map((school) => school.id),
  );
}

/**
 * "Try the demo": a student's sample workspace, or a counselor's sample school with its sample
 * history, written in the language of the page it was started from (the account's language too).
 */
export async function startDemo(
  deps: DemoDeps & CounselorDemoDeps,
  role: 'student' | 'counselor',
  locale: AccountLocale = 'en',
): Promise<string> {
  if (role === 'student') return createDemoAccount(deps, locale);
  await removeExpiredDemoAccounts(deps);
  return createCounselorDemo(deps, locale);
}

/**
 * A fresh, private demo account filled with sample content; it expires after a day. Its password
 * is random and never shown (demo accounts cannot sign in with a password). Files are stored
 * first and the rows written in one transaction; on any failure the files are removed again.
 */
export async function createDemoAccount(deps: DemoDeps, locale: AccountLocale = 'en'): Promise<string> {
  const i18n = emailI18n(locale);
  await removeExpiredDemoAccounts(deps);
  const today = deps.now();
  const userId = newId();
  const now = today.toISOString();
  // Seniors apply in the fall for the next year: from August on, the class of next year.
  const graduationYear = today.getMonth() >= 7 ? today.getFullYear() + 1 : today.getFullYear();
  const content = demoContent(i18n, today, graduationYear);
  const passwordHash = await hashPassword(randomBytes(24).toString('base64url'));

  const applicationIds = new Map(content.applications.map((application) => [application.key, newId()]));
  const documents = content.documents.map((document) => ({ ...document, id: newId(), bytes: new TextEncoder().encode(document.text) }));
  const stored: string[] = [];
  try {
    for (const document of documents) {
      await deps.storage.put(document.id, document.bytes);
      stored.push(document.id);
    }
    await deps.db.transaction().execute(async (trx) => {
      await insertUser(trx, {
        id: userId,
        email: `demo-${userId}@demo.campuspath.invalid`,
        name: 'Alex Rivera',
        password_hash: passwordHash,
        graduation_year: graduationYear,
        is_demo: 1,
        locale,
        expires_at: new Date(today.getTime() + DEMO_ACCOUNT_HOURS * 3_600_000).toISOString(),
        created_at: now,
        updated_at: now,
      });
      const { profile } = content;
      await insertProfile(trx, {
        user_id: userId,
        gpa: profile.gpa,
        weighted_gpa: profile.weightedGpa,
        sat_total: profile.satTotal,
        sat_reading: profile.satReading,
        sat_math: profile.satMath,
        act: null,
        class_rank: null,
        class_size: null,
        income_band: profile.incomeBand,
        term_gpas: JSON.stringify(profile.termGpas),
        courses: JSON.stringify(profile.courses),
        intended_majors: JSON.stringify(profile.intendedMajors),
        preferences: JSON.stringify(profile.preferences),
        updated_at: now,
      });
      // Older saves first, so the list's newest-first order matches the list above.
      await insertSavedSchools(
        trx,
        content.savedSchoolIds.map((schoolId, index) => ({
          user_id: userId,
          school_id: schoolId,
          created_at: new Date(today.getTime() - index * 60_000).toISOString(),
        })),
      );
      await insertApplications(
        trx,
        content.applications.map((application) => ({
          id: applicationIds.get(application.key)!,
          user_id: userId,
          school_id: application.schoolId,
          round: application.round,
          deadline: application.deadline,
          time_zone: null,
          status: application.status,
          decision_date: application.decisionDate,
          notes: application.notes,
          portal_url: null,
          checklist: JSON.stringify(application.checklist.map((item) => ({ id: newId().slice(0, 8), ...item }))),
          created_at: now,
          updated_at: now,
        })),
      );
      for (const essay of content.essays) {
        const essayId = newId();
        await insertEssay(trx, {
          id: essayId,
          user_id: userId,
          title: essay.title,
          prompt: essay.prompt,
          body: essay.body,
          word_count: countWords(essay.body),
          max_words: essay.maxWords,
          due_date: essay.dueDate,
          status: essay.status,
          version: 1,
          created_at: now,
          updated_at: now,
        });
        await insertEssayLinks(
          trx,
          essay.applications.map((key) => ({ essay_id: essayId, application_id: applicationIds.get(key)!, user_id: userId })),
        );
      }
      for (const document of documents) {
        await insertDocument(trx, {
          id: document.id,
          user_id: userId,
          name: document.name,
          type: document.type,
          mime_type: document.mimeType,
          size_bytes: document.bytes.byteLength,
          storage_key: document.id,
          created_at: now,
          updated_at: now,
        });
        await insertDocumentLinks(
          trx,
          document.applications.map((key) => ({ document_id: document.id, application_id: applicationIds.get(key)!, user_id: userId })),
        );
      }
      await insertLetters(
        trx,
        content.letters.map((letter) => ({
          id: newId(),
          user_id: userId,
          recommender_name: letter.name,
          recommender_title: letter.title,
          recommender_email: letter.email,
          status: letter.status,
          date_requested: letter.dateRequested,
          due_date: letter.dueDate,
          last_reminder: letter.lastReminder,
          school_ids: JSON.stringify(letter.schoolIds),
          notes: '',
          created_at: now,
          updated_at: now,
        })),
      );
      for (const offer of demoOffers(i18n, graduationYear)) {
        await upsertOfferRow(trx, {
          application_id: applicationIds.get(offer.applicationKey)!,
          user_id: userId,
          entries: toStored(offer.entries),
          entered_by_name: null,
          created_at: now,
          updated_at: now,
        });
      }
      await insertTasks(
        trx,
        content.tasks.map((task) => ({
          id: newId(),
          user_id: userId,
          title: task.title,
          due_date: task.dueDate,
          category: task.category,
          priority: task.priority,
          completed: task.completed ? 1 : 0,
          notes: '',
          created_at: now,
          updated_at: now,
        })),
      );
    });
  } catch (error) {
    await Promise.all(stored.map((key) => deps.storage.remove(key)));
    throw error;
  }
  return userId;
}
