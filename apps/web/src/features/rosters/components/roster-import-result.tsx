import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { forwardRef } from 'react';
import type { RosterImportResponse } from '@campuspath/contract/rosters';
import { formatList } from '../../../lib/format-list.ts';

/**
 * What an import did: the students and teachers added, updated and already there; for a OneRoster
 * export the school orgs.csv names, the rows skipped with why (other roles, rows to delete, another school's
 * students), and the students left without a group. Focused when it appears.
 */
export const RosterImportResult = forwardRef<HTMLElement, { response: RosterImportResponse }>(function RosterImportResult(
  { response },
  ref,
) {
  const { t } = useLingui();
  const { report } = response;
  const { added, updated, unchanged } = response;
  const teachers = response.teachers;
  const teachersAdded = teachers.added;
  const teachersUpdated = teachers.updated;
  const teachersUnchanged = teachers.unchanged;
  const schoolName = report.school?.name ?? '';
  const identifier = report.school?.identifier;
  const withoutGroup = report.withoutGroup;
  const ignored = formatList(report.ignoredFiles);
  return (
    <section
      ref={ref}
      tabIndex={-1}
      aria-label={t`Roster import result`}
      className="space-y-2 rounded-xl bg-emerald-50 p-4 text-sm text-emerald-950 focus:outline-none"
    >
      <p>
        {t`Roster imported: ${plural(added, { one: '# student added', other: '# students added' })}, ${plural(updated, { one: '# student updated', other: '# students updated' })}, ${plural(unchanged, { one: '# student already as the file has them.', other: '# students already as the file has them.' })}`}
      </p>
      {response.teachers.added + response.teachers.updated + response.teachers.unchanged > 0 ? (
        <p>
          {t`Teachers: ${plural(teachersAdded, { one: '# teacher added', other: '# teachers added' })}, ${plural(teachersUpdated, { one: '# teacher updated', other: '# teachers updated' })}, ${plural(teachersUnchanged, { one: '# teacher already as the file has them.', other: '# teachers already as the file has them.' })}`}
        </p>
      ) : null}
      {report.school ? (
        <p>
          {identifier
            ? t`Students of ${schoolName} (${identifier}), as orgs.csv names the school.`
            : t`Students of ${schoolName}, as orgs.csv names the school.`}
        </p>
      ) : null}
      {report.skipped.length > 0 ? (
        <div>
          <p>
            <Trans>Not imported:</Trans>
          </p>
          <ul className="list-disc pl-5">
            {report.skipped.map(({ file, reason, rows }) => (
              <li key={`${file} ${reason}`}>{t`${plural(rows, { one: '# row', other: '# rows' })} of ${file}: ${reason}`}</li>
            ))}
          </ul>
        </div>
      ) : null}
      {report.withoutGroup > 0 ? (
        <p>
          {t`${plural(withoutGroup, { one: '# student has no group', other: '# students have no group' })}: enrollments.csv puts them in no class, or in several and none is a homeroom. Their join sheet is their class year’s.`}
        </p>
      ) : null}
      {report.ignoredFiles.length > 0 ? (
        <p>
          <Trans>Files not used: {ignored}.</Trans>
        </p>
      ) : null}
    </section>
  );
});
