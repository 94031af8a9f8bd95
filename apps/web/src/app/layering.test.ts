import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { featureCycles, fileCycles } from '../../../../test/import-cycles.ts';

/**
 * The web's modules form a DAG: app -> features -> components, lib, config. The lint
 * zones forbid features importing each other; this walk also counts type-only imports.
 */
const SRC = resolve(dirname(fileURLToPath(import.meta.url)), '..');

describe('web layering', () => {
  it('has no import cycle between files, type-only imports included', () => {
    expect(fileCycles(SRC)).toEqual([]);
  });

  it('has no import cycle between features, or between a feature and lib, components, config or app', () => {
    expect(featureCycles(SRC)).toEqual([]);
  });
});
