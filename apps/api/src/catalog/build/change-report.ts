import type { CatalogFile, CatalogSchool } from '../catalog-school.ts';
import { text, type RawRow } from './raw-row.ts';

/**
 * The change report `npm run data:build` prints and commits beside the artefact
 * (data/catalog/CHANGES.md): what a refresh did to every field, the largest moves, and
 * the colleges entering or leaving scope. Pure: previous and next catalogue in, Markdown out.
 */

type Leaf = number | string | boolean | null;

/** Every reported value of a school by field path; majors share one family of paths. */
export function flattenSchool(school: CatalogSchool): Map<string, Leaf> {
  const values = new Map<string, Leaf>();
  const walk = (value: unknown, path: string) => {
    if (value === null || typeof value !== 'object') {
      values.set(path, (value ?? null) as Leaf);
      return;
    }
    if (Array.isArray(value)) {
      values.set(path, JSON.stringify(value));
      return;
    }
    for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key);
  };
  const { sources: _sources, trends: _trends, majors, slug: _slug, aliases: _aliases, ...rest } = school;
  walk(rest, '');
  for (const major of majors) values.set(`majors.${major.code}`, major.share);
  return values;
}

interface FieldCount {
  changed: number;
  appeared: number;
  disappeared: number;
}

const familyOf = (path: string) => (path.startsWith('majors.') ? 'majors.* (share of degrees per field)' : path);

export interface Move {
  field: string;
  label: string;
  /** Only moves larger than this (in the field's unit) are listed. */
  threshold: number;
  unit: (value: number) => string;
  pick: (school: CatalogSchool) => number | null;
}

const points = (value: number) => `${(value * 100).toFixed(1)}`;
const usd = (value: number) => `$${Math.round(value).toLocaleString('en-US')}`;
const count = (value: number) => Math.round(value).toLocaleString('en-US');

export const LARGEST_MOVES: Move[] = [
  {
    field: 'admissions.admissionRate',
    label: 'Admission rate, more than 10 points',
    threshold: 0.1,
    unit: points,
    pick: (s) => s.admissions.admissionRate,
  },
  {
    field: 'costs.tuitionInState',
    label: 'In-state tuition and fees, more than $5,000',
    threshold: 5000,
    unit: usd,
    pick: (s) => s.costs.tuitionInState,
  },
  { field: 'netPrice.overall', label: 'Average net price, more than $5,000', threshold: 5000, unit: usd, pick: (s) => s.netPrice.overall },
  {
    field: 'students.undergraduates',
    label: 'Undergraduates, more than 5,000',
    threshold: 5000,
    unit: count,
    pick: (s) => s.students.undergraduates,
  },
  {
    field: 'outcomes.graduationRate',
    label: 'Graduation rate, more than 15 points',
    threshold: 0.15,
    unit: points,
    pick: (s) => s.outcomes.graduationRate,
  },
];

const LISTED = 15;

export interface ChangeReportInput {
  previous: CatalogFile | null;
  next: CatalogFile;
  /** What the scope rule would add or drop if it read the newest year's values (not applied). */
  newestYearScope: { entering: RawRow[]; leaving: RawRow[] };
}

export function changeReport({ previous, next, newestYearScope }: ChangeReportInput): string {
  const lines: string[] = [
    `# Catalogue change report`,
    '',
    `From \`${previous?.version ?? '(no previous artefact)'}\``,
    `to \`${next.version}\`.`,
    '',
  ];
  const before = new Map((previous?.schools ?? []).map((school) => [school.id, school]));
  const after = new Map(next.schools.map((school) => [school.id, school]));
  const entered = next.schools.filter((school) => !before.has(school.id));
  const left = (previous?.schools ?? []).filter((school) => !after.has(school.id));

  lines.push(
    '## Scope',
    '',
    `${next.schools.length.toLocaleString('en-US')} colleges (previously ${before.size.toLocaleString('en-US')}).`,
  );
  lines.push(`Entering scope: ${entered.length}${entered.length ? `: ${entered.map((s) => `${s.name} (${s.id})`).join('; ')}` : ''}.`);
  lines.push(`Leaving scope: ${left.length}${left.length ? `: ${left.map((s) => `${s.name} (${s.id})`).join('; ')}` : ''}.`, '');
  const named = (rows: RawRow[]) =>
    rows
      .map((row) => `${text(row, 'INSTNM')} (${text(row, 'UNITID')}, ${text(row, 'STABBR')})`)
      .sort()
      .join('; ');
  lines.push(
    `Not applied: read on the newest year's UGDS, PREDDEG and HIGHDEG instead of the rule's fixed inputs, the rule would add ` +
      `${newestYearScope.entering.length} and drop ${newestYearScope.leaving.length} colleges (most of those dropped are community ` +
      `colleges whose predominant award became a certificate).`,
    '',
    `<details><summary>Would enter (${newestYearScope.entering.length})</summary>`,
    '',
    named(newestYearScope.entering) || 'none',
    '',
    '</details>',
    '',
    `<details><summary>Would leave (${newestYearScope.leaving.length})</summary>`,
    '',
    named(newestYearScope.leaving) || 'none',
    '',
    '</details>',
    '',
  );

  const counts = new Map<string, FieldCount>();
  for (const [id, school] of after) {
    const old = before.get(id);
    if (!old) continue;
    const a = flattenSchool(old);
    const b = flattenSchool(school);
    for (const path of new Set([...a.keys(), ...b.keys()])) {
      const was = a.get(path) ?? null;
      const now = b.get(path) ?? null;
      if (was === now) continue;
      const entry = counts.get(familyOf(path)) ?? { changed: 0, appeared: 0, disappeared: 0 };
      if (was === null) entry.appeared += 1;
      else if (now === null) entry.disappeared += 1;
      else entry.changed += 1;
      counts.set(familyOf(path), entry);
    }
  }
  lines.push(
    '## Values per field',
    '',
    'Over the colleges in both catalogues: values that changed, appeared (were missing) or disappeared (are now missing).',
    '',
  );
  lines.push('| Field | Changed | Appeared | Disappeared |', '| --- | ---: | ---: | ---: |');
  for (const [field, entry] of [...counts].sort(([a], [b]) => a.localeCompare(b))) {
    lines.push(`| \`${field}\` | ${entry.changed} | ${entry.appeared} | ${entry.disappeared} |`);
  }
  lines.push('');

  lines.push(...sourceChanges(before, after), '');

  lines.push('## Largest moves', '');
  for (const move of LARGEST_MOVES) {
    const moves = next.schools
      .flatMap((school) => {
        const old = before.get(school.id);
        const was = old ? move.pick(old) : null;
        const now = move.pick(school);
        return was !== null && now !== null && Math.abs(now - was) > move.threshold ? [{ school, was, now }] : [];
      })
      .sort((a, b) => Math.abs(b.now - b.was) - Math.abs(a.now - a.was));
    lines.push(`### ${move.label} (\`${move.field}\`): ${moves.length}`, '');
    const fromColumn = (school: CatalogSchool) => school.sources[move.field]?.split('@')[0];
    if (move.field === 'admissions.admissionRate') {
      const campus = moves.filter(({ school }) => fromColumn(school) === 'ADM_RATE').length;
      lines.push(`${campus} of them now show the campus's own rate (ADM_RATE) instead of the all-campus figure (ADM_RATE_ALL).`, '');
    }
    for (const { school, was, now } of moves.slice(0, LISTED)) {
      lines.push(`- ${school.name} (${school.id}): ${move.unit(was)} → ${move.unit(now)} (\`${school.sources[move.field] ?? '?'}\`)`);
    }
    if (moves.length > LISTED) lines.push(`- … and ${moves.length - LISTED} more`);
    lines.push('');
  }
  return lines.join('\n');
}

const SOURCE_CHANGES_LISTED = 40;

/**
 * Where a field's value now comes from, against the previous catalogue: `COLUMN@source` before →
 * after, per field, with the number of colleges ("none" when there is no value). A fix to what a
 * figure measures shows here (a two-year rate from 2021-22 → none), as a newer year does.
 */
function sourceChanges(before: Map<number, CatalogSchool>, after: Map<number, CatalogSchool>): string[] {
  const counts = new Map<string, number>();
  for (const [id, school] of after) {
    const old = before.get(id);
    if (!old) continue;
    for (const field of new Set([...Object.keys(old.sources), ...Object.keys(school.sources)])) {
      const was = old.sources[field] ?? 'none';
      const now = school.sources[field] ?? 'none';
      if (was === now) continue;
      const key = `${familyOf(field)}\u0000${was}\u0000${now}`;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    }
  }
  const rows = [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
  const lines = [
    '## Sources that changed',
    '',
    `Per field, where its value came from before and where it comes from now (\`none\`: no value), over the colleges in both catalogues; ${rows.length} changes${rows.length > SOURCE_CHANGES_LISTED ? `, the ${SOURCE_CHANGES_LISTED} largest listed` : ''}.`,
    '',
    '| Field | Before | Now | Colleges |',
    '| --- | --- | --- | ---: |',
  ];
  for (const [key, total] of rows.slice(0, SOURCE_CHANGES_LISTED)) {
    const [field, was, now] = key.split('\u0000');
    lines.push(`| \`${field}\` | \`${was}\` | \`${now}\` | ${total} |`);
  }
  return lines;
}

/** Counts of the sources the catalogue's values came from, for the report's closing section. */
export function sourceCounts(file: CatalogFile): string {
  const bySource = new Map<string, number>();
  for (const school of file.schools) {
    for (const source of Object.values(school.sources)) {
      const id = source.slice(source.indexOf('@') + 1);
      bySource.set(id, (bySource.get(id) ?? 0) + 1);
    }
  }
  const lines = ['## Where the values came from', '', '| Source | File | Year | Values |', '| --- | --- | --- | ---: |'];
  for (const [id, total] of [...bySource].sort((a, b) => b[1] - a[1])) {
    const info = file.sources[id];
    lines.push(`| ${info?.dataset ?? id} | \`${info?.file ?? '?'}\` | ${info?.year ?? '?'} | ${total.toLocaleString('en-US')} |`);
  }
  return `${lines.join('\n')}\n`;
}
