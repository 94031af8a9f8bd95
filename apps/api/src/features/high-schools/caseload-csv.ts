import { APPLICATION_STATUSES, APPLICATION_STATUS_LABELS } from '@campuspath/contract/applications-terms';
import type { CaseloadStudent } from '@campuspath/contract/caseload';
import { csvFile } from '../../lib/csv-file.ts';

/**
 * The caseload as CSV ("CSV export"): one row per student, the columns of the table, written by
 * lib/csv-file.ts (BOM, CRLF, no cell a spreadsheet would run). A figure not shared is left empty.
 */
export function caseloadCsv(students: CaseloadStudent[]): string {
  const header = [
    'Student',
    'Class of',
    ...APPLICATION_STATUSES.map((status) => `Applications: ${APPLICATION_STATUS_LABELS[status]}`),
    'Due in 14 days',
    'Overdue',
    'Letters pending',
    'Letters submitted',
    'Letters awaiting approval',
    'Reach',
    'Target',
    'Safety',
    'Last activity',
  ];
  const rows = students.map((student) => [
    student.name,
    student.graduationYear,
    ...APPLICATION_STATUSES.map((status) => student.applicationsByStatus?.[status]),
    student.upcoming,
    student.overdue,
    student.letterRequests?.pending,
    student.letterRequests?.submitted,
    student.letterRequests?.awaitingApproval,
    student.balance?.reach,
    student.balance?.target,
    student.balance?.safety,
    student.lastActivity,
  ]);
  return csvFile([header, ...rows]);
}
