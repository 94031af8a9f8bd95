import { Trans, useLingui } from '@lingui/react/macro';
import { plural } from '@lingui/core/macro';
import { Download, FileSpreadsheet, Trash2 } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { formatCount } from '../../../lib/format-size.ts';
import { useDeleteHistoryImport } from '../api/delete-history-import.ts';
import { historyImportCsvUrl, useHistoryImports } from '../api/get-history-imports.ts';
import { classYearsWords } from '../class-years-words.ts';

/** The school's imports: file, rows, who and when; each downloadable, each deletable with the house confirm dialog. */
export function HistoryImportsList({ highSchoolId }: { highSchoolId: string }) {
  const { t, i18n } = useLingui();
  const imports = useHistoryImports(highSchoolId);
  const remove = useDeleteHistoryImport(highSchoolId);

  if (imports.isPending) {
    return (
      <LoadingState label={t`Loading the imports`} className="space-y-2">
        <Skeleton className="h-20" />
      </LoadingState>
    );
  }
  if (imports.isError)
    return <ErrorState size="compact" message={t`The imports could not be loaded.`} onRetry={() => void imports.refetch()} />;
  if (imports.data.imports.length === 0) {
    return (
      <EmptyState icon={<FileSpreadsheet className="size-6" />} title={t`No history imported yet.`}>
        <Trans>
          Import your school's file above, or try the sample file first to see how students will see it (then delete the sample).
        </Trans>
      </EmptyState>
    );
  }
  const list = imports.data.imports;
  // Made before sample and real imports were kept apart: the sample is left out of every view.
  const sampleLeftOut = list.some((item) => item.sample) && list.some((item) => !item.sample);
  return (
    <>
      {sampleLeftOut ? (
        <p className="mb-3 rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900" role="status">
          <Trans>
            The sample import is left out of every view while real imports exist: sample and real outcomes are never shown together. Delete
            the sample.
          </Trans>
        </p>
      ) : null}
      <ul className="space-y-3" aria-label={t`Imports`}>
        {imports.data.imports.map((item) => {
          const rows = formatCount(item.rows);
          const newRows = formatCount(item.newRows);
          const colleges = formatCount(item.colleges);
          const years = classYearsWords(i18n, item.classYears);
          const importer = item.importedBy.name;
          const importedOn = formatDate(item.importedAt);
          const fileName = item.fileName;
          return (
            <li key={item.id} className="rounded-xl border border-slate-200 bg-white p-4">
              <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
                <div className="min-w-0 text-sm">
                  <p className="font-semibold break-words text-slate-900">
                    {item.fileName}
                    {item.sample ? (
                      <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300">
                        <Trans>Sample data</Trans>
                      </span>
                    ) : null}
                  </p>
                  <p className="mt-1 text-slate-700">
                    {t`${plural(item.rows, { one: `${rows} row`, other: `${rows} rows` })} (${newRows} new) · ${years} · ${plural(item.colleges, { one: `${colleges} college`, other: `${colleges} colleges` })}`}
                  </p>
                  <p className="text-slate-600">
                    <Trans>
                      Imported by {importer} on {importedOn}
                    </Trans>
                  </p>
                </div>
                <div className="flex shrink-0 flex-wrap gap-2">
                  <a href={historyImportCsvUrl(highSchoolId, item.id)} download className={buttonClass('secondary')}>
                    <Download aria-hidden="true" className="size-4" />
                    <Trans>
                      Download<span className="sr-only"> {fileName}</span>
                    </Trans>
                  </a>
                  <ConfirmDialog
                    trigger={
                      <>
                        <Trash2 aria-hidden="true" className="size-4" />
                        <Trans>
                          Delete<span className="sr-only"> {fileName}</span>
                        </Trans>
                      </>
                    }
                    triggerClassName={buttonClass('secondary', 'text-red-700')}
                    title={t`Delete ${fileName}?`}
                    description={t`Its rows leave your school's history at once (rows another import also holds stay). Students no longer see them. This cannot be undone, but you can import the file again.`}
                    confirmLabel={t`Delete import`}
                    pendingLabel={t`Deleting…`}
                    destructive
                    pending={remove.isPending}
                    errorMessage={(error) => errorMessage(error, t`The import could not be deleted. Please try again.`)}
                    onConfirm={() => remove.mutateAsync(item.id)}
                  />
                </div>
              </div>
            </li>
          );
        })}
      </ul>
    </>
  );
}
