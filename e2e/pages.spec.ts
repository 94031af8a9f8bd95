import { expect, test } from './fixtures.ts';

/** The static pages: each renders its one h1, names itself in the tab title, and passes axe. */
const PAGES = [
  { path: '/about', h1: 'About CampusPath', text: ['16 January 2025', 'HD2024', 'ADM2022', 'public domain', 'free'] },
  {
    path: '/features',
    h1: 'What CampusPath does',
    text: ['3,000+', 'Typo-tolerant', 'net price', 'Parents and guardians', 'Counselors', 'calendar feed', 'admission history'],
  },
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
  {
    path: '/privacy',
    h1: 'Privacy Policy',
    text: [
      'export all your data as JSON',
      'delete your account',
      "We don't sell your data",
      // It tells the truth for every role, not only for students.
      'Parents and guardians',
      'Counselors',
      'Teachers and other recommenders',
      'last viewed',
      'notes',
      'past applicants',
      'Never names',
      'Students:',
      'Parents and guardians:',
      'Counselors:',
    ],
  },
  { path: '/terms', h1: 'Terms of Service', text: ['as is', 'Sharing a plan', 'high school'] },
  {
    path: '/cookies',
    h1: 'Cookie Policy',
    text: [
      'httpOnly',
      'local storage',
      'No tracking or advertising cookies',
      '30 days',
      'comparison list',
      'Parents, counselors and students',
    ],
  },
  // The guides and company pages the footer links to.
  { path: '/guides', h1: 'The college season, step by step', text: ['junior year', 'May 1', 'Deposit at one college only'] },
  { path: '/essay-tips', h1: 'Essay tips', text: ['250 to 650 words', 'not the prompts', 'supplements', 'Challenges and circumstances'] },
  { path: '/test-prep', h1: 'SAT and ACT prep', text: ['Bluebook', 'Test-optional', 'no estimate'] },
  { path: '/scholarships', h1: 'Finding scholarships', text: ['lists no scholarships', 'scam', 'FAFSA'] },
  { path: '/virtual-tours', h1: 'Campus tours and visits', text: ['admissions website', 'never say one does'] },
  { path: '/careers', h1: 'Careers', text: ['no open positions'] },
];

for (const { path, h1, text } of PAGES) {
  test(`${path} renders its heading and content, server-rendered and accessibly`, async ({ page, request, checkA11y }) => {
    const html = await (await request.get(path)).text();
    expect(html, 'rendered by the server').toContain(h1.replace(/'/g, '&#x27;'));
    expect(html, 'a description for search engines').toMatch(/<meta name="description" content="[^"]{40,}"/);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
    await expect(page).toHaveTitle(`${h1} | CampusPath`);
    for (const snippet of text) await expect(page.getByRole('main')).toContainText(snippet, { ignoreCase: true });
    await checkA11y();
  });
}

test('every static page fits from 360 px to 1440 px wide without sideways scrolling', async ({ page }) => {
  // Some thirty page loads: more than the default test time on a busy machine.
  test.slow();
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
