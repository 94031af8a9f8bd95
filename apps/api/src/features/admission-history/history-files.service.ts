import { currentEntryYear } from '@campuspath/contract/admissions-calendar';
import type { HistoryImport } from '@campuspath/contract/admission-history-imports';
import type { Catalog } from '../../catalog/catalog.ts';
import { requireCounselorOf } from '../sharing/access.ts';
import { historyCsv, templateCsv } from './history-csv.ts';
import { storeImport, type HistoryDeps } from './history-import.service.ts';
import { generateSampleHistory, type SampleHistoryOptions } from './sample-history.ts';

/**
 * The files and the sample CampusPath offers for admission history: the template, the
 * downloadable sample file, and the sample import the counselor demo makes. The sample is the same
 * generated history each time (seeded), always labelled as a sample.
 */
export const SAMPLE_FILE_NAME = 'SAMPLE admission history (generated, not real students).csv';

let template: string | undefined;
export const templateFile = (): string => (template ??= templateCsv());

const samples = new WeakMap<Catalog, Map<number, string>>();

/** The downloadable sample: five class years up to last year's class, a few thousand rows. */
export function sampleFile(catalog: Catalog, now: Date): string {
  const latest = currentEntryYear(now) - 1;
  let byYear = samples.get(catalog);
  if (!byYear) {
    byYear = new Map();
    samples.set(catalog, byYear);
  }
  let file = byYear.get(latest);
  if (!file) {
    const rows = generateSampleHistory(catalog, { latestClassYear: latest });
    file = historyCsv(catalog, rows, {
      sample: true,
      note: 'Import it on CampusPath to see how your school’s history will look. Delete the import before adding real data.',
    });
    byYear.set(latest, file);
  }
  return file;
}

/**
 * For the counselor demo (demo): imports a generated, labelled
 * sample history into the school as `counselorId` (who must counsel it), unless the same sample is
 * already there. Returns the import.
 */
export async function importSampleHistory(
  deps: HistoryDeps,
  counselorId: string,
  highSchoolId: string,
  options: Partial<SampleHistoryOptions> = {},
): Promise<HistoryImport> {
  await requireCounselorOf(deps.db, counselorId, highSchoolId);
  const rows = generateSampleHistory(deps.catalog, { latestClassYear: currentEntryYear(deps.now()) - 1, ...options });
  const stored = await storeImport(deps, counselorId, highSchoolId, { fileName: SAMPLE_FILE_NAME, rows, sample: true });
  return stored.import;
}
