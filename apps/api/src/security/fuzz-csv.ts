import fc from 'fast-check';
import { HISTORY_MAX_FILE_BYTES } from '@campuspath/contract/admission-history-terms';
import { multipart } from '../test/document-fixtures.ts';
import { HISTORY_HEADER, historyLine } from '../test/history-requests.ts';
import { hostileString } from './fuzz-values.ts';

/**
 * CSV bodies for the fuzz: the uploads counselors send (admission history, checked deadlines), and
 * every other route that takes a body must refuse them cleanly too. Each is sent as a `text/csv`
 * body and as a multipart form's `file`. The large ones are built once per test file and shared,
 * so the fuzz holds a few copies of 5 MB, not one per request.
 */

export interface CsvBody {
  /** What the body is, for the failure message. */
  name: string;
  payload: string | Buffer;
  contentType: string;
}

/** `bytes` of well-formed history lines (the last one cut short at the limit), header first. */
function historyOfSize(bytes: number): Buffer {
  const line = `${historyLine()}\n`;
  const header = `${HISTORY_HEADER}\n`;
  const text = header + line.repeat(Math.ceil((bytes - header.length) / line.length));
  return Buffer.from(text.slice(0, bytes), 'latin1');
}

const columns = Array.from({ length: 300 }, (_, index) => `column_${index + 1}`);

/** The small hostile files: each a way a real spreadsheet export or a hand-made one goes wrong. */
const MALFORMED: Record<string, string | Buffer> = {
  'unbalanced quote': `${HISTORY_HEADER}\n"2024,139755,EA,admitted,3.8,1400,\n2024,139755,EA,admitted,3.8,1400,\n`,
  'quote inside a field': `${HISTORY_HEADER}\n2024,139"755,EA,admitted,3.8,1400,\n`,
  'NUL bytes': Buffer.from(`${HISTORY_HEADER}\n2024,139755\u0000,EA,admit\u0000ted,3.8,1400,\n\u0000\u0000\n`, 'latin1'),
  '300 columns': `${columns.join(',')}\n${columns.map((_, index) => index).join(',')}\n`,
  'header only': `${HISTORY_HEADER}\n`,
  'byte order mark and CRLF': `\ufeff${HISTORY_HEADER}\r\n${historyLine()}\r\n`,
  'not UTF-8': Buffer.from([0xff, 0xfe, 0x00, 0x63, 0xc3, 0x28, 0x0a, 0xe2, 0x82]),
  'one short row': `${HISTORY_HEADER}\n2024\n`,
};

/** One line, no newline anywhere: the header, then a 1 MB cell. */
const ONE_LINE = `${HISTORY_HEADER},${'z'.repeat(1024 * 1024)}`;

let large: { atLimit: Buffer; overLimit: Buffer } | undefined;

/** The 5 MB files, built on first use: exactly the upload limit, and one byte over it. */
function largeFiles() {
  large ??= { atLimit: historyOfSize(HISTORY_MAX_FILE_BYTES), overLimit: historyOfSize(HISTORY_MAX_FILE_BYTES + 1) };
  return large;
}

const asForm = (name: string, file: string | Buffer): CsvBody => {
  const { payload, headers } = multipart([{ name: 'file', value: Buffer.from(file), fileName: 'history.csv' }]);
  return { name: `${name} (multipart)`, payload, contentType: headers['content-type']! };
};

let fixed: CsvBody[] | undefined;

/** Every fixed CSV body (large, one-line, malformed), as text/csv and as multipart; built once. */
export function csvBodies(): CsvBody[] {
  if (fixed) return fixed;
  const { atLimit, overLimit } = largeFiles();
  const files: [string, string | Buffer][] = [
    ['5 MB, at the limit', atLimit],
    ['5 MB and one byte', overLimit],
    ['one line of 1 MB', ONE_LINE],
    ...Object.entries(MALFORMED),
  ];
  fixed = files.flatMap(([name, file]) => [{ name: `${name} (text/csv)`, payload: file, contentType: 'text/csv' }, asForm(name, file)]);
  return fixed;
}

/** Generated small CSVs: rows of hostile cells, quoted or not, with any line ending. */
export const generatedCsv: fc.Arbitrary<{ payload: string | Buffer; contentType: string }> = fc
  .tuple(
    fc.array(fc.array(fc.oneof(hostileString, fc.constantFrom('2024', '139755', 'EA', 'admitted', '3.8', '"', '""')), { maxLength: 8 }), {
      maxLength: 6,
    }),
    fc.constantFrom('\n', '\r\n', '\r', ''),
    fc.boolean(),
    fc.boolean(),
  )
  .map(([rows, newline, withHeader, asMultipart]) => {
    const text = [...(withHeader ? [HISTORY_HEADER] : []), ...rows.map((cells) => cells.join(','))].join(newline);
    if (!asMultipart) return { payload: text, contentType: 'text/csv' };
    const form = asForm('generated', text);
    return { payload: form.payload, contentType: form.contentType };
  });
