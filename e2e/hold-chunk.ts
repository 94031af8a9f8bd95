import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/**
 * Holds the chunk built from the web module `source` (a path in apps/web, or `index.html` for the
 * entry) until the returned `release` is called: a slow network's order, every time.
 */
export async function holdChunk(page: Page, source: string): Promise<() => void> {
  const dist = process.env.E2E_WEB_DIST ?? join(import.meta.dirname, '../apps/web/dist');
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8')) as Record<string, { file: string }>;
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/${manifest[source]!.file}`, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
