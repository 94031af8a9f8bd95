import { readdirSync } from 'node:fs';
import { expect } from 'vitest';
import { documentResponseSchema, type Document } from '@campuspath/contract/documents';
import type { SignedInUser } from './factories.ts';
import type { useTestApp } from './test-app.ts';
import { multipart, type MultipartPart } from './document-fixtures.ts';

/** The form fields of one upload: the document type, any extra fields, then the file. */
export const fileParts = (fileName: string, value: Buffer | string, type = 'other', extra: MultipartPart[] = []): MultipartPart[] => [
  { name: 'type', value: type },
  ...extra,
  { name: 'file', value, fileName },
];

/**
 * Upload requests and a look at the upload directory for the documents tests. `ctx` is the test
 * file's own useTestApp(); it is read only inside tests, after the app is built.
 */
export function documentUploads(ctx: Pick<ReturnType<typeof useTestApp>, 'app' | 'files'>) {
  const storedFiles = () => readdirSync(ctx.files.dir).filter((name) => !name.startsWith('.'));

  function upload(student: SignedInUser, parts: MultipartPart[]) {
    const { payload, headers } = multipart(parts);
    return ctx.app.inject({ method: 'POST', url: '/api/documents', payload, headers: { ...headers, cookie: student.cookie } });
  }

  async function uploadOk(
    student: SignedInUser,
    fileName: string,
    value: Buffer | string,
    type = 'other',
    extra: MultipartPart[] = [],
  ): Promise<Document> {
    const response = await upload(student, fileParts(fileName, value, type, extra));
    expect(response.statusCode, response.body).toBe(201);
    return documentResponseSchema.parse(response.json()).document;
  }

  return { storedFiles, upload, uploadOk };
}
