import { expect, test } from './fixtures.ts';

/** The static pages: each renders its one h1, names itself in the tab title, and passes axe. */
const PAGES = [
  { path: '/about', h1: 'About CampusPath', text: ['16 January 2025', 'HD2024', 'ADM2022', 'public domain', 'free'] },
  { path: '/features', h1: 'What CampusPath does', text: ['3,000+', 'Typo-tolerant', 'net price'] },
  {
    path: '/financial-aid',
    h1: 'Paying for college',
    text: [
      '$0–30,000',
      '$30,001–48,000',
      '$48,001–75,000',
      '$75,001–110,000',
      'Over $110,000',
      'October 1',
      'June 30',
      'net price calculator',
    ],
  },
  { path: '/contact', h1: 'Contact', text: ['IPEDS', 'API docs'] },
  { path: '/privacy', h1: 'Privacy Policy', text: ['export all your data as JSON', 'delete your account', "We don't sell your data"] },
  { path: '/terms', h1: 'Terms of Service', text: ['as is'] },
  { path: '/cookies', h1: 'Cookie Policy', text: ['httpOnly', 'local storage', 'No tracking or advertising cookies'] },
];

for (const { path, h1, text } of PAGES) {
  test(`${path} renders its heading and content, accessibly`, async ({ page, checkA11y }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page).toHaveTitle(`${h1} | CampusPath`);
    for (const snippet of text) await expect(page.getByRole('main')).toContainText(snippet, { ignoreCase: true });
    await checkA11y();
  });
}

test('every static page fits from 360 px to 1440 px wide without sideways scrolling', async ({ page }) => {
  for (const width of [360, 1440]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of ['/', ...PAGES.map((p) => p.path), '/no/such/page']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${path} at ${width}px`).toBeLessThanOrEqual(width);
    }
  }
});

test('an unknown path shows a friendly 404 page with links home and to Explore', async ({ page, checkA11y }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page).toHaveTitle('Page not found | CampusPath');
  await expect(page.getByRole('main').getByRole('link', { name: 'Explore colleges' })).toHaveAttribute('href', '/explore');
  await checkA11y();
  await page.getByRole('main').getByRole('link', { name: 'Go home' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Navigate your college journey with confidence');
});
