import { createTemplateDatabase, TEMPLATE_DATABASE_ENV } from './test-database.ts';

/**
 * Vitest globalSetup of both API projects: migrates the run's template database once, before any
 * worker starts, and names it to the workers (which inherit this process's environment) so that
 * each test file copies it instead of migrating its own (decision 0017). When both projects run,
 * the first makes the template and the other uses it; its maker drops it when the run ends.
 */
export default async function setup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env[TEMPLATE_DATABASE_ENV]) return undefined;
  const template = await createTemplateDatabase();
  process.env[TEMPLATE_DATABASE_ENV] = template.reference;
  return async () => {
    delete process.env[TEMPLATE_DATABASE_ENV];
    await template.destroy();
  };
}
