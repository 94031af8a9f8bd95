import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DocumentResponse } from '@campuspath/contract/documents';
import type { DocumentType } from '@campuspath/contract/documents-terms';
import { ApiRequestError, REQUEST_TIMEOUT_MS, asApiError } from '../../../lib/api-client.ts';
import { invalidateGroups } from '../../../lib/invalidation-groups.ts';

export interface DocumentUpload {
  file: File;
  type: DocumentType;
  /** Defaults to the file's own name on the server. */
  name?: string;
  /** Called with the share sent so far, from 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * `POST /api/documents` as multipart/form-data. XMLHttpRequest rather than the API client's
 * fetch, because only XHR reports upload progress. Errors map as the API client maps them
 * (ApiRequestError with the JSON body); the 10 s timeout applies to silence, not to the whole
 * upload, so a large file on a slow connection still gets through while a stalled one fails.
 */
export function uploadDocument({ file, type, name, onProgress, signal }: DocumentUpload): Promise<DocumentResponse> {
  const form = new FormData();
  form.append('type', type);
  if (name) form.append('name', name);
  form.append('file', file);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    let timer: number | undefined;
    const finish = (settle: () => void) => {
      window.clearTimeout(timer);
      signal?.removeEventListener('abort', abort);
      settle();
    };
    const armTimeout = () => {
      window.clearTimeout(timer);
      timer = window.setTimeout(() => {
        xhr.abort();
        finish(() => reject(new DOMException('The upload timed out', 'TimeoutError')));
      }, REQUEST_TIMEOUT_MS);
    };
    const abort = () => {
      xhr.abort();
      finish(() => reject(new DOMException('The upload was cancelled', 'AbortError')));
    };

    xhr.open('POST', '/api/documents');
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.upload.addEventListener('progress', (event) => {
      armTimeout();
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    });
    xhr.upload.addEventListener('load', () => {
      onProgress?.(1);
      armTimeout();
    });
    xhr.addEventListener('load', () => {
      let body: unknown = null;
      try {
        body = xhr.responseText ? JSON.parse(xhr.responseText) : null;
      } catch {
        body = null;
      }
      if (xhr.status >= 200 && xhr.status < 300) finish(() => resolve(body as DocumentResponse));
      else finish(() => reject(new ApiRequestError(xhr.status, asApiError(body))));
    });
    xhr.addEventListener('error', () => finish(() => reject(new TypeError('The upload failed: network error'))));
    signal?.addEventListener('abort', abort, { once: true });
    armTimeout();
    xhr.send(form);
  });
}

/**
 * Upload with progress. The list is refreshed whatever the outcome; after a 401 that refresh is
 * also what tells the API client (and so the auth provider) the session has ended.
 */
export function useUploadDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    // The applications show their linked documents (the count, the delete dialog).
    onSettled: () => invalidateGroups(queryClient, 'documents', 'applications'),
  });
}
