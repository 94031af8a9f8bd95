import { FolderOpen } from 'lucide-react';
import { EmptyState, ErrorState, LoadingState } from '../../../components/ui/query-state.tsx';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { useDocuments } from '../api/get-documents.ts';
import { DocumentRow } from './document-row.tsx';
import { UploadForm } from './upload-form.tsx';

/** The Documents tab of the application manager: upload, then the list with its actions. */
export function DocumentsTab() {
  const documents = useDocuments();
  return (
    <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <section aria-labelledby="documents-list-heading" className="min-w-0 lg:order-1">
        <h2 id="documents-list-heading" className="text-xl font-semibold text-slate-900">
          Your documents{documents.data ? <span className="font-normal text-slate-500"> ({documents.data.documents.length})</span> : null}
        </h2>
        <div className="mt-4">
          {documents.isPending ? (
            <LoadingState label="Loading documents" className="space-y-3">
              <Skeleton className="h-20 w-full" />
              <Skeleton className="h-20 w-full" />
            </LoadingState>
          ) : documents.isError ? (
            <ErrorState message="Your documents could not be loaded. Please try again." onRetry={() => void documents.refetch()} />
          ) : documents.data.documents.length === 0 ? (
            <EmptyState icon={<FolderOpen className="size-6" />} title="No documents yet">
              Upload transcripts, résumés, recommendation letters and essays to keep them in one place and track where each is used.
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
          Upload a document
        </h2>
        <div className="mt-4">
          <UploadForm />
        </div>
      </section>
    </div>
  );
}
