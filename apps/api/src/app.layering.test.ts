import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { featureCycles, fileCycles } from '../../../test/import-cycles.ts';

/** The API's modules form a DAG: routes -> services -> db and lib, features in one direction only. */
const SRC = dirname(fileURLToPath(import.meta.url));

describe('API layering', () => {
  it('has no import cycle between files, type-only imports included', () => {
    expect(fileCycles(SRC)).toEqual([]);
  });

  it('has no import cycle between features (or between a feature and lib, db, catalog)', () => {
    expect(featureCycles(SRC)).toEqual([]);
  });
});
