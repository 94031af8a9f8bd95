import type { APIRequestContext, Page } from '@playwright/test';
import { a11yViolations } from './a11y.ts';
import { signUpViaApi } from './auth-helpers.ts';
import { cards, fetchSchools } from './explore-page.ts';
import { expect, sameOnPhone, test } from './fixtures.ts';

/**
 * Compare: "Add to comparison" on cards, the compare tray, the comparison table (best
 * values, "Not reported", the student's net price for an income band), sharing its link into a
 * fresh browser, and the list kept on the account and merged on sign-in. Expectations come from
 * the real API.
 */

interface ComparedSchool {
  id: number;
  name: string;
  control: string;
  netPriceByIncome: Record<string, number | null>;
  outcomes: { graduationRate: number | null };
  admissions: { sat: { composite: { p25: number | null; p75: number | null } } };
}

const usd = (amount: number) => `$${Math.round(amount).toLocaleString('en-US')}`;
const tray = (page: Page) => page.getByTestId('compare-tray');
const table = (page: Page) => page.getByTestId('comparison-table');
const columnNames = (page: Page) => table(page).locator('thead th[scope="col"] a');
const row = (page: Page, key: string) => table(page).locator(`tr[data-row="${key}"]`);

async function compareApi(request: APIRequestContext, ids: readonly number[]): Promise<ComparedSchool[]> {
  const response = await request.get(`/api/compare?ids=${ids.join(',')}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { schools: ComparedSchool[] }).schools;
}

/** The tray starts collapsed on phones: open it to see the names. */
async function openTray(page: Page) {
  const toggle = tray(page).getByRole('button', { name: /of 6/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
}

const addOnCard = (page: Page, name: string) =>
  cards(page)
    .filter({ hasText: name })
    .getByRole('button', { name: `Add ${name} to comparison` })
    .click();

test('a visitor compares three schools from Explore, changes the income band and shares the link', async ({
  page,
  browser,
  request,
  checkA11y,
}) => {
  // A long journey with four axe scans on a shared machine.
  test.slow();
  const { results } = await fetchSchools(request, 'state=VT');
  const [first, second, third, fourth] = results as [(typeof results)[0], (typeof results)[0], (typeof results)[0], (typeof results)[0]];

  await page.goto('/explore?state=VT');
  await addOnCard(page, first.name);
  await addOnCard(page, second.name);
  await addOnCard(page, third.name);
  await expect(tray(page)).toBeVisible();
  await openTray(page);
  await expect(tray(page).getByRole('listitem')).toHaveText([first.name, second.name, third.name]);
  await expect(
    cards(page)
      .filter({ hasText: first.name })
      .getByRole('button', { name: `Remove ${first.name} from comparison` }),
  ).toHaveAttribute('aria-pressed', 'true');
  await checkA11y();

  // Remove one in the tray, add another from its card.
  await tray(page)
    .getByRole('button', { name: `Remove ${second.name} from comparison` })
    .click();
  await addOnCard(page, fourth.name);
  await expect(tray(page).getByRole('listitem')).toHaveText([first.name, third.name, fourth.name]);
  const chosen = [first.id, third.id, fourth.id];

  await tray(page).getByRole('link', { name: 'Compare (3)' }).click();
  await expect(page).toHaveURL(`/compare?ids=${chosen.join(',')}`);
  await expect(columnNames(page)).toHaveText([first.name, third.name, fourth.name]);
  const schools = await compareApi(request, chosen);

  // Best graduation rate: highlighted with text, only when one school has it.
  const rates = schools.map((school) =>
    school.outcomes.graduationRate === null ? null : Math.round(school.outcomes.graduationRate * 100),
  );
  const top = Math.max(...rates.filter((rate): rate is number => rate !== null));
  const graduation = row(page, 'graduation').locator('td');
  if (rates.filter((rate) => rate === top).length === 1) {
    await expect(graduation.nth(rates.indexOf(top))).toContainText(`${top}%`);
    await expect(graduation.nth(rates.indexOf(top))).toContainText('Best');
    await expect(row(page, 'graduation').getByTestId('best-badge')).toHaveCount(1);
  }
  // Missing SAT ranges read "Not reported", never a guess.
  const sat = row(page, 'sat').locator('td');
  for (const [index, school] of schools.entries()) {
    const { p25, p75 } = school.admissions.sat.composite;
    // A range of another fall than the row's says its own fall under it.
    await expect(sat.nth(index)).toHaveText(p25 === null || p75 === null ? 'Not reported' : new RegExp(`^${p25}–${p75}(fall \\d{4})?$`));
  }
  await expect(row(page, 'your-net-price')).toContainText('Choose your family income above');
  await checkA11y();

  // The student's estimated net price follows the income band.
  const yourNetPrice = row(page, 'your-net-price').locator('td');
  for (const band of ['0-30k', '110k-plus']) {
    await page.getByLabel('Family income').selectOption(band);
    for (const [index, school] of schools.entries()) {
      const figure = school.netPriceByIncome[band];
      await expect(yourNetPrice.nth(index)).toContainText(figure === null || figure === undefined ? 'Not reported' : usd(figure));
    }
  }
  await checkA11y();

  // Share: the link carries the schools; a fresh browser sees the same table and keeps its own (empty) list.
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByText('Link copied.').or(page.getByTestId('compare-link-field'))).toBeVisible();
  const field = page.getByTestId('compare-link-field');
  const shared = (await field.isVisible()) ? await field.inputValue() : await page.evaluate(() => navigator.clipboard.readText());
  expect(new URL(shared).pathname + new URL(shared).search).toBe(`/compare?ids=${chosen.join(',')}`);

  const fresh = await browser.newContext();
  const other = await fresh.newPage();
  await other.goto(shared);
  await expect(columnNames(other)).toHaveText([first.name, third.name, fourth.name]);
  await expect(other.getByTestId('compare-ownership')).toContainText('A shared comparison');
  await expect(row(other, 'sat').locator('td')).toHaveText(await sat.allTextContents());
  expect(await other.evaluate(() => window.localStorage.getItem('campuspath.compare'))).toBeNull();
  expect(await a11yViolations(other, test.info().project.name)).toEqual([]);
  await fresh.close();

  // Removing a column of one's own list updates the list and the link.
  await page.getByRole('button', { name: `Remove ${third.name} from comparison` }).click();
  await expect(page).toHaveURL(`/compare?ids=${first.id},${fourth.id}`);
  await expect(columnNames(page)).toHaveText([first.name, fourth.name]);
  expect(await page.evaluate(() => window.localStorage.getItem('campuspath.compare'))).toBe(JSON.stringify([first.id, fourth.id]));
});

test('on a phone the first column stays put while the table scrolls sideways', async ({ page, request, checkA11y }) => {
  const { results } = await fetchSchools(request, 'state=VT');
  const ids = results.slice(0, 4).map((school) => school.id);
  await page.goto(`/compare?ids=${ids.join(',')}`);
  await expect(columnNames(page)).toHaveCount(4);
  const box = page.getByTestId('comparison-scroll');
  const label = row(page, 'type').locator('th');
  const firstCell = row(page, 'type').locator('td').first();
  const before = { label: (await label.boundingBox())!.x, cell: (await firstCell.boundingBox())!.x };
  const scrollable = await box.evaluate((element) => element.scrollWidth > element.clientWidth);
  if (test.info().project.name === 'phone') expect(scrollable).toBe(true);
  if (scrollable) {
    await box.evaluate((element) => element.scrollBy({ left: 300 }));
    await expect.poll(async () => (await firstCell.boundingBox())!.x).toBeLessThan(before.cell - 100);
    expect((await label.boundingBox())!.x).toBeCloseTo(before.label, 0);
  }
  await checkA11y();
});

test(
  'a signed-in student keeps the list on the account, merged with the one made before signing in',
  sameOnPhone,
  async ({ page, request, checkA11y }) => {
    test.slow();
    const { results } = await fetchSchools(request, 'state=VT');
    const [a, b, c, d, e, f, g, h] = results.map((school) => school);
    expect(h).toBeDefined();

    // As a visitor: two schools, in this browser only.
    await page.goto('/explore?state=VT');
    await addOnCard(page, b!.name);
    await addOnCard(page, c!.name);
    await expect(tray(page)).toBeVisible();

    // Signed in, with five schools already on the account: one of the visitor's does not fit.
    await signUpViaApi(page);
    const put = await page.request.put('/api/compare-list', { data: { schoolIds: [a!.id, d!.id, e!.id, f!.id, g!.id] } });
    expect(put.status()).toBe(200);
    await page.reload();
    await expect(page.getByTestId('compare-message')).toContainText('1 university chosen in this browser did not fit');
    const listed = async () => ((await (await page.request.get('/api/compare-list')).json()) as { schoolIds: number[] }).schoolIds;
    await expect.poll(listed).toEqual([a!.id, d!.id, e!.id, f!.id, g!.id, b!.id]);
    expect(await page.evaluate(() => window.localStorage.getItem('campuspath.compare'))).toBeNull();
    await checkA11y();

    // Full: adding a seventh says why instead of doing nothing.
    await cards(page)
      .filter({ hasText: h!.name })
      .getByRole('button', { name: `Add ${h!.name} to comparison` })
      .click();
    await expect(page.getByTestId('compare-message')).toHaveText('You can compare up to 6 universities. Remove one to add another.');

    // The list survives a reload; /compare alone opens it with its ids in the URL.
    await page.reload();
    await openTray(page);
    await expect(tray(page).getByRole('listitem')).toHaveCount(6);
    await page.goto('/compare');
    await expect(page).toHaveURL(`/compare?ids=${[a, d, e, f, g, b].map((school) => school!.id).join(',')}`);
    await expect(columnNames(page)).toHaveCount(6);
    await expect(page.getByTestId('compare-ownership')).toContainText('This is your comparison list');
    await checkA11y();

    await page.getByRole('button', { name: `Remove ${d!.name} from comparison` }).click();
    await expect(columnNames(page)).toHaveCount(5);
    await expect.poll(listed).toEqual([a!.id, e!.id, f!.id, g!.id, b!.id]);
  },
);

test('the university page adds the school to the comparison and links to it', sameOnPhone, async ({ page, checkA11y }) => {
  await page.goto('/university/williams-college');
  await page.getByRole('button', { name: 'Add Williams College to Comparison' }).click();
  // exact: the tray's own button says "from comparison" too.
  await expect(page.getByRole('button', { name: 'Remove Williams College from Comparison', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(tray(page)).toBeVisible();
  await checkA11y();
  await page.getByRole('link', { name: 'Open the comparison' }).click();
  await expect(columnNames(page)).toHaveText(['Williams College']);
});
