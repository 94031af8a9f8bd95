import type { CatalogSchool } from '../catalog-school.ts';
import { slugify } from '../mapping.ts';
import { COMMON_NAMES } from './common-names.ts';
import { num, text, type RawRow } from './raw-row.ts';
import { splitAliases, toSchool, type Labels } from './school-record.ts';
import { LayeredRow, extractSourceIds } from './sources.ts';

export interface RawDataset {
  /** The newest Scorecard year file (scorecard_2023_24.csv): read first, column by column. */
  newestYear: RawRow[];
  /** The older extract (scorecard_institutions.csv): the fallback, and the scope rule's inputs. */
  institutions: RawRow[];
  /** scorecard_columns.csv: the source and academic year of each column of the older extract. */
  columns: RawRow[];
  trends: RawRow[];
  directory: RawRow[];
  admissions: RawRow[];
  valueLabels: RawRow[];
  /** ipeds_hd2024_value_labels.csv: code labels of the directory (the 2025 Carnegie classification). */
  directoryLabels?: RawRow[];
}

/**
 * The scope rule reads the same inputs every year (fall 2022 UGDS, the 2022-23 PREDDEG/HIGHDEG of
 * the older extract), so a refresh changes values, not the set of colleges; the change report
 * lists what the rule would add or drop if it read the newest year instead.
 */
export const SCOPE_RULE =
  'Main campuses (6-digit UNITID) active in IPEDS HD2024 (CYACTIVE = 1) with degree-seeking ' +
  "undergraduates (UGDS > 0, fall 2022) that either award mostly associate's or bachelor's degrees " +
  "(PREDDEG 2 or 3, 2022-23) or whose highest degree is a bachelor's or above (HIGHDEG 3 or 4, 2022-23).";

export function isInScope(institution: RawRow | undefined, directory: RawRow | undefined): boolean {
  const id = text(institution, 'UNITID') ?? '';
  if (!/^\d{6}$/.test(id)) return false;
  if (num(directory, 'CYACTIVE') !== 1) return false;
  const undergraduates = num(institution, 'UGDS');
  if (undergraduates === null || undergraduates <= 0) return false;
  const predominant = num(institution, 'PREDDEG');
  const highest = num(institution, 'HIGHDEG');
  return predominant === 2 || predominant === 3 || highest === 3 || highest === 4;
}

function indexLabels(rows: RawRow[]): Labels {
  const labels: Labels = new Map();
  for (const row of rows) {
    const variable = text(row, 'variable_name');
    const value = text(row, 'value');
    const name = text(row, 'label');
    if (!variable || value === null || !name) continue;
    if (!labels.has(variable)) labels.set(variable, new Map());
    labels.get(variable)!.set(value, name);
  }
  return labels;
}

/** Readable, unique slugs: the name, then the city, then the state, then the id on collision. */
function assignSlugs(schools: CatalogSchool[]): void {
  const byBase = new Map<string, CatalogSchool[]>();
  for (const school of schools) {
    const base = slugify(school.name);
    byBase.set(base, [...(byBase.get(base) ?? []), school]);
  }
  const taken = new Set<string>();
  for (const [base, group] of byBase) {
    for (const school of group) {
      const candidates =
        group.length === 1 ? [base] : [`${base}-${slugify(school.city)}`, `${base}-${slugify(school.city)}-${school.state.toLowerCase()}`];
      const slug = candidates.find((candidate) => !taken.has(candidate)) ?? `${base}-${school.id}`;
      taken.add(slug);
      school.slug = slug;
    }
  }
}

function addCommonNames(schools: CatalogSchool[], commonNames: typeof COMMON_NAMES): void {
  const byId = new Map(schools.map((school) => [school.id, school]));
  for (const entry of commonNames) {
    const school = byId.get(entry.id);
    if (!school || !school.name.startsWith(entry.expectName)) {
      throw new Error(`common-names.ts: ${entry.id} is not "${entry.expectName}" in the catalogue`);
    }
    school.aliases = splitAliases([...entry.names, ...school.aliases].join('|'));
  }
}

const byUnitId = (rows: RawRow[]) => new Map(rows.map((row) => [text(row, 'UNITID') ?? '', row]));

/** Ids the scope rule would add and drop if it read the newest year's UGDS, PREDDEG and HIGHDEG. */
export function scopeOnNewestYear(raw: RawDataset): { entering: RawRow[]; leaving: RawRow[] } {
  const directory = byUnitId(raw.directory);
  const newest = byUnitId(raw.newestYear);
  const older = byUnitId(raw.institutions);
  const merged = (id: string): RawRow => {
    const row: RawRow = { ...older.get(id) };
    for (const [column, value] of Object.entries(newest.get(id) ?? {})) if (value?.trim()) row[column] = value;
    return row;
  };
  const now = new Set([...older.keys()].filter((id) => isInScope(older.get(id), directory.get(id))));
  const next = new Set([...new Set([...older.keys(), ...newest.keys()])].filter((id) => isInScope(merged(id), directory.get(id))));
  return {
    entering: [...next].filter((id) => !now.has(id)).map(merged),
    leaving: [...now].filter((id) => !next.has(id)).map(merged),
  };
}

export function buildCatalogSchools(raw: RawDataset, commonNames = COMMON_NAMES): CatalogSchool[] {
  const labels = indexLabels(raw.valueLabels);
  const directoryLabels = indexLabels(raw.directoryLabels ?? []);
  const directory = byUnitId(raw.directory);
  const admissions = byUnitId(raw.admissions);
  const newest = byUnitId(raw.newestYear);
  const olderSources = extractSourceIds(raw.columns);
  const trends = new Map<string, RawRow[]>();
  for (const row of raw.trends) {
    const id = text(row, 'UNITID') ?? '';
    trends.set(id, [...(trends.get(id) ?? []), row]);
  }
  // Institutions (any row of either file) per federal aid ID: a shared ID means ADM_RATE_ALL covers several campuses.
  const opeidMembers = new Map<string, Set<string>>();
  for (const row of [...raw.institutions, ...raw.newestYear]) {
    const opeid = text(row, 'OPEID6');
    if (!opeid) continue;
    const key = String(Number(opeid));
    if (!opeidMembers.has(key)) opeidMembers.set(key, new Set());
    opeidMembers.get(key)!.add(text(row, 'UNITID') ?? '');
  }
  const schools = raw.institutions
    .filter((row) => isInScope(row, directory.get(text(row, 'UNITID') ?? '')))
    .map((older) => {
      const id = text(older, 'UNITID') ?? '';
      const row = new LayeredRow(newest.get(id), older, olderSources);
      const opeid = text(newest.get(id), 'OPEID6') ?? text(older, 'OPEID6');
      const opeidShared = opeid !== null && (opeidMembers.get(String(Number(opeid)))?.size ?? 0) > 1;
      return toSchool({
        row,
        directory: directory.get(id),
        admissions: admissions.get(id),
        trendRows: trends.get(id) ?? [],
        labels,
        directoryLabels,
        opeidShared,
      });
    })
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id);
  assignSlugs(schools);
  addCommonNames(schools, commonNames);
  return schools;
}
