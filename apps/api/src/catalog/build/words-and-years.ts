import type { CatalogSchool } from '../catalog-school.ts';

/**
 * The "Words and years" section of data/catalog/CHANGES.md: what the pages say around the values
 * (labels, years, sample marks), beside the value and source changes the rest of the report counts.
 * Page counts need the rendered pages, which the build does not have: they are the dated record of
 * the crawl of every college page (docs/data.md), restated here so a rebuild keeps them. What the
 * catalogue alone decides is counted again on every build.
 */

const CRAWL_DATE = '2026-11-28';

/** [class, pages before, after] from the crawl of the server HTML of all 3,031 college pages and the home page. */
const CRAWL: readonly [string, string, string][] = [
  ['"N/A" anywhere', '1,825', '0'],
  ['Phone like "4.06353E+13"', '158', '0'],
  ['"Part of: -1"', '3', '0'],
  ['"in-state" wording on a private college\'s page', '1,559', '0'],
  ['"Open admissions" beside a percentage', '50', '0'],
  ['Yield without its year', '1,741', '0'],
  ['Submitted SAT/ACT without its year', '1,223', '0'],
  ['Carnegie classification without its year', '2,947', '0'],
  ['"Similar size" without a range', '3,012', '0'],
  ['"Similar tuition" without a range', '352', '0'],
  ['"Community college" for a private college', '281', '0 tags (14 pages name a college called "... Community College")'],
  ['"Schedule Virtual Tour" / "Schedule a Visit"', '3,031', '0'],
  ['Home page "Jan 2025 release"', '1', '0'],
];

const SAMPLE_CHANGES = [
  'Student demo: every dated item reads "Sample: " on the timeline, calendar, bell and calendar feed (`sample: true`); applications carry only their round\'s typical date, said so, and no decision date.',
  "Counselor demo: the sample students' applications carry only their round's typical date with no decision date, and the counselor's view of a sample student marks every timeline item, application and task \"Sample: \".",
  'Sample admission history: labelled "Sample data" in every view, never mixed with real rows, and only with rounds each college offers.',
];

/** What the catalogue itself decides about the words, counted on this build. */
function recounted(schools: readonly CatalogSchool[]): [string, number][] {
  const where = (test: (school: CatalogSchool) => boolean) => schools.filter(test).length;
  return [
    [
      'Private colleges whose tuition is one price (never "in-state")',
      where((s) => s.control !== 'public' && s.costs.tuitionInState !== null),
    ],
    [
      'Open-admission colleges shown as "Open admissions", with no percentage',
      where((s) => s.openAdmissions === true && s.admissions.admissionRate === null),
    ],
    ['Colleges with a yield, shown with its fall (2022)', where((s) => s.admissions.yield !== null)],
    ['Colleges with the 2025 Carnegie classification, shown with its year', where((s) => s.carnegie.institutional2025 !== null)],
    [
      'Colleges whose system membership is not reported (F1SYSTYP negative): "Not reported"',
      where((s) => s.system.membership === 'not-reported'),
    ],
    ['Colleges reporting no system (F1SYSTYP 2): "Not part of a system"', where((s) => s.system.membership === 'independent')],
    ['Colleges tagged "Community college" (public only)', where((s) => s.programTypes.includes('community-college'))],
    [
      'Colleges tagged "Associate\'s college" (private, mostly associate\'s degrees)',
      where((s) => s.programTypes.includes('associates-college')),
    ],
    ['Colleges with no valid phone number (damaged cells included): "Not reported"', where((s) => s.phone === null)],
  ];
}

export function wordsAndYears(schools: readonly CatalogSchool[]): string {
  const lines = [
    '## Words and years',
    '',
    `Counted on the server HTML of every college page (five tabs each) and the home page, before and after, by a crawl on ${CRAWL_DATE} (docs/data.md). The build does not render pages, so these counts are that dated record, not recomputed by this build.`,
    '',
    '| Class | Pages before | After |',
    '| --- | ---: | ---: |',
    ...CRAWL.map(([label, before, after]) => `| ${label} | ${before} | ${after} |`),
    '',
    'Recomputed by this build from the catalogue:',
    '',
    '| What the pages say | Colleges |',
    '| --- | ---: |',
    ...recounted(schools).map(([label, total]) => `| ${label} | ${total.toLocaleString('en-US')} |`),
    '',
    'Sample data:',
    '',
    ...SAMPLE_CHANGES.map((change) => `- ${change}`),
    '',
  ];
  return lines.join('\n');
}
