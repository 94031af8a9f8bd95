import { currentEntryYear } from '@campuspath/contract/admissions-calendar';
import { ONEROSTER_FILES, ROSTER_MAX_FILE_BYTES, type RosterImportReport } from '@campuspath/contract/rosters';
import type { CsvUpload } from '../../lib/csv-upload.ts';
import { formatBytes, refuseField } from '../../lib/errors.ts';
import { readClasses, readEnrollments, readOrgs, type RosterClass } from './oneroster-tables.ts';
import { baseName, isZip, ONEROSTER_FILE_LIMITS, unzipRoster, type RosterUploadFile } from './oneroster-zip.ts';
import { checkStudents } from './roster-file-check.ts';
import { RosterReportBuilder } from './roster-report.ts';
import type { RosterRow, RosterTeacherRow, RowContext } from './roster-rows.ts';

/**
 * A roster upload, checked whole without touching the database: one CSV (CampusPath's simple
 * columns or a OneRoster users.csv), or a OneRoster 1.1 export: its zip, or its CSV files chosen
 * together. From an export, orgs.csv says which school the students are at and enrollments.csv
 * with classes.csv each student's group (their homeroom, or their one class). The caller stores
 * the rows only when `report.problemCount` is 0.
 */

export interface CheckedRoster {
  rows: RosterRow[];
  teachers: RosterTeacherRow[];
  report: RosterImportReport;
}

const SPREADSHEET_FILE =
  /*i18n*/ 'This is a spreadsheet workbook (such as an Excel .xlsx), not a CSV file. Open it in your spreadsheet, ' +
  'save the sheet as "CSV UTF-8 (Comma delimited)" and import that.';

const isOneRosterName = (name: string): boolean => (ONEROSTER_FILES as readonly string[]).includes(name);

/** The group of each student: their one homeroom, else their one class; a title two groups share gets its class code. */
function assignGroups(rows: RosterRow[], enrolled: Map<string, string[]>, classes: ReadonlyMap<string, RosterClass>): number {
  const chosen = new Map<string, string>();
  for (const row of rows) {
    const list = enrolled.get(row.sourcedId ?? '') ?? [];
    const homerooms = list.filter((id) => classes.get(id)?.homeroom);
    const pick = homerooms.length === 1 ? homerooms[0] : homerooms.length === 0 && list.length === 1 ? list[0] : undefined;
    if (pick) chosen.set(row.sourcedId!, pick);
  }
  const titles = new Map<string, Set<string>>();
  for (const id of new Set(chosen.values())) {
    const title = classes.get(id)!.title;
    titles.set(title, (titles.get(title) ?? new Set()).add(id));
  }
  let withoutGroup = 0;
  for (const row of rows) {
    const id = chosen.get(row.sourcedId ?? '');
    const entry = id ? classes.get(id) : undefined;
    if (!id || !entry) {
      row.group = null;
      withoutGroup += 1;
      continue;
    }
    row.group = titles.get(entry.title)!.size > 1 ? `${entry.title} (${entry.code || id})`.slice(0, 100) : entry.title;
  }
  return withoutGroup;
}

async function checkExport(report: RosterReportBuilder, files: RosterUploadFile[], schoolName: string, context: RowContext) {
  report.format = 'oneroster';
  const byName = new Map(files.map((file) => [file.name, file]));
  const users = byName.get('users.csv');
  if (!users) {
    report.fileProblem(null, 'The upload has no users.csv: choose it with the other OneRoster files, or upload the export’s zip.');
    return report.finish([]);
  }
  const orgs = byName.get('orgs.csv');
  if (orgs) {
    const school = await readOrgs(report, orgs, schoolName);
    if (!school) return report.finish([]);
    report.school = { name: school.name, identifier: school.identifier };
    context.orgs = { school: school.sourcedId, known: school.known };
  }
  const { rows, teachers, sourcedIds } = await checkStudents(report, users, context);
  if (report.format !== 'oneroster') {
    report.fileProblem(
      users.name,
      'This users.csv has no OneRoster columns (sourcedId, role): export it from your student information system.',
      1,
    );
    return report.finish([]);
  }
  // users.csv unread (its header refused): every enrollment would name an unknown user.
  if (sourcedIds.size === 0) return report.finish([]);
  const enrollments = byName.get('enrollments.csv');
  const classes = byName.get('classes.csv');
  if (!enrollments) {
    if (classes) report.ignoredFiles.push(classes.name);
    return report.finish(rows, teachers);
  }
  if (!classes) {
    report.fileProblem(
      enrollments.name,
      'enrollments.csv names classes by sourcedId only: add classes.csv from the same export to name each group.',
    );
    return report.finish([]);
  }
  const classMap = await readClasses(report, classes);
  if (!classMap) return report.finish([]);
  const students = new Set(rows.flatMap((row) => (row.sourcedId ? [row.sourcedId] : [])));
  const enrolled = await readEnrollments(report, enrollments, classMap, sourcedIds, students);
  if (!report.failed) report.withoutGroup = assignGroups(rows, enrolled, classMap);
  return report.finish(rows, teachers);
}

/** The files of an upload of several: each by its name without folders; one the roster does not read is listed as not used. */
function namedFiles(report: RosterReportBuilder, uploads: CsvUpload[]): RosterUploadFile[] | null {
  const files: RosterUploadFile[] = [];
  for (const upload of uploads) {
    const name = baseName(upload.fileName ?? '').toLowerCase();
    if (isZip(upload.bytes)) {
      report.fileProblem(upload.fileName, 'Upload the OneRoster zip alone, or the CSV files without it.');
      return null;
    }
    if (!isOneRosterName(name)) {
      report.ignoredFiles.push(upload.fileName ?? 'a file without a name');
      continue;
    }
    if (files.some((file) => file.name === name)) {
      report.fileProblem(name, `Two files are named ${name}: choose one export’s files.`);
      return null;
    }
    if (upload.bytes.byteLength > ONEROSTER_FILE_LIMITS[name as keyof typeof ONEROSTER_FILE_LIMITS]) {
      report.fileProblem(name, `${name} is larger than a school of 5,000 students exports.`);
      return null;
    }
    files.push({ name, bytes: upload.bytes });
  }
  return files;
}

export async function checkRosterUpload(uploads: CsvUpload[], schoolName: string, now: Date): Promise<CheckedRoster> {
  const report = new RosterReportBuilder();
  const context: RowContext = { seniorsYear: currentEntryYear(now) };
  const [first] = uploads;
  const firstName = baseName(first?.fileName ?? '').toLowerCase();
  if (uploads.length === 1 && first && isZip(first.bytes)) {
    const unzipped = await unzipRoster(first.bytes);
    // A zip of a workbook is no export: refused as the CSV reader refused it, with what to do instead.
    if ('spreadsheet' in unzipped) throw refuseField('file', SPREADSHEET_FILE);
    if ('problem' in unzipped) {
      report.fileProblem(first.fileName, unzipped.problem);
      return report.finish([]);
    }
    report.ignoredFiles = unzipped.ignoredFiles;
    return checkExport(report, unzipped.files, schoolName, context);
  }
  if (uploads.length === 1 && first && !['orgs.csv', 'classes.csv', 'enrollments.csv'].includes(firstName)) {
    const name = first.fileName ?? 'roster.csv';
    if (first.bytes.byteLength > ROSTER_MAX_FILE_BYTES) {
      report.fileProblem(name, `The file is larger than ${formatBytes(ROSTER_MAX_FILE_BYTES)}, more than 5,000 students take.`);
      return report.finish([]);
    }
    const { rows, teachers } = await checkStudents(report, { name, bytes: first.bytes }, context);
    return report.finish(rows, teachers);
  }
  const files = namedFiles(report, uploads);
  return files ? checkExport(report, files, schoolName, context) : report.finish([]);
}
