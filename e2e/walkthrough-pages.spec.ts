import { COMMON_APP_ESSAY } from '@campuspath/contract/essay-season';
import { expect, test } from './fixtures.ts';

/**
 * The guides and company pages the footer links to are real (their headings and words are in
 * pages.spec.ts): the footer links only to them, and the essay, test prep and tours pages do
 * what they say without inventing anything.
 */

test('the footer links only to real pages, each of them in the sitemap', async ({ page, request }) => {
  await page.goto('/about');
  const footer = page.getByRole('contentinfo');
  await footer.scrollIntoViewIfNeeded();
  await expect(footer.getByRole('link', { name: 'Careers' })).toBeVisible();
  const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const href of new Set(hrefs.filter((href) => href.startsWith('/') && !href.startsWith('/api/')))) {
    const path = href.split(/[?#]/)[0]!;
    expect((await request.get(path)).status(), href).toBe(200);
    if (!href.includes('?')) expect(sitemap, href).toContain(`${path}</loc>`);
  }
  for (const path of ['/guides', '/essay-tips', '/test-prep', '/scholarships', '/virtual-tours', '/careers']) {
    expect(hrefs, path).toContain(path);
  }
});

test('the essay page never shows reworded prompts as official and links Common App for the wording', async ({ page }) => {
  await page.goto('/essay-tips');
  await expect(page.getByTestId('not-official-prompts')).toContainText('our short summaries of the topics, not the prompts');
  await expect(page.getByRole('list', { name: 'Topics of the seven prompts, summarised by CampusPath' }).getByRole('listitem')).toHaveCount(
    COMMON_APP_ESSAY.topics.length,
  );
  await expect(page.getByRole('link', { name: /Common App's own website/ })).toHaveAttribute('href', COMMON_APP_ESSAY.officialUrl);
  await expect(page.getByRole('link', { name: 'essays' })).toHaveAttribute('href', '/applications?tab=essays');
});

test('test prep counts the colleges by the test policy they report, each leading to Explore', async ({ page, request }) => {
  await page.goto('/test-prep');
  const counts = page.getByRole('list', { name: 'Colleges by test policy' });
  const optional = (await (await request.get('/api/schools?testPolicy=optional&limit=1')).json()) as { count: number };
  await expect(counts.getByRole('listitem').filter({ hasText: 'Test-optional' })).toContainText(optional.count.toLocaleString('en-US'));
  await counts.getByRole('link', { name: /^Test-optional/ }).click();
  await expect(page).toHaveURL(/\/explore\?testPolicy=optional/);
});

test("tours and visits: a college search leads to the college's admissions website, never to a claimed tour", async ({
  page,
  checkA11y,
}) => {
  await page.goto('/virtual-tours');
  await page.getByLabel('College name').fill('Georgia Tech');
  await page.getByRole('button', { name: 'Find its tours' }).click();
  await expect(page).toHaveURL(/\/virtual-tours\?search=Georgia\+Tech/);
  const results = page.getByTestId('tour-results');
  await results.getByRole('link', { name: 'Georgia Institute of Technology-Main Campus' }).click();
  const college = page.getByTestId('tour-college');
  await expect(college.getByRole('heading', { name: 'Georgia Institute of Technology-Main Campus' })).toBeVisible();
  await expect(college.getByRole('link', { name: /gatech\.edu/ })).toHaveAttribute('href', /^https?:\/\/[^/]*gatech\.edu/);
  await expect(college).toContainText('reported it to the U.S. Department of Education');
  await expect(college).toContainText('Whether it offers a virtual tour is for its site to say');
  await checkA11y();
});
