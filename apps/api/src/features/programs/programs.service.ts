import { MAJOR_FAMILIES } from '@campuspath/contract/major-families';
import type { LargestProgram, ProgramField, ProgramsResponse } from '@campuspath/contract/programs';
import { LARGEST_PROGRAMS_COUNT } from '@campuspath/contract/programs-terms';
import type { Catalog } from '../../catalog/catalog.ts';
import { keepCompressed, makeEtag, type CachedBody } from '../../lib/http-cache.ts';

/** Largest estimated program first, then the larger share, then by name. */
function byEstimatedSize(a: LargestProgram, b: LargestProgram): number {
  return b.estimatedStudents - a.estimatedStudents || b.share - a.share || a.name.localeCompare(b.name);
}

/** The whole answer of `GET /api/programs`; see programsResponseSchema for the rules. */
export function buildPrograms(catalog: Catalog): ProgramsResponse {
  const fields = new Map<string, { count: number; ranked: LargestProgram[] }>(
    MAJOR_FAMILIES.map((family) => [family.code, { count: 0, ranked: [] }]),
  );
  for (const school of catalog.schools) {
    const undergraduates = school.students.undergraduates;
    for (const { code, share } of school.majors) {
      const field = fields.get(code);
      if (!field || !(share > 0)) continue;
      field.count += 1;
      if (undergraduates === null) continue;
      field.ranked.push({
        id: school.id,
        slug: school.slug,
        name: school.name,
        location: `${school.city}, ${school.state}`,
        share,
        undergraduates,
        estimatedStudents: Math.round(share * undergraduates),
      });
    }
  }
  const result: ProgramField[] = MAJOR_FAMILIES.map((family) => {
    const field = fields.get(family.code)!;
    return {
      code: family.code,
      slug: family.slug,
      name: family.name,
      cipTitle: family.cipTitle,
      schoolCount: field.count,
      largest: field.ranked.sort(byEstimatedSize).slice(0, LARGEST_PROGRAMS_COUNT),
    };
  }).sort((a, b) => a.name.localeCompare(b.name));
  return { totalSchools: catalog.schools.length, fields: result };
}

/**
 * The answer never changes while the process runs (the catalogue is read-only), so it is
 * computed, serialised and compressed once, on the first request, and kept.
 */
export function createProgramsService(catalog: Catalog) {
  let cached: CachedBody | null = null;
  return {
    list(): CachedBody {
      if (!cached) {
        cached = { body: JSON.stringify(buildPrograms(catalog)), etag: makeEtag(catalog.version, 'programs') };
        void keepCompressed(cached);
      }
      return cached;
    },
  };
}

export type ProgramsService = ReturnType<typeof createProgramsService>;
