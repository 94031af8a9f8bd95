import { plural } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatDate } from '../../../lib/format-date.ts';
import { Download, FileImage, FileText } from 'lucide-react';
import type { Document } from '@campuspath/contract/documents';
import { buttonClass } from '../../../components/ui/button.tsx';
import { DOCUMENT_TYPE_NAMES } from '../../../lib/plan-terms.ts';
import { documentFileHref } from '../api/get-documents.ts';
import { formatFileSize } from '../format-file-size.ts';
import { DeleteDocumentDialog } from './delete-document-dialog.tsx';
import { DocumentApplicationsDialog } from './document-applications-dialog.tsx';
import { RenameDocumentDialog } from './rename-document-dialog.tsx';

/** One document (spec section 2): name, type label, upload date, size and used count, with its actions. */
export function DocumentRow({ document }: { document: Document }) {
  const Icon = document.mimeType.startsWith('image/') ? FileImage : FileText;
  const { t, i18n } = useLingui();
  const name = document.name;
  const uploaded = formatDate(document.uploadedAt);
  const used = document.applicationIds.length;
  return (
    <li className="flex flex-col gap-4 p-4" data-testid="document-row">
      <div className="flex min-w-0 items-start gap-3">
        <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-lg bg-indigo-50 text-indigo-600">
          <Icon className="size-5" />
        </span>
        <div className="min-w-0">
          <h3 className="font-semibold break-words text-slate-900">{document.name}</h3>
          <p className="mt-1 flex flex-wrap gap-x-3 gap-y-1 text-sm text-slate-600">
            <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs font-medium text-slate-700">
              {i18n._(DOCUMENT_TYPE_NAMES[document.type])}
            </span>
            <span>
              <Trans>Uploaded {uploaded}</Trans>
            </span>
            <span>{formatFileSize(document.sizeBytes)}</span>
            <span>{used === 0 ? t`Not used yet` : t`Used in ${plural(used, { one: '# application', other: '# applications' })}`}</span>
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2 sm:pl-13">
        <a href={documentFileHref(document.id)} download className={buttonClass('secondary', 'px-3')}>
          <Download aria-hidden="true" className="size-4" />
          <Trans>
            Download<span className="sr-only"> {name}</span>
          </Trans>
        </a>
        <RenameDocumentDialog document={document} />
        <DocumentApplicationsDialog document={document} />
        <DeleteDocumentDialog document={document} />
      </div>
    </li>
  );
}
