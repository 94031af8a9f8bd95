import type { Page } from '@playwright/test';
import { signUpViaApi } from './auth-helpers.ts';
import { cards, fetchSchools } from './explore-page.ts';
import { expect, sameOnPhone, test } from './fixtures.ts';

/** Saved universities: the bookmark on cards and university pages, kept on the account, and /saved. */

const savedIds = async (page: Page) =>
  ((await (await page.request.get('/api/saved-schools')).json()) as { results: { schoolId: number }[] }).results.map(
    (item) => item.schoolId,
  );

test('a signed-in student saves from Explore and the university page, sees them on /saved, and removes them', async ({
  page,
  request,
  checkA11y,
}) => {
  // A long journey over three pages: on a busy two-core machine it nears the usual minute.
  test.slow();
  await signUpViaApi(page);
  const { results } = await fetchSchools(request, 'state=VT');
  const [first, second] = [results[0]!, results[1]!];

  await page.goto('/saved');
  await expect(page.getByText("You haven't saved any universities yet.")).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore universities' })).toHaveAttribute('href', '/explore');
  await checkA11y();

  await page.goto('/explore?state=VT');
  await cards(page)
    .nth(0)
    .getByRole('button', { name: `Save ${first.name}` })
    .click();
  await expect(
    cards(page)
      .nth(0)
      .getByRole('button', { name: `Remove ${first.name} from saved` }),
  ).toHaveAttribute('aria-pressed', 'true');
  await cards(page)
    .nth(1)
    .getByRole('button', { name: `Save ${second.name}` })
    .click();
  await expect(
    cards(page)
      .nth(1)
      .getByRole('button', { name: `Remove ${second.name} from saved` }),
  ).toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => savedIds(page)).toEqual([second.id, first.id]);
  // Kept on the account, not in this browser.
  expect(await page.evaluate(() => window.localStorage.getItem('campuspath.saved-schools'))).toBeNull();

  await page.goto('/university/williams-college');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/saved');
  await expect(cards(page)).toHaveCount(3);
  await expect(cards(page).getByRole('heading')).toHaveText(['Williams College', second.name, first.name]);
  await expect(page.getByText('3 saved universities')).toBeVisible();
  await checkA11y();
  await page.reload();
  await expect(cards(page)).toHaveCount(3);

  await page.getByRole('button', { name: `Remove ${second.name} from saved` }).click();
  await expect(cards(page)).toHaveCount(2);
  await expect.poll(() => savedIds(page)).toHaveLength(2);
  await page.reload();
  await expect(cards(page).getByRole('heading')).toHaveText(['Williams College', first.name]);

  await page.getByRole('button', { name: 'Remove Williams College from saved' }).click();
  await page.getByRole('button', { name: `Remove ${first.name} from saved` }).click();
  await expect(page.getByText("You haven't saved any universities yet.")).toBeVisible();
  await expect.poll(() => savedIds(page)).toEqual([]);

  // The bookmark on Explore follows the account.
  await page.goto('/explore?state=VT');
  await expect(
    cards(page)
      .nth(0)
      .getByRole('button', { name: `Save ${first.name}` }),
  ).toHaveAttribute('aria-pressed', 'false');
});

test('bookmarks made while signed out move into the account on sign-in', sameOnPhone, async ({ page, request }) => {
  const { results } = await fetchSchools(request, 'state=VT');
  const school = results[2]!;
  await page.goto('/explore?state=VT');
  await cards(page)
    .nth(2)
    .getByRole('button', { name: `Save ${school.name}` })
    .click();
  await expect(
    cards(page)
      .nth(2)
      .getByRole('button', { name: `Remove ${school.name} from saved` }),
  ).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate(() => window.localStorage.getItem('campuspath.saved-schools'))).toBe(JSON.stringify([school.id]));

  await signUpViaApi(page);
  await page.goto('/saved');
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).getByRole('heading')).toHaveText(school.name);
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('campuspath.saved-schools'))).toBeNull();
  expect(await savedIds(page)).toEqual([school.id]);

  await page.reload();
  await expect(cards(page)).toHaveCount(1);
});

test('a removal the server refuses comes back, with a message', sameOnPhone, async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/Failed to load resource: the server responded with a status of 500/);
  await signUpViaApi(page);
  const williams = 168342;
  expect((await page.request.put(`/api/saved-schools/${williams}`)).status()).toBe(200);
  await page.goto('/saved');
  await expect(cards(page)).toHaveCount(1);

  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/saved-schools/${williams}`, async (route) => {
    if (route.request().method() !== 'DELETE') return route.continue();
    await held;
    return route.fulfill({ status: 500, json: { error: 'internal', message: 'Internal error' } });
  });
  await page.getByRole('button', { name: 'Remove Williams College from saved' }).click();
  // Shown removed at once ...
  await expect(cards(page)).toHaveCount(0);
  release();
  // ... and back, with a message, when the server refuses.
  await expect(cards(page)).toHaveCount(1);
  await expect(page.getByRole('status').filter({ hasText: "We couldn't remove that university" })).toBeVisible();
  expect(await savedIds(page)).toEqual([williams]);
});
