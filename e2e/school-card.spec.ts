import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { cards, fetchSchools, type ApiSchool } from './explore-page.ts';

/** University cards: formatting rules checked against the API's own data (spec section 2, "University card"). */

const tuition = (amount: number | null) => (amount === null ? 'Not reported' : `$${Math.round(amount / 1000)}k`);
const size = (students: number | null) =>
  students === null ? 'Not reported' : students >= 10_000 ? `${Math.round(students / 1000)}k` : students.toLocaleString('en-US');

async function expectCardsMatch(page: Page, schools: ApiSchool[]) {
  await expect(cards(page)).toHaveCount(schools.length);
  for (const [index, school] of schools.entries()) {
    const card = cards(page).nth(index);
    await expect(card.getByRole('heading')).toHaveText(school.name);
    await expect(card.getByRole('link', { name: school.name })).toHaveAttribute('href', `/university/${school.slug}`);
    await expect(card.getByTestId('school-location')).toHaveText(school.location);
    await expect(card.getByTestId('school-tuition')).toHaveText(tuition(school.tuition['In-state']));
    await expect(card.getByTestId('school-size')).toHaveText(size(school.size));
    const shown = school.popular_majors.slice(0, 3);
    const more = school.popular_majors.length - shown.length;
    await expect(card.getByTestId('school-majors').getByRole('listitem')).toHaveText(more > 0 ? [...shown, `+${more} more`] : shown);
  }
}

test('cards show tuition as $Nk, size in full or as Nk, and at most 3 majors then +N more', async ({ page, request }) => {
  // Largest first: every size is 10,000 or more ("Nk").
  const large = await fetchSchools(request, 'sort=size');
  expect(large.results.every((school) => (school.size ?? 0) >= 10_000)).toBe(true);
  await page.goto('/explore?sort=size');
  await expectCardsMatch(page, large.results);

  // Small schools: sizes in full with separators.
  const small = await fetchSchools(request, 'size=small&sort=size');
  expect(small.results.some((school) => (school.size ?? 0) >= 1000)).toBe(true);
  await page.goto('/explore?size=small&sort=size');
  await expectCardsMatch(page, small.results);

  expect([...large.results, ...small.results].some((school) => school.popular_majors.length > 3)).toBe(true);
});

test('the whole card links to the university page; the bookmark sits above the link', async ({ page, request }) => {
  const { results } = await fetchSchools(request, 'search=georgia tec');
  const school = results[0]!;
  await page.goto('/explore?search=georgia+tec');
  const card = cards(page).first();
  await expect(card.getByRole('heading')).toHaveText(school.name);
  const box = (await card.boundingBox())!;
  // A point on the decorative art (not the title) belongs to the card's link ...
  const artHref = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.getAttribute('href'),
    [box.x + 20, box.y + 20],
  );
  expect(artHref).toBe(`/university/${school.slug}`);
  // ... while the bookmark is its own button, not inside the link.
  const bookmark = card.getByRole('button', { name: `Save ${school.name}` });
  await expect(bookmark.locator('xpath=ancestor::a')).toHaveCount(0);
  const bookmarkBox = (await bookmark.boundingBox())!;
  const topmost = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.getAttribute('aria-label'),
    [bookmarkBox.x + bookmarkBox.width / 2, bookmarkBox.y + bookmarkBox.height / 2],
  );
  expect(topmost).toBe(`Save ${school.name}`);
});

test('the bookmark toggles without navigating and survives a reload', async ({ page, request }) => {
  const { results } = await fetchSchools(request, 'state=VT');
  const school = results[1]!;
  await page.goto('/explore?state=VT');
  const card = cards(page).nth(1);
  await expect(card.getByRole('heading')).toHaveText(school.name);

  const save = card.getByRole('button', { name: `Save ${school.name}` });
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await save.click();
  const remove = card.getByRole('button', { name: `Remove ${school.name} from saved` });
  await expect(remove).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/explore\?state=VT$/);

  await page.reload();
  await expect(remove).toHaveAttribute('aria-pressed', 'true');
  // Only that school is saved.
  await expect(page.getByRole('button', { pressed: true, name: /^Remove / })).toHaveCount(1);
  await remove.click();
  await expect(save).toHaveAttribute('aria-pressed', 'false');
  await page.reload();
  await expect(save).toHaveAttribute('aria-pressed', 'false');
});

test('cards are reachable and openable from the keyboard', async ({ page, request }) => {
  const { results } = await fetchSchools(request, 'state=VT');
  await page.goto('/explore?state=VT');
  const link = cards(page).first().getByRole('link', { name: results[0]!.name });
  await link.focus();
  await expect(link).toBeFocused();
  const outline = await link.evaluate((element) => getComputedStyle(element, '::after').outlineStyle);
  expect(outline).not.toBe('none');
});
