import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * The style guide's limit of 300 lines a file is a lint rule of the repository's own config, so
 * `npm run lint` fails on a longer file wherever it sits: every workspace, the end-to-end journeys,
 * the repository's tests and its tooling.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

const FOLDERS = [
  'apps/api/src/features/tasks/long.ts',
  'apps/api/src/features/tasks/long.test.ts',
  'apps/api/scripts/long.ts',
  'apps/web/src/features/tasks/components/long.tsx',
  'apps/web/src/lib/long.test.tsx',
  'packages/contract/src/long.ts',
  'e2e/long.spec.ts',
  'test/long.test.ts',
];

const lines = (count: number) => `${Array.from({ length: count }, (_, index) => `export const line${index} = ${index};`).join('\n')}\n`;

async function lengthErrors(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${path}` });
  return result!.messages.filter((message) => message.ruleId === 'max-lines');
}

describe('file length', () => {
  // Loading the config (and the API's generated rules) takes seconds on a busy machine: once, here.
  beforeAll(() => eslint.calculateConfigForFile(`${ROOT}/eslint.config.js`), 120_000);

  it.each(FOLDERS)('refuses a file of 301 lines at %s', async (path) => {
    const errors = await lengthErrors(path, lines(301));
    expect(errors).toEqual([expect.objectContaining({ message: expect.stringContaining('Maximum allowed is 300') })]);
  });

  it('lets a file of 300 lines through', async () => {
    expect(await lengthErrors('apps/api/src/features/tasks/long.ts', lines(300))).toEqual([]);
  });
});
