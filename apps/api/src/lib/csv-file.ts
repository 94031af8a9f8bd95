import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';

/**
 * The one way CampusPath writes a CSV download (the caseload, the class-wide deadlines, an
 * admission-history import, its template and sample), so every client reads it the same:
 * - UTF-8 with a byte-order mark: LibreOffice's and Excel's default import otherwise take the file
 *   for a legacy encoding and garble "Zoë";
 * - CRLF after every record, as RFC 4180 says (csv-stringify quotes what needs quoting);
 * - no cell a spreadsheet would run as a formula (OWASP "CSV injection": names are typed by
 *   students): a text cell whose first character, after any spaces or `;`, is =, +, -, @, a tab,
 *   a carriage return or one of their full-width forms (which some spreadsheets fold to ASCII) is
 *   prefixed with an apostrophe. Numbers are written as numbers.
 */
const BOM = '\ufeff';
const CRLF = '\r\n';
const FORMULA_LEAD = /^[\s;]*[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/;

export type CsvCell = string | number | null | undefined;

/** A text cell as a spreadsheet may safely open it. */
export const formulaSafe = (text: string): string => (FORMULA_LEAD.test(text) ? `'${text}` : text);

const cellText = (cell: CsvCell): string =>
  cell === null || cell === undefined ? '' : typeof cell === 'number' ? String(cell) : formulaSafe(cell);

/** The file: `comments` first (each line as `# …`, which the importers skip), then the records. */
export function csvFile(records: readonly (readonly CsvCell[])[], comments: readonly string[] = []): string {
  const head = comments.map((line) => `# ${line.replace(/[\r\n]+/g, ' ')}${CRLF}`).join('');
  return `${BOM}${head}${stringify(
    records.map((record) => record.map(cellText)),
    { record_delimiter: 'windows' },
  )}`;
}

/** Records written per chunk of a stream: a few tens of KB, so the compressor and the socket get a few writes, not one per row. */
const STREAM_RECORDS_PER_CHUNK = 256;

/**
 * The same file as a stream, the records in chunks as `records` yields them (after awaiting what
 * it reads), for an export too large to hold whole: a school's every application. One write per
 * row would cost a compression call and a stream turn per row, several times the rows' own work.
 */
export function csvStream(records: AsyncIterable<readonly CsvCell[]>): Readable {
  async function* text() {
    yield BOM;
    let chunk: string[][] = [];
    for await (const record of records) {
      chunk.push(record.map(cellText));
      if (chunk.length < STREAM_RECORDS_PER_CHUNK) continue;
      yield stringify(chunk, { record_delimiter: 'windows' });
      chunk = [];
    }
    if (chunk.length > 0) yield stringify(chunk, { record_delimiter: 'windows' });
  }
  return Readable.from(text());
}
