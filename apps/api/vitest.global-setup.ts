import { createTemplateDatabase } from './src/test/test-database.ts';

/**
 * Vitest globalSetup of both API projects: migrates the run's template database once, before any
 * worker starts, and names it in TEST_TEMPLATE_DATABASE, which the workers inherit from this
 * process, so that each test file copies it instead of migrating its own (decision 0017). When
 * both projects run, the first makes the template and the other uses it; its maker drops it when
 * the run ends.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.TEST_TEMPLATE_DATABASE) return undefined;
  const template = await createTemplateDatabase();
  process.env.TEST_TEMPLATE_DATABASE = template.reference;
  return async () => {
    delete process.env.TEST_TEMPLATE_DATABASE;
    await template.destroy();
  };
}
