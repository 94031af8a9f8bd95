import { expect, test } from './fixtures.ts';
test('shots', async ({ page }) => {
  for (const [w, h, tag] of [[1280, 1800, 'desktop'], [390, 4000, 'phone']] as const) {
    await page.setViewportSize({ width: w, height: h });
    await page.goto('/es/university/139755');
    await expect(page.getByText('Abre el CSS Profile')).toBeVisible();
    await page.waitForTimeout(1500);
    await page.screenshot({ path: `/tmp/es-college-${tag}.png`, fullPage: tag === 'desktop' });
    if (tag === 'phone') {
      const about = page.locator('section').filter({ hasText: 'Departamentos' }).first();
      await about.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `/tmp/es-college-phone-dept.png` });
    }
  }
  console.log(await page.locator('main').innerText());
});
