import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appImportsOfTestCode, featureCycles, fileCycles, testHelpersInAppFolders } from '../../../test/import-cycles.ts';

/** The API's modules form a DAG: routes -> services -> db and lib, features in one direction only. */
const SRC = dirname(fileURLToPath(import.meta.url));
/** Test code: src/test holds the helpers; security/ and faults/ the cross-cutting suites (hostile input, crashes). */
const TEST_FOLDERS = { testFolders: ['test', 'security', 'faults'] };
/**
 * The test files the app reads: the authorization matrix's policy table also writes, in the OpenAPI
 * document, who may call each operation (lib/openapi.ts, with the words of route-policy-words.ts),
 * so the document and the tested policy never differ. They import only the contract.
 */
const APP_READS_OF_TEST_CODE = ['lib/openapi.ts -> ../security/route-policy.ts', 'lib/openapi.ts -> ../security/route-policy-words.ts'];

describe('API layering', () => {
  it('has no import cycle between files, type-only imports included', () => {
    expect(fileCycles(SRC, TEST_FOLDERS)).toEqual([]);
  });

  it('has no import cycle between features (or between a feature and lib, db, catalog)', () => {
    expect(featureCycles(SRC, TEST_FOLDERS)).toEqual([]);
  });

  it('keeps test helpers in src/test, out of the app: no helper in a feature folder, no app import of test code', () => {
    expect(testHelpersInAppFolders(SRC, TEST_FOLDERS)).toEqual([]);
    expect(appImportsOfTestCode(SRC, TEST_FOLDERS).filter((edge) => !APP_READS_OF_TEST_CODE.includes(edge))).toEqual([]);
  });
});
