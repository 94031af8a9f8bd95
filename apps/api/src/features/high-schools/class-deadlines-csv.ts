import { APPLICATION_ROUND_LABELS, APPLICATION_STATUS_LABELS } from '@campuspath/contract/applications-terms';
import type { ClassDeadline } from '@campuspath/contract/class-deadlines';
import { csvStream, type CsvCell } from '../../lib/csv-file.ts';
import { listClassApplicationsOf } from '../applications/applications.store.ts';
import { requireCounselorOf } from '../sharing/access.ts';
import { listSharingApplicants, toClassDeadline, type ClassDeadlinesDeps } from './class-deadlines.service.ts';

/** Students whose applications are read at a time: memory stays that of a few thousand rows, whatever the school. */
const STUDENTS_PER_READ = 250;

const HEADER = ['Student', 'College', 'Round', 'Deadline', 'Status', 'Items missing'];

const record = (application: ClassDeadline): CsvCell[] => [
  application.studentName,
  application.collegeName ?? `College ${application.collegeId} (no longer in the catalogue)`,
  APPLICATION_ROUND_LABELS[application.round],
  // YYYY-MM-DD, unquoted: what LibreOffice and Excel read as a date.
  application.deadline || null,
  APPLICATION_STATUS_LABELS[application.status],
  application.missing.join('; '),
];

/** By student, then nearest deadline (none last), then college. */
const order = (a: ClassDeadline, b: ClassDeadline) =>
  a.studentName.localeCompare(b.studentName) ||
  a.studentId.localeCompare(b.studentId) ||
  (a.deadline || '9999').localeCompare(b.deadline || '9999') ||
  (a.collegeName ?? '').localeCompare(b.collegeName ?? '');

/**
 * Every application of the students who share them, one row each, as a CSV stream (lib/csv-file.ts:
 * BOM, CRLF, no cell a spreadsheet would run). Access is checked before the first byte.
 */
export async function classDeadlinesCsv(deps: ClassDeadlinesDeps, counselorId: string, highSchoolId: string) {
  await requireCounselorOf(deps.db, counselorId, highSchoolId);
  const students = await listSharingApplicants(deps.db, highSchoolId);
  async function* records(): AsyncGenerator<CsvCell[]> {
    yield HEADER;
    for (let at = 0; at < students.length; at += STUDENTS_PER_READ) {
      const batch = students.slice(at, at + STUDENTS_PER_READ);
      const names = new Map(batch.map((student) => [student.id, student.name]));
      const rows = await listClassApplicationsOf(deps.db, [...names.keys()]);
      const applications = rows.map((row) => toClassDeadline(deps.catalog, names, row)).sort(order);
      for (const application of applications) yield record(application);
    }
  }
  return csvStream(records());
}
