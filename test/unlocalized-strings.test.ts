import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { beforeAll, describe, expect, it } from 'vitest';

/**
 * Every file of the web app fails lint on a string written for a person to read (eslint.config.js),
 * and lets code through: class names, keys, paths, macros. Tests, test helpers and the files
 * NOT_TRANSLATED_FILES names (code, or English on purpose) are left alone.
 */
const ROOT = fileURLToPath(new URL('..', import.meta.url));
const eslint = new ESLint({ cwd: ROOT });

async function unlocalized(path: string, code: string) {
  const [result] = await eslint.lintText(code, { filePath: `${ROOT}/${path}` });
  return result!.messages.filter((message) => message.ruleId === 'lingui/no-unlocalized-strings');
}

const HARD_CODED = `
export function Component() {
  return <p className="mt-4 text-slate-600">Create a free account</p>;
}
`;

const TRANSLATED = `
import { Trans, useLingui } from '@lingui/react/macro';
export function Component() {
  const { t } = useLingui();
  return (
    <p className="mt-4 text-slate-600" aria-label={t\`Free account\`} data-testid="cta">
      <Trans>Create a free account</Trans>
    </p>
  );
}
`;

describe('unlocalized strings in the web app', () => {
  beforeAll(() => eslint.calculateConfigForFile(`${ROOT}/eslint.config.js`), 120_000);

  it('fails a hard-coded sentence on a translated page', async () => {
    expect(await unlocalized('apps/web/src/app/routes/home.tsx', HARD_CODED)).toHaveLength(1);
  });

  it('fails one in Explore and in the shared data-term labels', async () => {
    expect(await unlocalized('apps/web/src/app/routes/explore.tsx', HARD_CODED)).toHaveLength(1);
    expect(await unlocalized('apps/web/src/features/schools/components/filter-panel.tsx', HARD_CODED)).toHaveLength(1);
  });

  it('lets messages, class names and test ids through', async () => {
    expect(await unlocalized('apps/web/src/app/routes/home.tsx', TRANSLATED)).toEqual([]);
  });

  it('leaves test helpers, tests and the files named as English on purpose alone', async () => {
    expect(await unlocalized('apps/web/src/testing/example-screen.tsx', HARD_CODED)).toEqual([]);
    expect(await unlocalized('apps/web/src/features/tasks/components/example.test.tsx', HARD_CODED)).toEqual([]);
    // The email a student prepares for a teacher, who reads it in English.
    expect(await unlocalized('apps/web/src/features/letters/request-email.ts', HARD_CODED)).toEqual([]);
  });

  it('fails one in a new file of the web app, listed nowhere', async () => {
    expect(await unlocalized('apps/web/src/features/tasks/components/a-new-screen.tsx', HARD_CODED)).toHaveLength(1);
    expect(await unlocalized('apps/web/src/components/ui/a-new-part.tsx', HARD_CODED)).toHaveLength(1);
  });

  it("fails one in the counselor's class plans", async () => {
    expect(await unlocalized('apps/web/src/app/routes/class-plans.tsx', HARD_CODED)).toHaveLength(1);
  });
});
