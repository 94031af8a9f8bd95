import type { APIRequestContext } from '@playwright/test';
import type { SchoolDetail } from '@campuspath/contract/school-detail';
import { expect, test } from './fixtures.ts';

const SLUG = 'university-of-michigan-ann-arbor';

async function detail(request: APIRequestContext, id: string): Promise<SchoolDetail> {
  return (await request.get(`/api/schools/${id}`)).json();
}

test('a university page shows real stats and every tab, each linkable', async ({ page, request, checkA11y }) => {
  test.slow(); // an axe scan of each of five tabs
  const school = await detail(request, SLUG);
  await page.goto(`/university/${SLUG}`);
  await expect(page.getByRole('heading', { level: 1, name: school.name })).toBeVisible();
  await expect(page).toHaveTitle(`${school.name} | CampusPath`);
  await expect(page.getByText(school.size!.toLocaleString('en-US'), { exact: true })).toBeVisible();
  await expect(page.getByText(`$${school.tuition['In-state']!.toLocaleString('en-US')}`, { exact: true }).first()).toBeVisible();
  await expect(page.getByText(school.description)).toBeVisible();
  await checkA11y();

  const tabs = [
    ['Academic Programs', 'programs', page.getByRole('tabpanel').getByRole('heading', { name: school.programs[0]!.name, exact: true })],
    ['Admissions', 'admissions', page.getByRole('heading', { name: 'What this college considers' })],
    ['Costs & Aid', 'costs', page.getByRole('heading', { name: 'Net price: what families actually pay' })],
    ['Campus Life', 'campus', page.getByRole('heading', { name: 'Address' })],
  ] as const;
  for (const [label, id, content] of tabs) {
    await page.getByRole('tab', { name: label }).click();
    await expect(page).toHaveURL(new RegExp(`tab=${id}`));
    await expect(content).toBeVisible();
    await checkA11y();
  }

  // A copied link opens the same tab.
  await page.goto(`/university/${SLUG}?tab=costs`);
  await expect(page.getByRole('tab', { name: 'Costs & Aid' })).toHaveAttribute('aria-selected', 'true');
});

test('the costs tab shows the net price for each family-income band and links to the calculator', async ({ page, request }) => {
  const school = await detail(request, 'williams-college');
  await page.goto('/university/williams-college?tab=costs');
  const table = page.getByRole('table', { name: 'Average net price by family income' });
  for (const [band, price] of Object.entries(school.netPriceByIncome)) {
    expect(band).toBeTruthy();
    // As the page formats money: a negative net price (grants above the cost, as reported) reads "-$2,421".
    const shown = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(price!);
    await expect(table.getByText(shown, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('link', { name: /net price calculator/ })).toHaveAttribute('href', school.urls.netPriceCalculator!);
  if (Object.values(school.netPriceByIncome).some((price) => price !== null && price < 0)) {
    await expect(page.getByTestId('negative-net-price-note')).toContainText('more in grants than');
  }
});

test('the departments card expands and collapses', async ({ page, request }) => {
  const majors: Record<string, number> = await (await request.get(`/api/schools/${SLUG}/majors`)).json();
  const names = Object.entries(majors)
    .sort(([, a], [, b]) => b - a)
    .map(([name]) => name);
  await page.goto(`/university/${SLUG}`);
  const card = page.locator('section', { has: page.getByRole('heading', { name: 'Departments' }) });
  await expect(card.getByRole('listitem')).toHaveCount(3);
  await expect(card.getByText(names[0]!)).toBeVisible();
  await card.getByRole('button', { name: `See ${names.length - 3} More Departments` }).click();
  await expect(card.getByRole('listitem')).toHaveCount(names.length);
  await card.getByRole('button', { name: 'Show Less' }).click();
  await expect(card.getByRole('listitem')).toHaveCount(3);
});

test('programs can be searched and filtered, with a clear empty state', async ({ page, request }) => {
  const school = await detail(request, SLUG);
  await page.goto(`/university/${SLUG}?tab=programs`);
  const programs = page.getByRole('tabpanel').getByRole('listitem');
  await expect(programs).toHaveCount(school.programs.length);

  await page.getByRole('button', { name: 'Popular', exact: true }).click();
  await expect(programs).toHaveCount(school.programs.filter((p) => p.isPopular).length);
  await page.getByRole('button', { name: 'All', exact: true }).click();

  await page.getByLabel('Search programs').fill('ENGINEER');
  const matching = school.programs.filter((p) => `${p.name} ${p.cipTitle} ${p.description}`.toLowerCase().includes('engineer'));
  await expect(programs).toHaveCount(matching.length);

  await page.getByLabel('Search programs').fill('underwater basket weaving');
  await expect(page.getByText('No programs match your search criteria.')).toBeVisible();
  await page.getByRole('button', { name: 'Clear Filters' }).click();
  await expect(programs).toHaveCount(school.programs.length);

  await page.getByRole('button', { name: 'Graduate', exact: true }).click();
  await expect(page.getByText('No programs match your search criteria.')).toBeVisible();
});

test('similar universities are real schools that link to their pages', async ({ page, request }) => {
  const similar = await (await request.get(`/api/schools/${SLUG}/similar`)).json();
  await page.goto(`/university/${SLUG}`);
  const first = similar.results[0].school;
  await page.getByRole('link', { name: first.name }).click();
  await expect(page).toHaveURL(`/university/${first.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: first.name })).toBeVisible();
});

test('start application asks a signed-out student to sign in first', async ({ page, request }) => {
  const school = await detail(request, SLUG);
  await page.goto(`/university/${SLUG}`);
  await page.getByRole('link', { name: 'Start Application' }).click();
  await expect(page).toHaveURL(`/login?redirectTo=${encodeURIComponent(`/applications/new?school=${school.id}`)}`);
});

test('an unknown university shows the not-found message', async ({ page, checkA11y, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 404/);
  await page.goto('/university/no-such-college');
  await expect(page.getByRole('heading', { name: 'University not found' })).toBeVisible();
  await expect(page.getByText("Sorry, we couldn't find the university you're looking for.")).toBeVisible();
  await checkA11y();
});

test('a failed load shows the error state with Try Again', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/status of 500/);
  let fail = true;
  await page.route(`**/api/schools/${SLUG}`, (route) =>
    fail
      ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"internal","message":"Internal error"}' })
      : route.continue(),
  );
  // A college's page arrives rendered with its data; the browser loads it when the student moves
  // there inside the app (here from Explore's card).
  await page.goto('/explore?search=university%20of%20michigan');
  await page.locator(`a[href="/university/${SLUG}"]`).first().click();
  await expect(page.getByRole('heading', { name: 'Error Loading University' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Failed to load university details. Please try again later.')).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'University of Michigan-Ann Arbor' })).toBeVisible();
});

test('save survives a reload, and share copies the link where Web Share is missing', async ({ page, context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/university/williams-college');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Saved' })).toBeVisible();

  await page.evaluate(() => Object.defineProperty(navigator, 'share', { value: undefined, configurable: true }));
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('/university/williams-college');
});

test('the campus tab draws an offline map and links to OpenStreetMap at the coordinates', async ({ page, request }) => {
  const school = await detail(request, 'williams-college');
  const { lat, lng } = school.mapLocation.coordinates!;
  await page.goto('/university/williams-college?tab=campus');
  await expect(page.getByRole('img', { name: /Map showing Williams College/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /View Campus Map/ })).toHaveAttribute('href', new RegExp(`mlat=${lat}&mlon=${lng}`));
});

test('shared links preview the school: the server puts its name in the HTML', async ({ request }) => {
  const html = await (await request.get('/university/williams-college')).text();
  expect(html).toContain('<title>Williams College | CampusPath</title>');
  expect(html).toContain('property="og:title"');
});
