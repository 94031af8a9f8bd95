import { DEFAULT_SCOPES } from '@campuspath/contract/sharing-terms';
import { openDatabase } from '../apps/api/src/db/database.ts';
import { studentRow, taskRow } from '../apps/api/src/test/direct-rows.ts';
import { newId } from '../apps/api/src/lib/ids.ts';

/** A student written straight to the server's database: a name, and tasks due on these days (YYYY-MM-DD), open. */
export interface DirectStudent {
  name: string;
  openTasksDue?: string[];
}

/**
 * Students who joined `highSchoolId` and share with its counselors (the default scopes), written
 * straight to the e2e server's SQLite file (playwright.config.ts shares its path): a school of
 * hundreds in a second, where signing each up would spend minutes hashing passwords. The server
 * reads them like any others: nothing about them is cached.
 */
export async function addSharingStudents(highSchoolId: string, students: DirectStudent[]): Promise<void> {
  const file = process.env.E2E_DATABASE_FILE;
  if (!file) throw new Error('E2E_DATABASE_FILE is not set: run the spec through playwright.config.ts');
  const handle = openDatabase(file);
  const at = new Date().toISOString();
  const rows = students.map((student) => ({ id: newId(), ...student }));
  try {
    await handle.db.transaction().execute(async (trx) => {
      for (let start = 0; start < rows.length; start += 100) {
        const chunk = rows.slice(start, start + 100);
        await trx
          .insertInto('users')
          .values(chunk.map(({ id, name }) => studentRow(id, `${id}@direct.example`, name, at)))
          .execute();
        await trx
          .insertInto('high_school_students')
          .values(chunk.map(({ id }) => ({ user_id: id, high_school_id: highSchoolId, joined_at: at })))
          .execute();
        await trx
          .insertInto('shares')
          .values(
            chunk.map(({ id }) => ({
              id: newId(),
              user_id: id,
              viewer_id: null,
              high_school_id: highSchoolId,
              scopes: JSON.stringify(DEFAULT_SCOPES.counselors),
              created_at: at,
              updated_at: at,
            })),
          )
          .execute();
        const tasks = chunk.flatMap(({ id, openTasksDue = [] }) => openTasksDue.map((due) => taskRow(id, due, 0, 'Send transcript', at)));
        if (tasks.length) await trx.insertInto('tasks').values(tasks).execute();
      }
    });
  } finally {
    await handle.close();
  }
}
