import { fileTypeFromBuffer } from 'file-type';
import { ACCEPTED_DOCUMENT_FORMATS, DOCUMENT_NAME_MAX_LENGTH, type AcceptedDocumentMime } from '@campuspath/contract/documents-terms';

/**
 * What an uploaded file really is, read from its bytes (never from its name or the browser's
 * Content-Type). PDF, DOCX, PNG and JPEG have signatures file-type knows; plain text has none,
 * so a file counts as text only when its name ends in .txt and its bytes are UTF-8 without NUL
 * bytes. Anything else is null (refused).
 */
export async function detectDocumentMime(bytes: Uint8Array, fileName: string): Promise<AcceptedDocumentMime | null> {
  const detected = await fileTypeFromBuffer(bytes);
  if (detected) return ACCEPTED_DOCUMENT_FORMATS.find((format) => format.mime === detected.mime)?.mime ?? null;
  if (!/\.txt$/i.test(fileName.trim()) || bytes.includes(0)) return null;
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return 'text/plain';
  } catch {
    return null;
  }
}

const CONTROL_CHARACTERS = /[\p{Cc}\u200e\u200f\u202a-\u202e\u2066-\u2069]/gu;

/**
 * A display name from the name the client gave its file: only the last path segment (so
 * "../../etc/passwd" is just "passwd"), without control characters, at most 200 characters.
 */
export function displayNameFromUpload(fileName: string): string {
  const base = fileName.split(/[/\\]/).pop() ?? '';
  const clean = base.replace(/\s+/g, ' ').replace(CONTROL_CHARACTERS, '').trim();
  return [...clean].slice(0, DOCUMENT_NAME_MAX_LENGTH).join('').trim() || 'Untitled document';
}

/**
 * The file name a download is saved under: the display name with path separators and
 * control characters replaced, ending in the extension of the file's real type.
 */
export function downloadFileName(name: string, mime: string): string {
  const ext = ACCEPTED_DOCUMENT_FORMATS.find((format) => format.mime === mime)?.ext;
  let safe = name.replace(CONTROL_CHARACTERS, '').replace(/[/\\]/g, '_').trim() || 'document';
  const extensions = ext === 'jpg' ? ['jpg', 'jpeg'] : ext ? [ext] : [];
  if (ext && !extensions.some((candidate) => safe.toLowerCase().endsWith(`.${candidate}`))) safe = `${safe}.${ext}`;
  return safe;
}

/** The Content-Type a stored file is served with. */
export const servedContentType = (mime: string) => (mime === 'text/plain' ? 'text/plain; charset=utf-8' : mime);
