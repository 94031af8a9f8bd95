import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ESLint } from 'eslint';
import { FEATURE_LAYERS } from '../src/feature-layers.ts';
import { OWNERSHIP_EXEMPT, READ_MODELS, TABLE_OWNERS } from '../src/db/table-owners.ts';
import { featureZones, missingFromLayers, type Zone } from './feature-zones.ts';
import { oneFieldErrorRule } from './field-errors.ts';
import { oneClockRule } from './one-clock.ts';
import { ownedTablesRule } from './owned-tables.ts';

/**
 * The API's house rules as an ESLint plugin (`campuspath/…`), generated from the declarations in
 * apps/api/src: who owns each table (db/table-owners.ts) and the direction of feature imports
 * (feature-layers.ts). eslint.config.js loads it.
 */
export function apiLintPlugin(apiRoot: string): ESLint.Plugin {
  return {
    meta: { name: 'campuspath' },
    rules: {
      'owned-tables': ownedTablesRule({ apiRoot, owners: TABLE_OWNERS, readModels: READ_MODELS, exempt: OWNERSHIP_EXEMPT }),
      'one-clock': oneClockRule,
      'one-field-error': oneFieldErrorRule,
    },
  };
}

/** The import-x/no-restricted-paths zones of the feature direction; throws when a feature folder is not placed in a layer. */
export function apiFeatureZones(apiRoot: string): Zone[] {
  const folders = readdirSync(join(apiRoot, 'src/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const missing = missingFromLayers(folders, FEATURE_LAYERS);
  if (missing.length > 0) {
    throw new Error(`apps/api/src/feature-layers.ts places no layer for features/${missing.join(', features/')}: add each to a layer.`);
  }
  return featureZones(apiRoot, FEATURE_LAYERS);
}
