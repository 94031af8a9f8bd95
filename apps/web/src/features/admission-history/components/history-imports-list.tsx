import { Download, FileSpreadsheet, Trash2 } from 'lucide-react';
import { buttonClass } from '../../../components/ui/button.tsx';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog.tsx';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { errorMessage } from '../../../lib/api-error-messages.ts';
import { formatDate } from '../../../lib/format-date.ts';
import { useDeleteHistoryImport } from '../api/delete-history-import.ts';
import { historyImportCsvUrl, useHistoryImports } from '../api/get-history-imports.ts';
import { classYearsText } from '../history-words.ts';

/** The school's imports: file, rows, who and when; each downloadable, each deletable with the house confirm dialog. */
export function HistoryImportsList({ highSchoolId }: { highSchoolId: string }) {
  const imports = useHistoryImports(highSchoolId);
  const remove = useDeleteHistoryImport(highSchoolId);

  if (imports.isPending) {
    return (
      <LoadingState label="Loading the imports" className="space-y-2">
        <Skeleton className="h-20" />
      </LoadingState>
    );
  }
  if (imports.isError)
    return <ErrorState size="compact" message="The imports could not be loaded." onRetry={() => void imports.refetch()} />;
  if (imports.data.imports.length === 0) {
    return (
      <EmptyState icon={<FileSpreadsheet className="size-6" />} title="No history imported yet.">
        Import your school's file above, or try the sample file first to see how students will see it (then delete the sample).
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
          The sample import is left out of every view while real imports exist: sample and real outcomes are never shown together. Delete
          the sample.
        </p>
      ) : null}
      <ul className="space-y-3" aria-label="Imports">
        {imports.data.imports.map((item) => (
          <li key={item.id} className="rounded-xl border border-slate-200 bg-white p-4">
            <div className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
              <div className="min-w-0 text-sm">
                <p className="font-semibold break-words text-slate-900">
                  {item.fileName}
                  {item.sample ? (
                    <span className="ml-2 rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900 ring-1 ring-amber-300">
                      Sample data
                    </span>
                  ) : null}
                </p>
                <p className="mt-1 text-slate-700">
                  {item.rows.toLocaleString('en-US')} rows ({item.newRows.toLocaleString('en-US')} new) · {classYearsText(item.classYears)}{' '}
                  · {item.colleges.toLocaleString('en-US')} {item.colleges === 1 ? 'college' : 'colleges'}
                </p>
                <p className="text-slate-600">
                  Imported by {item.importedBy.name} on {formatDate(item.importedAt)}
                </p>
              </div>
              <div className="flex shrink-0 flex-wrap gap-2">
                <a href={historyImportCsvUrl(highSchoolId, item.id)} download className={buttonClass('secondary')}>
                  <Download aria-hidden="true" className="size-4" />
                  Download<span className="sr-only"> {item.fileName}</span>
                </a>
                <ConfirmDialog
                  trigger={
                    <>
                      <Trash2 aria-hidden="true" className="size-4" />
                      Delete<span className="sr-only"> {item.fileName}</span>
                    </>
                  }
                  triggerClassName={buttonClass('secondary', 'text-red-700')}
                  title={`Delete ${item.fileName}?`}
                  description="Its rows leave your school's history at once (rows another import also holds stay). Students no longer see them. This cannot be undone, but you can import the file again."
                  confirmLabel="Delete import"
                  pendingLabel="Deleting…"
                  destructive
                  pending={remove.isPending}
                  errorMessage={(error) => errorMessage(error, 'The import could not be deleted. Please try again.')}
                  onConfirm={() => remove.mutateAsync(item.id)}
                />
              </div>
            </div>
          </li>
        ))}
      </ul>
    </>
  );
}
