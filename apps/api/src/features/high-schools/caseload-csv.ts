import { stringify } from 'csv-stringify/sync';
import { APPLICATION_STATUSES, APPLICATION_STATUS_LABELS } from '@campuspath/contract/applications-terms';
import type { CaseloadStudent } from '@campuspath/contract/caseload';

/**
 * The caseload as CSV ("CSV export"): one row per student, the columns of the table.
 * csv-stringify quotes what needs quoting (names with commas or quotes). A cell a spreadsheet
 * would run as a formula (starting with =, +, - or @) is prefixed with an apostrophe, since
 * student names are typed by students (OWASP "CSV injection"). A figure not shared is left empty.
 */
const formulaSafe = (text: string) => (/^[=+\-@\t\r]/.test(text) ? `'${text}` : text);
const cell = (value: number | string | null | undefined) => (value === null || value === undefined ? '' : String(value));

export function caseloadCsv(students: CaseloadStudent[]): string {
  const header = [
    'Student',
    'Class of',
    ...APPLICATION_STATUSES.map((status) => `Applications: ${APPLICATION_STATUS_LABELS[status]}`),
    'Due in 14 days',
    'Overdue',
    'Reach',
    'Target',
    'Safety',
    'Last activity',
  ];
  const rows = students.map((student) => [
    formulaSafe(student.name),
    cell(student.graduationYear),
    ...APPLICATION_STATUSES.map((status) => cell(student.applicationsByStatus?.[status])),
    cell(student.upcoming),
    cell(student.overdue),
    cell(student.balance?.reach),
    cell(student.balance?.target),
    cell(student.balance?.safety),
    cell(student.lastActivity),
  ]);
  return stringify([header, ...rows]);
}
