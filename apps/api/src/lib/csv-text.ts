import { parse, type Options } from 'csv-parse';
import { createSlicer } from './event-loop-slices.ts';

/**
 * The text of a CSV file counselors upload (admission history, checked deadlines): its encoding,
 * read the way Excel writes them, and its records with line numbers, through csv-parse (a
 * maintained RFC 4180 parser: quoted commas, doubled quotes and line breaks inside quotes are its
 * job, not ours). A hostile file costs no more than an honest one: bytes are scanned in place,
 * a record longer than MAX_RECORD_CHARACTERS or wider than MAX_COLUMNS is refused as it is read, parsing stops one record
 * past the caller's limit, and it runs in slices so other requests are answered meanwhile.
 */

export type CsvEncoding = 'utf-8' | 'utf-8-bom' | 'windows-1252';

/** A problem with the file as a whole, or with one of its lines (1-based, as a spreadsheet numbers them). */
export interface CsvFileProblem {
  line: number | null;
  problem: string;
}

/**
 * The longest record read, in characters: a spreadsheet row is a few hundred; a "row" of 64 K is
 * not a spreadsheet export (a 5 MB line of commas would be 2.5 million cells).
 */
export const MAX_RECORD_CHARACTERS = 64 * 1024;
/** The most columns a record may have: the templates have 7 to 10. */
export const MAX_COLUMNS = 256;

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

export interface ParsedCsv {
  header: string[];
  records: CsvRecord[];
  /** The file has more records than were asked for (`records` holds one more than the limit). */
  truncated: boolean;
}

const DELIMITERS = [',', ';', '\t'] as const;

/** A record as the parser hands it over: its cells and the line it ends on. */
interface ParsedRecord {
  record: string[];
  endLine: number;
}

/**
 * The delimiter the header line uses most: Excel writes `;` in locales where `,` is the decimal
 * mark. Counted on the first line that is not blank or a comment, character by character.
 */
function delimiterOf(text: string): string {
  let start = 0;
  while (start < text.length) {
    let end = text.indexOf('\n', start);
    if (end === -1) end = text.length;
    const first = text.charCodeAt(start);
    if (first !== 0x23 /* # */ && text.slice(start, Math.min(end, start + 16)).trim() !== '') {
      const counts = DELIMITERS.map(() => 0);
      for (let index = start; index < Math.min(end, start + MAX_RECORD_CHARACTERS); index += 1) {
        const at = DELIMITERS.indexOf(text[index] as (typeof DELIMITERS)[number]);
        if (at !== -1) counts[at]! += 1;
      }
      return DELIMITERS[counts.indexOf(Math.max(...counts))]!;
    }
    start = end + 1;
  }
  return ',';
}

/**
 * A first look at the text, one character at a time and nothing allocated, as csv-parse will read
 * it (a quote opens a quoted cell only at a cell's start, `""` inside one is a quote): the first
 * record wider than MAX_COLUMNS, and roughly how many records there are. csv-parse's own record
 * limit counts characters, so a line of two million empty cells would pass it and cost seconds.
 */
function scanShape(text: string, delimiter: string): { tooWideAt: number | null; records: number } {
  const separator = delimiter.charCodeAt(0);
  let line = 1;
  let records = 0;
  let columns = 1;
  let quoted = false;
  let cellStarted = false;
  let recordHasText = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (quoted) {
      if (code === 0x22 /* " */) {
        if (text.charCodeAt(index + 1) === 0x22) index += 1;
        else quoted = false;
      } else if (code === 0x0a) line += 1;
      continue;
    }
    if (code === 0x0a /* \n */) {
      if (recordHasText) records += 1;
      line += 1;
      columns = 1;
      cellStarted = false;
      recordHasText = false;
    } else if (code === separator) {
      columns += 1;
      if (columns > MAX_COLUMNS) return { tooWideAt: line, records };
      cellStarted = false;
    } else if (code === 0x22 && !cellStarted) {
      quoted = true;
      cellStarted = true;
      recordHasText = true;
    } else if (code !== 0x20 && code !== 0x09 && code !== 0x0d) {
      cellStarted = true;
      recordHasText = true;
    }
  }
  return { tooWideAt: null, records: records + (recordHasText ? 1 : 0) };
}

/**
 * A quoted cell may span several lines: the record starts that many lines before the one it ends
 * on. Counted with indexOf, and only in cells holding a break (almost none), so the tens of
 * thousands of rows of an export cost no regular expression and no array per cell.
 */
function lineBreaksIn(record: readonly string[]): number {
  let breaks = 0;
  for (const cell of record) {
    for (let at = cell.indexOf('\n'); at !== -1; at = cell.indexOf('\n', at + 1)) breaks += 1;
  }
  return breaks;
}

/** Characters handed to the parser per slice: a few milliseconds of work. */
const CHUNK_CHARACTERS = 128 * 1024;

/**
 * The header and up to `maxRecords` + 1 data records (cells trimmed; blank lines, rows of empty
 * cells and lines starting with `#` skipped), or the line csv-parse could not read (an unclosed
 * quote, a record over MAX_RECORD_CHARACTERS).
 */
export async function parseCsv(text: string, maxRecords: number): Promise<ParsedCsv | CsvFileProblem> {
  const delimiter = delimiterOf(text);
  const shape = scanShape(text, delimiter);
  if (shape.tooWideAt !== null) {
    return {
      line: shape.tooWideAt,
      problem: `This line has more than ${MAX_COLUMNS} columns; the template has fewer than 12. Export the sheet as CSV.`,
    };
  }
  // Far more lines than asked for (comment and blank lines aside): no need to read them to say so.
  if (shape.records > 2 * (maxRecords + 1)) return { header: [], records: [], truncated: true };
  const options: Options<ParsedRecord, string[]> = {
    delimiter,
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    skip_records_with_empty_values: true,
    comment: '#',
    comment_no_infix: true,
    trim: true,
    // The line each record ends on; cheaper than `info`, which builds a dozen counters per record.
    on_record: (record, context) => ({ record, endLine: context.lines }),
    max_record_size: MAX_RECORD_CHARACTERS,
    // The header, the records asked for, and one more to know there are more.
    to: maxRecords + 2,
  };
  // The typings pair `on_record` with `columns` only; the record it returns is what `data` gives.
  const parser = parse(options as unknown as Options);
  const parsed: ParsedRecord[] = [];
  let failure: (Error & { code?: string; lines?: number }) | null = null;
  parser.on('data', (entry: ParsedRecord) => parsed.push(entry));
  parser.on('error', (error) => (failure = error));
  const slices = createSlicer();
  for (let at = 0; at < text.length && !failure && !parser.writableEnded; at += CHUNK_CHARACTERS) {
    parser.write(text.slice(at, at + CHUNK_CHARACTERS));
    await slices.pause();
  }
  if (!failure && !parser.writableEnded) parser.end();
  // Whatever the parser still holds reaches `data` (or `error`) on the next turns.
  if (!parser.destroyed) await new Promise<void>((resolve) => parser.once('close', () => resolve()));
  if (failure) {
    const { code, lines } = failure as { code?: string; lines?: number };
    const line = lines ?? parser.info.lines;
    if (code === 'CSV_MAX_RECORD_SIZE') {
      return { line, problem: 'This line is far longer than a spreadsheet row (over 64 KB). Export the sheet as CSV.' };
    }
    return { line, problem: 'This line cannot be read as CSV (a quote is opened and never closed).' };
  }
  const [first, ...rest] = parsed;
  if (!first) return { line: null, problem: 'The file has no header row: start with the template’s first line.' };
  const records = rest.map(({ record, endLine }) => ({ line: endLine - lineBreaksIn(record), cells: record }));
  return { header: first.record, records, truncated: records.length > maxRecords };
}
