/**
 * After the run, straight from the database (and the uploads folder): every write the server
 * acknowledged is there exactly once, as acknowledged; writes that got no clear answer may be
 * there or not, but never twice. Returns the problems found (empty when none).
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../../src/db/database.ts';
import type { StudentLedger } from './virtual-student.ts';

export interface Verification {
  problems: string[];
  /** How many acknowledged writes were checked. */
  checked: number;
}

export async function verifyWrites(databaseUrl: string, uploadsDir: string, ledgers: StudentLedger[]): Promise<Verification> {
  const database = openDatabase(databaseUrl);
  const { db } = database;
  const problems: string[] = [];
  let checked = 0;
  try {
    for (const ledger of ledgers) {
      const users = await db.selectFrom('users').select('id').where('email', '=', ledger.email).execute();
      if (!ledger.signedUp) {
        if (users.length > 1) problems.push(`${ledger.email}: ${users.length} accounts`);
        continue;
      }
      checked += 1;
      if (users.length !== 1) {
        problems.push(`${ledger.email}: ${users.length} accounts for one acknowledged sign-up`);
        continue;
      }
      const userId = users[0]!.id;

      const saved = new Set(
        (await db.selectFrom('saved_schools').select('school_id').where('user_id', '=', userId).execute()).map((row) =>
          Number(row.school_id),
        ),
      );
      for (const schoolId of ledger.savedSchools) if (!saved.has(schoolId)) problems.push(`${ledger.email}: saved school ${schoolId} lost`);
      for (const schoolId of saved)
        if (!ledger.savedSchools.has(schoolId) && !ledger.savesInDoubt.has(schoolId))
          problems.push(`${ledger.email}: school ${schoolId} saved but never sent`);
      checked += ledger.savedSchools.size;

      const applications = await db.selectFrom('applications').select(['id', 'school_id', 'notes']).where('user_id', '=', userId).execute();
      for (const [id, expected] of ledger.applications) {
        const row = applications.find((candidate) => candidate.id === id);
        if (!row) problems.push(`${ledger.email}: application ${id} lost`);
        else if (Number(row.school_id) !== expected.schoolId) problems.push(`${ledger.email}: application ${id} has another school`);
        else if (row.notes !== expected.notes && !expected.notesInDoubt.has(row.notes))
          problems.push(`${ledger.email}: application ${id} notes lost`);
      }
      const extraApplications = applications.length - ledger.applications.size;
      if (extraApplications < 0 || extraApplications > ledger.applicationsInDoubt)
        problems.push(`${ledger.email}: ${applications.length} applications, ${ledger.applications.size} acknowledged`);
      checked += ledger.applications.size;

      const essays = await db.selectFrom('essays').select(['id', 'version', 'body']).where('user_id', '=', userId).execute();
      if (ledger.essay) {
        const { id, version, body, inDoubt } = ledger.essay;
        const row = essays.find((candidate) => candidate.id === id);
        const asAcknowledged = row && Number(row.version) === version && row.body === body;
        const asInDoubt = row && inDoubt && Number(row.version) === inDoubt.version && row.body === inDoubt.body;
        if (!asAcknowledged && !asInDoubt)
          problems.push(`${ledger.email}: essay ${id} at version ${row?.version ?? 'none'}, acknowledged ${version}`);
        if (essays.length !== 1) problems.push(`${ledger.email}: ${essays.length} essays, 1 acknowledged`);
        checked += version;
      }

      if (ledger.remindersOn) {
        const tasks = await db.selectFrom('tasks').select(['id', 'title', 'due_date']).where('user_id', '=', userId).execute();
        for (const [id, expected] of ledger.tasks) {
          const row = tasks.find((candidate) => candidate.id === id);
          if (!row) problems.push(`${ledger.email}: task ${id} lost`);
          else if (row.title !== expected.title || row.due_date !== expected.dueDate)
            problems.push(`${ledger.email}: task ${id} is not what was sent`);
        }
        for (const row of tasks)
          if (!ledger.tasks.has(row.id) && !ledger.tasksInDoubt.has(row.title))
            problems.push(`${ledger.email}: task ${row.id} never acknowledged`);
        const titles = tasks.map((row) => row.title);
        if (new Set(titles).size !== titles.length) problems.push(`${ledger.email}: a task stored twice`);
        checked += ledger.tasks.size;
      }

      const documents = await db
        .selectFrom('documents')
        .select(['id', 'storage_key', 'size_bytes'])
        .where('user_id', '=', userId)
        .execute();
      for (const [id, expected] of ledger.documents) {
        const row = documents.find((candidate) => candidate.id === id);
        if (!row) {
          problems.push(`${ledger.email}: document ${id} lost`);
          continue;
        }
        let sha256 = '';
        try {
          sha256 = createHash('sha256')
            .update(readFileSync(join(uploadsDir, row.storage_key)))
            .digest('hex');
        } catch {
          problems.push(`${ledger.email}: document ${id} has no file`);
          continue;
        }
        if (Number(row.size_bytes) !== expected.size || sha256 !== expected.sha256)
          problems.push(`${ledger.email}: document ${id} is not what was sent`);
      }
      const extraDocuments = documents.length - ledger.documents.size;
      if (extraDocuments < 0 || extraDocuments > ledger.documentsInDoubt)
        problems.push(`${ledger.email}: ${documents.length} documents, ${ledger.documents.size} acknowledged`);
      checked += ledger.documents.size;
    }
  } finally {
    await database.close();
  }
  return { problems, checked };
}
