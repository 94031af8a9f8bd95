import { englishLeftovers } from './english-leftovers.ts';
import { expect, test, waitForHydration } from './fixtures.ts';

test('temp: leftovers, overflow and screenshots', async ({ page }) => {
  test.setTimeout(240_000);
  await page.goto('/guides');
  await waitForHydration(page);
  const english = await englishLeftovers(page);
  console.log('english page leftovers', english.length, english.slice(0, 3));
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    for (const path of ['/es/guides', '/es/financial-aid', '/guides', '/financial-aid', '/es/about', '/es/features', '/es/contact', '/es/careers', '/es/no-such-page']) {
      await page.goto(path);
      await waitForHydration(page).catch(() => undefined);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      const left = path.startsWith('/es') ? await englishLeftovers(page) : [];
      console.log(width, path, 'overflow', overflow, 'leftovers', JSON.stringify(left));
      await page.screenshot({ path: `/tmp/es-pages-${width}${path.replaceAll('/', '-')}.png`, fullPage: true });
    }
  }
  expect(english.length).toBeGreaterThan(0);
});
