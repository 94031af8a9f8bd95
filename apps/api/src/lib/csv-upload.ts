import type { FastifyInstance, FastifyRequest } from 'fastify';
import { parse } from 'csv-parse/sync';
import { HttpError, formatBytes, refuseField, refuseFields } from './errors.ts';

/**
 * CSV files counselors upload (admission history, checked deadlines): the bytes, from a
 * multipart form's `file` or a `text/csv` body; their encoding, read the way Excel writes them; and
 * their records with line numbers, through csv-parse (a maintained RFC 4180 parser: quoted commas,
 * doubled quotes and line breaks inside quotes are its job, not ours).
 */

export interface CsvUpload {
  bytes: Buffer;
  fileName: string | null;
}

export type CsvEncoding = 'utf-8' | 'utf-8-bom' | 'windows-1252';

/** A problem with the file as a whole, or with one of its lines (1-based, as a spreadsheet numbers them). */
export interface CsvFileProblem {
  line: number | null;
  problem: string;
}

const fileProblem = (message: string) => refuseFields({ file: message });

/** `text/csv` bodies (and `application/csv`) arrive as bytes in this scope; the route's bodyLimit caps them. */
export function acceptCsvBodies(scope: FastifyInstance): void {
  scope.addContentTypeParser(['text/csv', 'application/csv'], { parseAs: 'buffer' }, (_request, body, done) => done(null, body));
}

/**
 * The uploaded CSV: a multipart form's `file` (the only part read; other fields are ignored) or a
 * `text/csv` body. Every part is read before answering, so the client always gets the answer.
 */
export async function readCsvUpload(request: FastifyRequest, maxBytes: number, fileName?: string): Promise<CsvUpload> {
  const tooLarge = `The file is larger than ${formatBytes(maxBytes)}`;
  if (Buffer.isBuffer(request.body)) {
    if (request.body.byteLength === 0) throw fileProblem('The file is empty');
    return { bytes: request.body, fileName: fileName ?? null };
  }
  if (!request.isMultipart()) throw fileProblem('Send the CSV as a multipart form field named file, or as a text/csv body');
  let upload: CsvUpload | null = null;
  try {
    for await (const part of request.parts({ limits: { fileSize: maxBytes, files: 1 } })) {
      if (part.type !== 'file') continue;
      const bytes = await part.toBuffer();
      if (part.fieldname === 'file') upload = { bytes, fileName: part.filename || null };
    }
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw refuseField('file', tooLarge, { status: 413, code: 'payload_too_large' });
    if (code === 'FST_FILES_LIMIT') throw fileProblem('Send one file');
    if (code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
      throw new HttpError(413, 'payload_too_large', 'The form has too many fields');
    throw fileProblem('The upload could not be read. Please try again.');
  }
  if (!upload) throw fileProblem('Choose a CSV file');
  if (upload.bytes.byteLength === 0) throw fileProblem('The file is empty');
  return upload;
}

/** The file name to keep: the last path segment, without control characters, at most 200 characters. */
export function cleanFileName(name: string | null, fallback: string): string {
  const base = (name ?? '').split(/[/\\]/).pop() ?? '';
  // eslint-disable-next-line no-control-regex
  const clean = base.replace(/[\u0000-\u001f\u007f-\u009f]/g, '').trim();
  return (clean || fallback).slice(0, 200);
}

/**
 * Where UTF-8 breaks: the offset of the first byte that is not part of a valid sequence (null when
 * the whole file is valid), and how many valid multi-byte sequences came before or after.
 */
function scanUtf8(bytes: Uint8Array): { invalidAt: number | null; multiByte: number } {
  let invalidAt: number | null = null;
  let multiByte = 0;
  let index = 0;
  while (index < bytes.length) {
    const byte = bytes[index]!;
    if (byte < 0x80) {
      index += 1;
      continue;
    }
    const length = byte >= 0xc2 && byte <= 0xdf ? 2 : byte >= 0xe0 && byte <= 0xef ? 3 : byte >= 0xf0 && byte <= 0xf4 ? 4 : 0;
    let valid = length > 0 && index + length <= bytes.length;
    for (let next = 1; valid && next < length; next += 1) valid = (bytes[index + next]! & 0xc0) === 0x80;
    if (valid) {
      multiByte += 1;
      index += length;
    } else {
      invalidAt ??= index;
      index += 1;
    }
  }
  return { invalidAt, multiByte };
}

const lineAt = (bytes: Uint8Array, offset: number) => {
  let line = 1;
  for (let index = 0; index < offset; index += 1) if (bytes[index] === 0x0a) line += 1;
  return line;
};

/** Bytes Windows-1252 leaves undefined: a file holding them is not Windows-1252 text either. */
const UNDEFINED_IN_1252 = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);

/**
 * The file's text. UTF-8 (with or without a byte-order mark) when every byte is valid UTF-8;
 * otherwise Windows-1252, what Excel on Windows writes for "CSV (Comma delimited)", as long as the
 * file holds no UTF-8 at all. A file with both (UTF-8 accents in some rows, Windows-1252 in others,
 * as when two exports are pasted together) cannot be read either way and is refused, naming the
 * first line that breaks UTF-8. UTF-16 and binary files are refused too.
 */
export function decodeCsv(bytes: Uint8Array): { text: string; encoding: CsvEncoding } | CsvFileProblem {
  if ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff)) {
    return { line: null, problem: 'This file is UTF-16 text. Save it as "CSV UTF-8 (Comma delimited)" and import that.' };
  }
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = bom ? bytes.subarray(3) : bytes;
  const nul = body.indexOf(0);
  if (nul !== -1) return { line: lineAt(body, nul), problem: 'This is not a text file (it holds NUL bytes). Export the sheet as CSV.' };
  const { invalidAt, multiByte } = scanUtf8(body);
  if (invalidAt === null) return { text: new TextDecoder('utf-8').decode(body), encoding: bom ? 'utf-8-bom' : 'utf-8' };
  if (bom || multiByte > 0) {
    return {
      line: lineAt(body, invalidAt),
      problem:
        'The file mixes text encodings (UTF-8 in some places, another encoding here), so its accents cannot be read reliably. ' +
        'Open it in a spreadsheet, save it as "CSV UTF-8 (Comma delimited)" and import that.',
    };
  }
  const undefinedAt = body.findIndex((byte) => UNDEFINED_IN_1252.has(byte));
  if (undefinedAt !== -1) {
    return {
      line: lineAt(body, undefinedAt),
      problem: 'This file is in a text encoding CampusPath cannot read. Save it as "CSV UTF-8" and import that.',
    };
  }
  return { text: new TextDecoder('windows-1252').decode(body), encoding: 'windows-1252' };
}

export interface CsvRecord {
  /** The line the record starts on (1 is the header). */
  line: number;
  cells: string[];
}

/** The delimiter the header line uses most: Excel writes `;` in locales where `,` is the decimal mark. */
function delimiterOf(text: string): string {
  const header = text.split(/\r?\n/).find((line) => line.trim() !== '' && !line.startsWith('#')) ?? '';
  const counts = [',', ';', '\t'].map((delimiter) => [delimiter, header.split(delimiter).length - 1] as const);
  return counts.reduce((best, next) => (next[1] > best[1] ? next : best))[0];
}

/**
 * The header and the data records (cells trimmed; blank lines, rows of empty cells and lines
 * starting with `#` skipped), or the line csv-parse could not read (an unclosed quote).
 */
export function parseCsv(text: string): { header: string[]; records: CsvRecord[] } | CsvFileProblem {
  let parsed: { record: string[]; info: { lines: number } }[];
  try {
    parsed = parse(text, {
      delimiter: delimiterOf(text),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      comment: '#',
      comment_no_infix: true,
      trim: true,
      info: true,
    }) as unknown as { record: string[]; info: { lines: number } }[];
  } catch (error) {
    const line = (error as { lines?: number }).lines ?? null;
    return { line, problem: 'This line cannot be read as CSV (a quote is opened and never closed).' };
  }
  const [first, ...rest] = parsed;
  if (!first) return { line: null, problem: 'The file has no header row: start with the template’s first line.' };
  const records: CsvRecord[] = [];
  for (const { record, info } of rest) {
    if (record.every((cell) => cell === '')) continue;
    // info.lines is the line a record ends on; a quoted cell may span several.
    const breaks = record.reduce((count, cell) => count + (cell.match(/\n/g)?.length ?? 0), 0);
    records.push({ line: info.lines - breaks, cells: record });
  }
  return { header: first.record, records };
}
