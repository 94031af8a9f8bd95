/** Documents: constants and labels without zod, so pages that only show them do not load it. */

/** Spec section 4, "Document type": ids and labels. */
export const DOCUMENT_TYPES = ['transcript', 'resume', 'letter', 'essay', 'image', 'other'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];

export const DOCUMENT_TYPE_LABELS: Record<DocumentType, string> = {
  transcript: 'Academic Transcript',
  resume: 'Resume/CV',
  letter: 'Recommendation Letter',
  essay: 'Essay',
  image: 'Image',
  other: 'Other',
};

/** Files are at most 10 MB. */
export const MAX_DOCUMENT_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_NAME_MAX_LENGTH = 200;

/**
 * What may be uploaded, by the type read from the file's content (never its name). TXT has no
 * magic number: it counts as text only when the bytes are UTF-8 without NUL bytes and the name
 * ends in .txt.
 */
export const ACCEPTED_DOCUMENT_FORMATS = [
  { mime: 'application/pdf', ext: 'pdf', label: 'PDF' },
  { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx', label: 'DOCX' },
  { mime: 'image/png', ext: 'png', label: 'PNG' },
  { mime: 'image/jpeg', ext: 'jpg', label: 'JPEG' },
  { mime: 'text/plain', ext: 'txt', label: 'TXT' },
] as const;
export type AcceptedDocumentMime = (typeof ACCEPTED_DOCUMENT_FORMATS)[number]['mime'];

/** For a file input's `accept` attribute (a hint to the picker only; the server checks content). */
export const DOCUMENT_ACCEPT_ATTRIBUTE = '.pdf,.docx,.png,.jpg,.jpeg,.txt,application/pdf,image/png,image/jpeg,text/plain';

/** Per-student storage allowance, so one account cannot fill the server's disk. */
export const DOCUMENT_QUOTA = { files: 100, bytes: 250 * 1024 * 1024 } as const;

/** The messages the API and the upload form share, naming the field "file". */
export const DOCUMENT_FILE_MESSAGES = {
  missing: 'Choose a file to upload',
  empty: 'This file is empty. Choose a file with content.',
  tooLarge: 'Files can be at most 10 MB',
  unsupported: 'Upload a PDF, DOCX, PNG, JPEG or TXT file',
  oneFile: 'Upload one file at a time',
  quota: `You can have at most ${DOCUMENT_QUOTA.files} documents, ${DOCUMENT_QUOTA.bytes / 1024 / 1024} MB in all. Delete some to upload more.`,
} as const;
