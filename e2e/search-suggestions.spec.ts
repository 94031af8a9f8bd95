import type { APIRequestContext, Locator, Page } from '@playwright/test';
import type { SuggestResponse, Suggestion } from '@campuspath/contract/schools-suggest';
import type { SchoolListResponse } from '@campuspath/contract/schools';
import { expect, test } from './fixtures.ts';
import { countText, resultCount, urlParams } from './explore-page.ts';

/**
 * Search that understands what students type, in the browser: suggestions while typing
 * on the home and Explore boxes (an ARIA 1.2 combobox), and plain-language searches shown as
 * removable filter chips held in the URL. Expectations come from the real API.
 */

async function suggest(request: APIRequestContext, text: string): Promise<Suggestion[]> {
  const response = await request.get(`/api/schools/suggest?${new URLSearchParams({ q: text }).toString()}`);
  expect(response.ok(), `GET /api/schools/suggest?q=${text}`).toBe(true);
  return ((await response.json()) as SuggestResponse).suggestions;
}

const optionName = (item: Suggestion) =>
  item.kind === 'school'
    ? `${item.name}, ${[item.city, item.state].filter(Boolean).join(', ') || 'College'}`
    : `${item.label}, ${item.kind === 'major' ? 'Field of study' : 'Place'}`;

const homeBox = (page: Page) => page.getByRole('combobox', { name: 'Search colleges' });
const exploreBox = (page: Page) => page.getByRole('combobox', { name: 'Search universities' });
const suggestions = (page: Page) => page.getByRole('listbox');

/** Chooses an option with a tap on touch screens and a click elsewhere. */
const choose = (option: Locator, hasTouch: boolean) => (hasTouch ? option.tap() : option.click());

test('type, arrow down and Enter opens the college; Escape closes the list', async ({ page, request, checkA11y }) => {
  const items = await suggest(request, 'yale');
  const first = items[0];
  expect(first?.kind, 'the first suggestion for "yale" is a college').toBe('school');

  await page.goto('/');
  const box = homeBox(page);
  await box.pressSequentially('yale');
  await expect(box).toHaveValue('yale');
  const list = suggestions(page);
  await expect(list.getByRole('option').first()).toHaveAccessibleName(optionName(first!));
  await expect(box).toHaveAttribute('aria-expanded', 'true');
  await checkA11y();

  // Escape closes the list and keeps the text; typing opens it again.
  await box.press('Escape');
  await expect(list).toBeHidden();
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(box).toHaveValue('yale');
  await box.press('ArrowDown');
  await expect(list).toBeVisible();

  // The arrow keys move the active option; Enter opens that college's page.
  await expect(box).toHaveAttribute('aria-activedescendant', (await list.getByRole('option').first().getAttribute('id'))!);
  await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
  await box.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/university/${first!.kind === 'school' ? first!.id : ''}$`));
  await expect(page.getByRole('heading', { level: 1, name: first!.kind === 'school' ? first!.name : '' })).toBeVisible();
});

test('Enter on the text runs the full search, trimmed and encoded, even with suggestions open', async ({ page }) => {
  await page.goto('/');
  const box = homeBox(page);
  await box.pressSequentially('  william & mary ');
  await expect(suggestions(page)).toBeVisible();
  await box.press('Enter');
  await expect(page).toHaveURL('/explore?search=william%20%26%20mary');
  await expect(exploreBox(page)).toHaveValue('william & mary');
});

test('no keystroke is lost while the suggestions load, and a tap or click on a college opens it', async ({ page, request, hasTouch }) => {
  const items = await suggest(request, 'georgia tech');
  const school = items.find((item) => item.kind === 'school');
  expect(school).toBeDefined();

  await page.goto('/explore');
  const box = exploreBox(page);
  // Typed at once into the plain input: the combobox arrives while the keys are still coming.
  await box.click();
  await page.keyboard.type('georgia tech', { delay: 5 });
  await expect(box).toHaveValue('georgia tech');
  await expect(box).toBeFocused();
  const option = suggestions(page).getByRole('option', { name: optionName(school!) });
  await choose(option, hasTouch);
  await expect(page).toHaveURL(new RegExp(`/university/${school!.kind === 'school' ? school!.id : ''}$`));
});

test('choosing a place on Explore adds its filter as a chip', async ({ page, request, hasTouch, checkA11y }) => {
  const place = (await suggest(request, 'ohio')).find((item) => item.kind === 'place' && item.filters.state?.includes('OH'));
  expect(place, 'GET /api/schools/suggest?q=ohio suggests the state').toBeDefined();

  await page.goto('/explore?size=small');
  await exploreBox(page).pressSequentially('ohio');
  await choose(suggestions(page).getByRole('option', { name: optionName(place!) }), hasTouch);
  await expect.poll(() => urlParams(page)).toEqual(['size=small', 'state=OH']);
  await expect(page.getByRole('button', { name: 'Remove filter: Ohio' })).toBeVisible();
  await expect(exploreBox(page)).toHaveValue('');
  await checkA11y();
});

test('a plain-language search becomes filter chips in the URL; removing one drops it; reload keeps them', async ({
  page,
  request,
  checkA11y,
}) => {
  test.slow(); // three axe scans and a reload
  const answer = (await (await request.get('/api/schools?search=nursing%20in%20ohio&limit=1')).json()) as SchoolListResponse;
  const parts = answer.interpretation?.parts ?? [];
  expect(parts.map((part) => part.kind).sort(), 'the API reads "nursing in ohio" as a major and a state').toEqual(['major', 'state']);
  const major = parts.find((part) => part.kind === 'major')!.filters.major![0]!;
  const slug = (await (await request.get('/api/programs')).json()).fields.find((field: { code: string }) => field.code === major).slug;
  const both = (await (await request.get(`/api/schools?major=${major}&state=OH&limit=1`)).json()) as SchoolListResponse;
  const ohio = (await (await request.get('/api/schools?state=OH&limit=1')).json()) as SchoolListResponse;

  await page.goto('/explore');
  await exploreBox(page).fill('nursing in ohio');
  await exploreBox(page).press('Enter');

  // The URL is rewritten in place to what was understood (marked as such); nothing is left to search as text.
  const understood = [`major=${slug}`, 'state=OH', `understood=major.${slug}`, 'understood=state.OH'];
  await expect.poll(() => urlParams(page)).toEqual(understood);
  await expect(resultCount(page)).toHaveText(countText(both.count));
  const fromSearch = page.getByRole('list', { name: 'From your search:' });
  const ohioChip = fromSearch.getByRole('button', { name: 'Remove filter: Ohio' });
  await expect(ohioChip).toBeVisible();
  await expect(fromSearch.getByRole('button', { name: /^Remove filter: / })).toHaveCount(2);
  await expect(page.getByRole('button', { name: /^Remove filter: / })).toHaveCount(2);
  await expect(exploreBox(page)).toHaveValue('');
  await checkA11y();

  // Replace, not push: Back leaves the search instead of repeating it.
  await page.goBack();
  await expect(page).toHaveURL(/\/explore$/);
  await page.goForward();
  await expect.poll(() => urlParams(page)).toEqual(understood);

  await fromSearch
    .getByRole('button', { name: /^Remove filter: / })
    .filter({ hasNotText: 'Ohio' })
    .click();
  await expect.poll(() => urlParams(page)).toEqual(['state=OH', 'understood=state.OH']);
  await expect(resultCount(page)).toHaveText(countText(ohio.count));

  await page.reload();
  await expect.poll(() => urlParams(page)).toEqual(['state=OH', 'understood=state.OH']);
  await expect(ohioChip).toBeVisible();
  await checkA11y();
  await expect(resultCount(page)).toHaveText(countText(ohio.count));
});

test('on a phone-sized screen the suggestions fit without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const [path, box] of [
    ['/', homeBox],
    ['/explore', exploreBox],
  ] as const) {
    await page.goto(path);
    await box(page).pressSequentially('university of california');
    const list = suggestions(page);
    await expect(list.getByRole('option').first()).toBeVisible();
    const bounds = (await list.boundingBox())!;
    expect(bounds.x).toBeGreaterThanOrEqual(0);
    expect(bounds.x + bounds.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  }
});

test('suggestions for earlier text never show for new text while its answer is on the way', async ({ page }) => {
  await page.goto('/explore');
  const box = exploreBox(page);
  await box.pressSequentially('yale');
  const yale = suggestions(page).getByRole('option', { name: /^Yale University/ });
  await expect(yale).toBeVisible();

  // Hold the answer for the new text (then let the real one through), so "meanwhile" lasts.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/api\/schools\/suggest\?q=st$/, async (route) => {
    await held;
    await route.continue();
  });
  await box.fill('');
  await box.pressSequentially('st');
  await expect(box).toHaveAttribute('aria-expanded', 'false');
  await expect(yale).toHaveCount(0);
  release();
  await expect(suggestions(page).getByRole('option').first()).toBeVisible();
  await expect(yale).toHaveCount(0);
});
