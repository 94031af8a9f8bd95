import type { APIRequestContext } from '@playwright/test';
import type { SchoolDetail } from '@campuspath/contract/school-detail';
import { fetchSchools } from './explore-page.ts';
import { expect, test } from './fixtures.ts';

/**
 * The public pages arrive rendered. These read the server's raw HTML, as a search engine
 * or a link preview does (no JavaScript runs), and compare it with the API's own answers.
 */

const html = async (request: APIRequestContext, url: string) => {
  const response = await request.get(url);
  return { status: response.status(), body: await response.text(), headers: response.headers() };
};
/** The HTML the server rendered into #root (before the data it carries for hydration). */
const rendered = (body: string) =>
  body.slice(body.indexOf('<div id="root">'), body.indexOf('<script type="application/json" id="app-data">'));
const collegeLinks = (body: string) => [...rendered(body).matchAll(/href="\/university\/([^"?#]+)"/g)].map((match) => match[1]);
const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

test.describe('raw server HTML', () => {
  test("a university page holds the college's name in <h1>, its stats, its description, canonical link and JSON-LD", async ({
    request,
    baseURL,
  }) => {
    const school = (await (await request.get('/api/schools/georgia-institute-of-technology-main-campus')).json()) as SchoolDetail;
    const { status, body } = await html(request, `/university/${school.id}`);
    expect(status).toBe(200);
    const page = rendered(body);
    expect(page).toMatch(new RegExp(`<h1[^>]*>${escapeHtml(school.name)}</h1>`));
    expect(page).toContain(escapeHtml(school.description));
    expect(page).toContain(school.size!.toLocaleString('en-US'));
    // The stats row, formatted as the page formats them (a whole percent from 10% up).
    expect(page).toContain(`>${Math.round(school.acceptance_rate!)}%<`);
    // Whichever id the link used, one canonical URL: the slug, absolute.
    expect(body).toContain(`<link rel="canonical" href="${baseURL}/university/${school.slug}" />`);
    expect(body).toContain(`<meta property="og:url" content="${baseURL}/university/${school.slug}" />`);
    const jsonLd = JSON.parse(/<script type="application\/ld\+json">(.*?)<\/script>/.exec(body)![1]!) as Record<string, unknown>;
    expect(jsonLd).toEqual({
      '@context': 'https://schema.org',
      '@type': 'CollegeOrUniversity',
      name: school.name,
      url: school.urls.website,
      address: {
        '@type': 'PostalAddress',
        streetAddress: school.mapLocation.address,
        addressLocality: school.mapLocation.city,
        addressRegion: school.mapLocation.state,
        postalCode: school.mapLocation.zip,
        addressCountry: 'US',
      },
      geo: { '@type': 'GeoCoordinates', latitude: school.mapLocation.coordinates!.lat, longitude: school.mapLocation.coordinates!.lng },
    });
  });

  test('every tab of a university page is rendered from its ?tab= link', async ({ request }) => {
    const tabs = {
      programs: 'Academic Programs',
      admissions: 'What this college considers',
      costs: 'Net price: what families actually pay',
    };
    for (const [tab, text] of Object.entries(tabs)) {
      const { body } = await html(request, `/university/williams-college?tab=${tab}`);
      expect(rendered(body), tab).toContain(text);
      expect(rendered(body)).toMatch(
        new RegExp(
          `<a[^>]*aria-selected="true"[^>]*href="/university/williams-college\\?tab=${tab}"|<a[^>]*href="/university/williams-college\\?tab=${tab}"[^>]*aria-selected="true"`,
        ),
      );
    }
  });

  test('Explore holds its first 12 colleges, for the default view and for a search', async ({ request }) => {
    for (const [url, query] of [
      ['/explore', ''],
      ['/explore?search=georgia%20tec', 'search=georgia tec'],
      ['/explore?state=VT&sort=name', 'state=VT&sort=name'],
    ] as const) {
      const expected = (await fetchSchools(request, query)).results.map((school) => school.slug);
      const { status, body } = await html(request, url);
      expect(status, url).toBe(200);
      expect(collegeLinks(body), url).toEqual(expected);
    }
    const search = await html(request, '/explore?search=georgia%20tec');
    expect(collegeLinks(search.body)[0]).toBe('georgia-institute-of-technology-main-campus');
  });

  test('home, Browse by major, a shared comparison and the static pages are rendered too', async ({ request }) => {
    const programs = (await (await request.get('/api/programs')).json()) as { fields: { name: string }[] };
    const pages = {
      '/': 'Navigate your college journey',
      '/programs': escapeHtml(programs.fields[0]!.name),
      '/compare?ids=166027,139755': 'Harvard University',
      '/about': '<h1',
      '/privacy': '<h1',
    };
    for (const [url, text] of Object.entries(pages)) {
      const { status, body } = await html(request, url);
      expect(status, url).toBe(200);
      expect(rendered(body), url).toContain(text);
    }
  });

  test('an unknown path and an unknown college answer 404 with the friendly page', async ({ request }) => {
    const path = await html(request, '/no/such/page');
    expect(path.status).toBe(404);
    expect(rendered(path.body)).toContain('Page not found');
    const school = await html(request, '/university/no-such-college');
    expect(school.status).toBe(404);
    expect(rendered(school.body)).toContain('University not found');
  });

  test('a rendered page carries an ETag and answers 304 to it; workspace pages are the app shell', async ({ request }) => {
    const first = await html(request, '/university/williams-college');
    expect(first.headers.etag).toBeTruthy();
    const again = await request.get('/university/williams-college', { headers: { 'if-none-match': first.headers.etag! } });
    expect(again.status()).toBe(304);
    const shell = await html(request, '/dashboard');
    expect(shell.status).toBe(200);
    expect(shell.body).toContain('<div id="root"></div>');
  });

  test('sitemap.xml lists every college (all 3,031), Browse by major and the static pages; robots.txt names it', async ({
    request,
    baseURL,
  }) => {
    const health = (await (await request.get('/api/health')).json()) as { dataset: { schools: number } };
    expect(health.dataset.schools).toBe(3031);
    const { body } = await html(request, '/sitemap.xml');
    const locations = [...body.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!);
    expect(locations.filter((url) => url.startsWith(`${baseURL}/university/`))).toHaveLength(health.dataset.schools);
    expect(locations).toEqual(expect.arrayContaining([`${baseURL}/`, `${baseURL}/programs`, `${baseURL}/about`, `${baseURL}/privacy`]));
    expect((await html(request, '/robots.txt')).body).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the search form, the college links and the tabs work', async ({ page, request }) => {
    const expected = (await fetchSchools(request, 'search=georgia tec')).results[0]!;
    await page.goto('/');
    // The header's links, on a phone too (where the Menu button needs JavaScript).
    await expect(page.getByRole('banner').getByRole('link', { name: 'Explore' }).first()).toBeVisible();
    await page
      .getByRole('searchbox', { name: 'Search colleges' })
      .or(page.getByRole('combobox', { name: 'Search colleges' }))
      .fill('georgia tec');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page).toHaveURL(/\/explore\?search=georgia\+tec$/);
    await page.locator(`a[href="/university/${expected.slug}"]`).first().click();
    await expect(page.getByRole('heading', { level: 1, name: expected.name })).toBeVisible();
    await page.getByRole('tab', { name: 'Costs & Aid' }).click();
    await expect(page).toHaveURL(/\?tab=costs$/);
    await expect(page.getByRole('heading', { name: 'Net price: what families actually pay' })).toBeVisible();
  });
});
