import { Trans, useLingui } from '@lingui/react/macro';
import { FolderOpen } from 'lucide-react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { formatCount } from '../../../lib/format-size.ts';
import { useDocuments } from '../api/get-documents.ts';
import { DocumentRow } from './document-row.tsx';
import { UploadForm } from './upload-form.tsx';

/** The Documents tab of the application manager: upload, then the list with its actions. */
export function DocumentsTab() {
  const documents = useDocuments();
  const { t } = useLingui();
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section aria-labelledby="documents-list-heading" className="min-w-0 lg:order-1">
        <h2 id="documents-list-heading" className="text-xl font-semibold text-slate-900">
          <Trans>Your documents</Trans>
          {documents.data ? <span className="font-normal text-slate-500"> ({formatCount(documents.data.documents.length)})</span> : null}
        </h2>
        <div className="mt-4">
          {documents.isPending ? (
            <LoadingState label={t`Loading documents`} className="space-y-3">
              <Skeleton className="h-20 w-full" />
              <Skeleton className="h-20 w-full" />
            </LoadingState>
          ) : documents.isError ? (
            <ErrorState message={t`Your documents could not be loaded. Please try again.`} onRetry={() => void documents.refetch()} />
          ) : documents.data.documents.length === 0 ? (
            <EmptyState icon={<FolderOpen className="size-6" />} title={t`No documents yet`}>
              <Trans>
                Upload transcripts, résumés, recommendation letters and essays to keep them in one place and track where each is used.
              </Trans>
            </EmptyState>
          ) : (
            <ul className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
              {documents.data.documents.map((document) => (
                <DocumentRow key={document.id} document={document} />
              ))}
            </ul>
          )}
        </div>
      </section>
      <section aria-labelledby="documents-upload-heading" className="h-fit rounded-2xl border border-slate-200 bg-white p-5 lg:order-2">
        <h2 id="documents-upload-heading" className="text-xl font-semibold text-slate-900">
          <Trans>Upload a document</Trans>
        </h2>
        <div className="mt-4">
          <UploadForm />
        </div>
      </section>
    </div>
  );
}
