import type { CatalogFile, CatalogSchool } from './catalog-school.ts';

/**
 * Each school's per-field provenance (`COLUMN@source-id`) is mostly the same for every school
 * (the newest year's column). The artefact stores, per field, the most common entry once
 * (`sourceDefaults`) and, per school, only the entries that differ; loading expands them again for
 * the fields that have a value. This halves the artefact's JSON and the time to load it.
 */

/** A major's share (field `majors.52`), or null. */
const majorShare = (school: CatalogSchool, code: string) => school.majors.find((major) => major.code === code)?.share ?? null;

/** The value at a catalogue field's path (`costs.tuitionInState` split at its dots), or null (an empty list too). */
function valueOnPath(school: CatalogSchool, path: readonly string[]): unknown {
  let value: unknown = school;
  for (const key of path) {
    if (value === null || typeof value !== 'object') return null;
    value = (value as Record<string, unknown>)[key];
  }
  // An empty list (no admission considerations) is no value: it carries no source.
  return Array.isArray(value) && value.length === 0 ? null : (value ?? null);
}

/** Moves the common entries into `sourceDefaults`; each school keeps only its exceptions. */
export function compactSources(schools: CatalogSchool[]): Record<string, string> {
  const counts = new Map<string, Map<string, number>>();
  for (const school of schools) {
    for (const [field, source] of Object.entries(school.sources)) {
      const perField = counts.get(field) ?? new Map<string, number>();
      perField.set(source, (perField.get(source) ?? 0) + 1);
      counts.set(field, perField);
    }
  }
  const defaults: Record<string, string> = {};
  for (const [field, perField] of counts) defaults[field] = [...perField].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0]![0];
  for (const school of schools) {
    school.sources = Object.fromEntries(Object.entries(school.sources).filter(([field, source]) => defaults[field] !== source));
  }
  return defaults;
}

/** The inverse of `compactSources`: every field with a value gets its source back. */
export function expandSources(file: CatalogFile): void {
  // Each field's path split once, not once per school: this runs for 124 fields of 3,031 schools
  // at every start, and splitting every time was most of its cost.
  const defaults = Object.entries(file.sourceDefaults ?? {}).map(([field, source]) => ({
    field,
    source,
    major: field.startsWith('majors.') ? field.slice(7) : null,
    path: field.split('.'),
  }));
  if (!defaults.length) return;
  for (const school of file.schools) {
    const sources: Record<string, string> = {};
    for (const { field, source, major, path } of defaults) {
      const own = school.sources[field];
      if (own) sources[field] = own;
      else if ((major === null ? valueOnPath(school, path) : majorShare(school, major)) !== null) sources[field] = source;
    }
    for (const [field, source] of Object.entries(school.sources)) sources[field] ??= source;
    school.sources = sources;
  }
}
