/**
 * `npm run data:build`: turns the public-domain extract in data/raw/ into the committed
 * catalogue artefact data/catalog/catalog.json.gz that the API loads once at start
 * (gzipped JSON), and writes the change report against the previous artefact beside it
 * (data/catalog/CHANGES.md). Next year: add the new year file to data/raw/, point
 * `newestYear` at it, run the same command.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs';
import { gunzipSync, gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { parse } from 'csv-parse/sync';
import { SCOPE_RULE, buildCatalogSchools, scopeOnNewestYear, type RawDataset } from '../src/catalog/build/build-catalog.ts';
import { changeReport, sourceCounts } from '../src/catalog/build/change-report.ts';
import { wordsAndYears } from '../src/catalog/build/words-and-years.ts';
import { SOURCES } from '../src/catalog/build/sources.ts';
import { compactSources, expandSources } from '../src/catalog/field-sources.ts';
import type { RawRow } from '../src/catalog/build/raw-row.ts';
import type { CatalogFile } from '../src/catalog/catalog-school.ts';
import { ZCTA_SOURCE, type ZipCentroidsFile } from '../src/catalog/zip-centroids.ts';

const dataDir = fileURLToPath(new URL('../../../data/', import.meta.url));

function readCsv(name: string): RawRow[] {
  return parse(readFileSync(`${dataDir}raw/${name}`), { columns: true, bom: true, skip_empty_lines: true }) as RawRow[];
}

const raw: RawDataset = {
  newestYear: readCsv('scorecard_2023_24.csv'),
  institutions: readCsv('scorecard_institutions.csv'),
  columns: readCsv('scorecard_columns.csv'),
  trends: readCsv('scorecard_trends.csv'),
  directory: readCsv('ipeds_hd2024.csv'),
  admissions: readCsv('ipeds_adm2022.csv'),
  valueLabels: readCsv('scorecard_value_labels.csv'),
  directoryLabels: readCsv('ipeds_hd2024_value_labels.csv'),
};

const schools = buildCatalogSchools(raw);
const body = JSON.stringify(schools);
const digest = createHash('sha256').update(body).digest('hex').slice(0, 10);

const catalog: CatalogFile = {
  version: `scorecard-2023-24.scorecard-2025-01-16.ipeds-hd2024.adm2022.${digest}`,
  builtFrom: {
    'College Scorecard 2023-24':
      'year file MERGED2023_24_PP: admissions fall 2023, enrolment fall 2023, costs and net price 2023-24 (first choice for every column)',
    'College Scorecard, release of 16 Jan 2025':
      'fallback per column where 2023-24 is empty (2022-23 and 2021-22 columns); earnings 2020-21',
    'IPEDS HD2024': 'institutional directory, 2024-25 collection, with the 2025 Carnegie classification',
    'IPEDS ADM2022': 'admissions, fall 2022 (considerations, applicants, admits, DVADM01 admission rate, yield, test score medians)',
  },
  scopeRule: SCOPE_RULE,
  sources: SOURCES,
  schools,
};

mkdirSync(`${dataDir}catalog`, { recursive: true });
const artefact = `${dataDir}catalog/catalog.json.gz`;
const previous = existsSync(artefact) ? (JSON.parse(gunzipSync(readFileSync(artefact)).toString('utf8')) as CatalogFile) : null;
// The artefact stores each field's most common source once: every value gets its own back before comparing.
if (previous) expandSources(previous);
const reportPath = `${dataDir}catalog/CHANGES.md`;
// Rebuilding the same data leaves the committed report of the last real refresh in place.
const report =
  previous?.version === catalog.version && existsSync(reportPath)
    ? readFileSync(reportPath, 'utf8')
    : `${changeReport({ previous, next: catalog, newestYearScope: scopeOnNewestYear(raw) })}\n${wordsAndYears(schools)}\n${sourceCounts(catalog)}`;
catalog.sourceDefaults = compactSources(schools);
const json = JSON.stringify(catalog);
writeFileSync(artefact, gzipSync(json, { level: 9 }));
writeFileSync(reportPath, report);

// ZIP code centres for the "within N miles of a ZIP code" filter: [zip, latitude, longitude] rows,
// coordinates rounded to 5 decimals (about a metre).
const zipRows = readCsv('census_zcta_2021_centroids.csv').map((row) => [
  row.zip!,
  Number(Number(row.latitude).toFixed(5)),
  Number(Number(row.longitude).toFixed(5)),
]);
const zipFile: ZipCentroidsFile = { source: ZCTA_SOURCE, zips: zipRows as ZipCentroidsFile['zips'] };
writeFileSync(`${dataDir}catalog/zip-centroids.json.gz`, gzipSync(JSON.stringify(zipFile), { level: 9 }));

const missing = (pick: (s: (typeof schools)[number]) => unknown) => schools.filter((s) => pick(s) === null).length;
process.stdout.write(
  [
    `catalog ${catalog.version}: ${schools.length} schools in scope`,
    `  without admission rate: ${missing((s) => s.admissions.admissionRate)}`,
    `  without in-state tuition: ${missing((s) => s.costs.tuitionInState)}`,
    `  without test policy: ${missing((s) => s.admissions.testPolicy)}`,
    `  without coordinates: ${missing((s) => s.coordinates)}`,
    `  without locale: ${missing((s) => s.locale)}`,
    `  without majors: ${schools.filter((s) => s.majors.length === 0).length}`,
    `  size: ${(Buffer.byteLength(json) / 1e6).toFixed(1)} MB of JSON`,
    `zip centroids: ${zipRows.length} ZIP code tabulation areas`,
    `change report: data/catalog/CHANGES.md`,
    '',
    report,
  ].join('\n'),
);
