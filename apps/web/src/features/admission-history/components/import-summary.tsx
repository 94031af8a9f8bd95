import { CheckCircle2 } from 'lucide-react';
import type { HistoryImportResponse } from '@campuspath/contract/admission-history-imports';
import { formatDate } from '../../../lib/format-date.ts';
import { classYearsText } from '../history-words.ts';

/** What an accepted import added: rows, new rows, class years, colleges (or that the same rows were there already). */
export function ImportSummary({ response }: { response: HistoryImportResponse }) {
  const { import: imported, alreadyImported, report } = response;
  return (
    <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-950" data-testid="import-summary">
      <p className="flex items-start gap-2 font-semibold">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {alreadyImported
          ? `These rows were already imported as ${imported.fileName} on ${formatDate(imported.importedAt, 'short')}: nothing was added.`
          : `Imported ${imported.fileName}.`}
      </p>
      {alreadyImported ? null : (
        <ul className="mt-2 grid gap-1 sm:grid-cols-2">
          <li>
            <span className="font-medium tabular-nums">{imported.rows.toLocaleString('en-US')}</span> rows (
            <span className="tabular-nums">{imported.newRows.toLocaleString('en-US')}</span> new)
          </li>
          <li>{classYearsText(imported.classYears).replace(/^./, (first) => first.toUpperCase())}</li>
          <li>
            <span className="font-medium tabular-nums">{imported.colleges.toLocaleString('en-US')}</span>{' '}
            {imported.colleges === 1 ? 'college' : 'colleges'}
          </li>
          {imported.sample ? <li>Sample data: delete this import before adding your real history.</li> : null}
        </ul>
      )}
      {report.namesRead.length > 0 ? (
        <div className="mt-2">
          <p>College names read as (check them):</p>
          <ul className="mt-1 list-disc pl-5" aria-label="College names read">
            {report.namesRead.map((name) => (
              <li key={name.value}>
                “{name.value}” ({name.rows === 1 ? '1 row' : `${name.rows.toLocaleString('en-US')} rows`}): {name.collegeName}, UNITID{' '}
                <span className="tabular-nums">{name.collegeId}</span>
                {name.how === 'chosen' ? ' (your choice)' : ''}
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {report.ignoredColumns.length > 0 ? (
        <p className="mt-2">Columns not used (never stored): {report.ignoredColumns.join(', ')}.</p>
      ) : null}
    </div>
  );
}
