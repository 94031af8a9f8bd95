import type { Readable } from 'node:stream';
import yauzl, { type Entry, type ZipFile } from 'yauzl';
import { ONEROSTER_FILES, type OneRosterFile } from '@campuspath/contract/rosters';

/**
 * The zip a student information system exports for OneRoster 1.1 (the CSV binding's bulk
 * package: users.csv, orgs.csv, classes.csv, enrollments.csv and others side by side), read
 * through yauzl: it reads entries one at a time from the central directory, checks each entry's
 * inflated size against the size it declares, and refuses names that climb out of the archive.
 * Only the files the roster uses are inflated, each to at most its limit, so a zip bomb costs no
 * more than an honest export.
 */

export interface RosterUploadFile {
  name: string;
  bytes: Uint8Array;
}

/** The most bytes each file the roster reads may inflate to. */
export const ONEROSTER_FILE_LIMITS: Record<OneRosterFile, number> = {
  'users.csv': 6 * 1024 * 1024,
  'orgs.csv': 1024 * 1024,
  'classes.csv': 2 * 1024 * 1024,
  'enrollments.csv': 8 * 1024 * 1024,
};

/** The most entries a zip may list: an export has a dozen files. */
const MAX_ENTRIES = 64;

const ZIP_MAGIC = [0x50, 0x4b, 0x03, 0x04];
export const isZip = (bytes: Uint8Array): boolean => ZIP_MAGIC.every((byte, index) => bytes[index] === byte);

/** The file's name without any folder, lower-cased as the roster matches it. */
export const baseName = (path: string): string => (path.split(/[/\\]/).pop() ?? '').trim();

const isRosterFile = (name: string): name is OneRosterFile => (ONEROSTER_FILES as readonly string[]).includes(name);

/**
 * A part only an office file's zip holds: Office Open XML's content-types list and an Excel
 * workbook's folder (an .xlsx), or OpenDocument's `mimetype` (an .ods). An export never does.
 */
const isOfficePart = (path: string): boolean => path === '[Content_Types].xml' || path.startsWith('xl/') || path === 'mimetype';

/** The zip's roster files; or what makes it unreadable; or `spreadsheet` when it is a spreadsheet saved as a workbook, not an export. */
export type UnzippedRoster = { files: RosterUploadFile[]; ignoredFiles: string[] } | { problem: string } | { spreadsheet: true };

const open = (bytes: Uint8Array) =>
  new Promise<ZipFile>((resolve, reject) =>
    yauzl.fromBuffer(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), { lazyEntries: true }, (error, zip) =>
      error ? reject(error) : resolve(zip),
    ),
  );

function inflate(zip: ZipFile, entry: Entry, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    zip.openReadStream(entry, (error, stream: Readable) => {
      if (error) return reject(error);
      const chunks: Buffer[] = [];
      let size = 0;
      stream.on('data', (chunk: Buffer) => {
        size += chunk.length;
        // The declared size was checked; this holds even if the entry lies about it.
        if (size > limit) stream.destroy(new Error('too large'));
        else chunks.push(chunk);
      });
      stream.on('error', reject);
      stream.on('end', () => resolve(Buffer.concat(chunks, size)));
    });
  });
}

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

/** The roster's files of a OneRoster zip, or what makes the zip unreadable. */
export async function unzipRoster(bytes: Uint8Array): Promise<UnzippedRoster> {
  let zip: ZipFile;
  try {
    zip = await open(bytes);
  } catch {
    return { problem: 'This zip file cannot be read. Export the OneRoster files again, or upload the CSV files themselves.' };
  }
  const files: RosterUploadFile[] = [];
  const ignoredFiles: string[] = [];
  let entriesRead = 0;
  return new Promise<UnzippedRoster>((resolve) => {
    const stop = (outcome: UnzippedRoster) => {
      zip.close();
      resolve(outcome);
    };
    zip.on('error', () => stop({ problem: 'This zip file is damaged. Export the OneRoster files again.' }));
    zip.on('end', () => resolve({ files, ignoredFiles }));
    zip.on('entry', (entry: Entry) => {
      if (isOfficePart(entry.fileName)) return stop({ spreadsheet: true });
      // Counted as read rather than refused on the declared count, so a workbook of many sheets
      // (its parts come first) is still told apart from an export.
      entriesRead += 1;
      if (entriesRead > MAX_ENTRIES) {
        return stop({
          problem: `This zip holds ${zip.entryCount} files; a OneRoster export holds a dozen. Upload the OneRoster export itself.`,
        });
      }
      const name = baseName(entry.fileName);
      const key = name.toLowerCase();
      if (entry.fileName.endsWith('/') || name.startsWith('.') || entry.fileName.startsWith('__MACOSX/')) return zip.readEntry();
      if (!isRosterFile(key)) {
        ignoredFiles.push(name);
        return zip.readEntry();
      }
      if (files.some((file) => file.name === key)) return stop({ problem: `The zip holds ${key} twice: keep one export of the school.` });
      if (entry.isEncrypted()) return stop({ problem: `${key} is encrypted in the zip: export the files without a password.` });
      const limit = ONEROSTER_FILE_LIMITS[key];
      const tooLarge = { problem: `${key} is larger than ${mb(limit)} unzipped, more than a school of 5,000 students exports.` };
      if (entry.uncompressedSize > limit) return stop(tooLarge);
      inflate(zip, entry, limit).then(
        (content) => {
          files.push({ name: key, bytes: content });
          zip.readEntry();
        },
        (error: Error) => stop(error.message === 'too large' ? tooLarge : { problem: `${key} cannot be unzipped: the zip is damaged.` }),
      );
    });
    zip.readEntry();
  });
}
