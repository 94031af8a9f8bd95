import type { CheckedDeadline } from '@campuspath/contract/checked-deadlines';
import type { ImportRejected } from '@campuspath/contract/admission-history-imports';
import { inCsvCheckSlot, type CsvUpload } from '../../lib/csv-upload.ts';
import { requireCounselorOf } from '../sharing/access.ts';
import { counselorName, readDeadline, upsertDeadline, type DeadlinesDeps } from './checked-deadlines.service.ts';
import { checkDeadlineFile } from './deadline-csv.ts';

/** POST …/checked-deadlines/import: a pasted list, every row recorded (or changed) in one transaction, or none. */
export async function importCheckedDeadlines(
  deps: DeadlinesDeps,
  userId: string,
  highSchoolId: string,
  readUpload: () => Promise<CsvUpload>,
): Promise<{ ok: true; deadlines: CheckedDeadline[]; ignoredColumns: string[] } | { ok: false; rejected: ImportRejected }> {
  await requireCounselorOf(deps.db, userId, highSchoolId);
  const upload = await readUpload();
  const { entries, report } = await inCsvCheckSlot(() => checkDeadlineFile(deps, upload.bytes));
  if (report.problemCount > 0) {
    const message = `Nothing was saved: the list has ${report.problemCount} problem${report.problemCount === 1 ? '' : 's'}. Fix ${report.problemCount === 1 ? 'it' : 'them'} and paste the whole list again.`;
    return { ok: false, rejected: { error: 'import_rejected', message, report } };
  }
  const counselor = await counselorName(deps.db, userId);
  const now = deps.now();
  const ids = await deps.db.transaction().execute(async (trx) => {
    const saved: string[] = [];
    for (const entry of entries) saved.push(await upsertDeadline(trx, highSchoolId, counselor, entry, now));
    return saved;
  });
  const deadlines = await Promise.all([...new Set(ids)].map((id) => readDeadline(deps, highSchoolId, id)));
  return { ok: true, deadlines, ignoredColumns: report.ignoredColumns };
}
