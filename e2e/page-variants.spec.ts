import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/**
 * One rendered page per page, whatever the URL adds: the server keys its page cache on the
 * parameters a page reads (apps/web/src/app/page-search.ts), so junk parameters (`?x=N`, tracking
 * tags, another order) never render a page again; 16 clients adding `?x=N` once pushed
 * /api/health from 14 ms to half a second. Also the HTML a validator reads: the module list in
 * <head>, no canonical link on a "not found", and a path with a line terminator a 404, not the app shell.
 */
const rendersOf = (headers: Record<string, string>) => (/render;dur=/.test(headers['server-timing'] ?? '') ? 1 : 0);

async function variants(request: APIRequestContext, urls: string[]) {
  const answers = [];
  for (const url of urls) {
    const response = await request.get(url);
    answers.push({ url, status: response.status(), headers: response.headers(), body: await response.text() });
  }
  return answers;
}

test.describe('rendered pages and their URLs', () => {
  test('a page is rendered at most once for any number of URLs adding parameters it does not read', async ({ request }) => {
    for (const [page, urls] of [
      ['university', Array.from({ length: 12 }, (_, i) => `/university/bowdoin-college?tab=costs&x=${i}&utm_source=mail`)],
      [
        'explore',
        Array.from({ length: 12 }, (_, i) => (i % 2 ? `/explore?state=ME&sort=name&x=${i}` : `/explore?x=${i}&sort=name&state=ME`)),
      ],
      ['home', Array.from({ length: 12 }, (_, i) => `/?ref=${i}`)],
      ['programs', Array.from({ length: 12 }, (_, i) => `/programs?sort=schools&junk=${i}`)],
    ] as const) {
      const answers = await variants(request, [...urls]);
      expect(new Set(answers.map((answer) => answer.status)), page).toEqual(new Set([200]));
      expect(new Set(answers.map((answer) => answer.headers.etag)).size, page).toBe(1);
      expect(
        answers.reduce((sum, answer) => sum + rendersOf(answer.headers), 0),
        page,
      ).toBeLessThanOrEqual(1);
    }
    // A parameter the page reads is another page.
    const [costs, campus] = await variants(request, ['/university/bowdoin-college?tab=costs', '/university/bowdoin-college?tab=campus']);
    expect(costs!.headers.etag).not.toBe(campus!.headers.etag);
  });

  test('a page reached with junk parameters hydrates as the page it is', async ({ page }) => {
    await page.goto('/university/bowdoin-college?tab=costs&utm_source=newsletter&x=1');
    await expect(page.getByRole('heading', { level: 1, name: 'Bowdoin College' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Costs & Aid' })).toHaveAttribute('aria-selected', 'true');
    await page.goto('/explore?x=2&state=ME&sort=name');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Universities' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Bowdoin College', exact: true }).first()).toBeVisible();
  });

  test('the module list sits in <head>; a "not found" names no canonical URL of its own', async ({ request }) => {
    const [found, missing] = await variants(request, ['/university/bowdoin-college', '/no/such/page']);
    const head = (body: string) => body.slice(0, body.indexOf('</head>'));
    expect(head(found!.body)).toContain('<meta name="app-modules"');
    expect(found!.body.slice(found!.body.indexOf('</head>'))).not.toContain('<meta name="app-modules"');
    expect(head(found!.body)).toContain('rel="canonical"');
    expect(missing!.status).toBe(404);
    expect(head(missing!.body)).toContain('<meta name="app-modules"');
    expect(missing!.body).not.toMatch(/rel="canonical"|property="og:url"/);
  });

  test('a path holding a line terminator (U+2028, U+2029, a line feed) answers 404 with the friendly page', async ({ request, page }) => {
    for (const url of ['/%E2%80%A8', '/explore%E2%80%A8', '/about%E2%80%A9x', '/x%0Ay', '/university/bowdoin-college%E2%80%A8']) {
      const response = await request.get(url);
      expect(response.status(), url).toBe(404);
      expect(await response.text(), url).toMatch(/Page not found|University not found/);
    }
    const response = await page.goto('/explore%E2%80%A8');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  });
});
