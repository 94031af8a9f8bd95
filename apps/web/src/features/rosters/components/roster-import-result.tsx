import { forwardRef } from 'react';
import type { RosterImportResponse } from '@campuspath/contract/rosters';
import { formatCount, formatCounted, formatStudents as students } from '../../../lib/format-size.ts';

const rows = (count: number) => formatCounted(count, 'row');
const teachers = (count: number) => formatCounted(count, 'teacher');

/**
 * What an import did: the students and teachers added, updated and already there; for a OneRoster
 * export the school orgs.csv names, the rows skipped with why (other roles, rows to delete, another school's
 * students), and the students left without a group. Focused when it appears.
 */
export const RosterImportResult = forwardRef<HTMLElement, { response: RosterImportResponse }>(function RosterImportResult(
  { response },
  ref,
) {
  const { report } = response;
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-label="Roster import result"
      className="space-y-2 rounded-xl bg-emerald-50 p-4 text-sm text-emerald-950 focus:outline-none"
    >
      <p>
        Roster imported: {students(response.added)} added, {students(response.updated)} updated, {students(response.unchanged)} already as
        the file has them.
      </p>
      {response.teachers.added + response.teachers.updated + response.teachers.unchanged > 0 ? (
        <p>
          Teachers: {teachers(response.teachers.added)} added, {teachers(response.teachers.updated)} updated,{' '}
          {teachers(response.teachers.unchanged)} already as the file has them.
        </p>
      ) : null}
      {report.school ? (
        <p>
          Students of {report.school.name}
          {report.school.identifier ? ` (${report.school.identifier})` : ''}, as orgs.csv names the school.
        </p>
      ) : null}
      {report.skipped.length > 0 ? (
        <div>
          <p>Not imported:</p>
          <ul className="list-disc pl-5">
            {report.skipped.map((entry) => (
              <li key={`${entry.file} ${entry.reason}`}>
                {rows(entry.rows)} of {entry.file}: {entry.reason}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {report.withoutGroup > 0 ? (
        <p>
          {report.withoutGroup === 1 ? '1 student has' : `${formatCount(report.withoutGroup)} students have`} no group: enrollments.csv puts
          them in no class, or in several and none is a homeroom. Their join sheet is their class year’s.
        </p>
      ) : null}
      {report.ignoredFiles.length > 0 ? <p>Files not used: {report.ignoredFiles.join(', ')}.</p> : null}
    </section>
  );
});
