import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { CheckCircle2 } from 'lucide-react';
import type { HistoryImportResponse } from '@campuspath/contract/admission-history-imports';
import { formatDate } from '../../../lib/format-date.ts';
import { formatCount } from '../../../lib/format-size.ts';
import { classYearsWords } from '../class-years-words.ts';

/** What an accepted import added: rows, new rows, class years, colleges (or that the same rows were there already). */
export function ImportSummary({ response }: { response: HistoryImportResponse }) {
  const { t, i18n } = useLingui();
  const { import: imported, alreadyImported, report } = response;
  const fileName = imported.fileName;
  const importedOn = formatDate(imported.importedAt, 'short');
  const rows = formatCount(imported.rows);
  const newRows = formatCount(imported.newRows);
  const colleges = formatCount(imported.colleges);
  const ignored = report.ignoredColumns.join(', ');
  return (
    <div className="rounded-xl border border-emerald-200 bg-emerald-50 p-4 text-sm text-emerald-950" data-testid="import-summary">
      <p className="flex items-start gap-2 font-semibold">
        <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        {alreadyImported
          ? t`These rows were already imported as ${fileName} on ${importedOn}: nothing was added.`
          : t`Imported ${fileName}.`}
      </p>
      {alreadyImported ? null : (
        <ul className="mt-2 grid gap-1 sm:grid-cols-2">
          <li>{t`${plural(imported.rows, { one: `${rows} row`, other: `${rows} rows` })} (${newRows} new)`}</li>
          <li>{classYearsWords(i18n, imported.classYears).replace(/^./, (first) => first.toUpperCase())}</li>
          <li>{t`${plural(imported.colleges, { one: `${colleges} college`, other: `${colleges} colleges` })}`}</li>
          {imported.sample ? (
            <li>
              <Trans>Sample data: delete this import before adding your real history.</Trans>
            </li>
          ) : null}
        </ul>
      )}
      {report.namesRead.length > 0 ? (
        <div className="mt-2">
          <p>
            <Trans>College names read as (check them):</Trans>
          </p>
          <ul className="mt-1 list-disc pl-5" aria-label={t`College names read`}>
            {report.namesRead.map((name) => {
              const value = name.value;
              const nameRows = formatCount(name.rows);
              const college = name.collegeName;
              const collegeId = name.collegeId;
              return (
                <li key={name.value}>
                  {name.how === 'chosen'
                    ? t`“${value}” (${plural(name.rows, { one: `${nameRows} row`, other: `${nameRows} rows` })}): ${college}, UNITID ${collegeId} (your choice)`
                    : t`“${value}” (${plural(name.rows, { one: `${nameRows} row`, other: `${nameRows} rows` })}): ${college}, UNITID ${collegeId}`}
                </li>
              );
            })}
          </ul>
        </div>
      ) : null}
      {report.ignoredColumns.length > 0 ? (
        <p className="mt-2">
          <Trans>Columns not used (never stored): {ignored}.</Trans>
        </p>
      ) : null}
    </div>
  );
}
