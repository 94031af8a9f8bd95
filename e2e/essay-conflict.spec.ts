import type { Page } from '@playwright/test';
import type { Essay, EssayResponse } from '@campuspath/contract/essays';
import { signUpViaApi } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';

/**
 * Faults: the same essay open in two tabs of one signed-in browser. Both tabs type;
 * the second save finds the essay moved on and shows both texts instead of overwriting; the
 * student merges, the merged text is saved as the next version, and the other tab, whose next
 * save is now stale in turn, is stopped the same way. Nothing typed in either tab is lost.
 */
const editor = (page: Page) => page.getByLabel('Your essay');
const saveStatus = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^(Saved|Saving…|Unsaved changes|Couldn't save.*|Not saved.*)$/ });
const conflictPanel = (page: Page) => page.getByRole('alert').filter({ hasText: 'This essay was changed somewhere else' });

async function readEssay(page: Page, id: string): Promise<Essay> {
  const response = await page.request.get(`/api/essays/${id}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as EssayResponse).essay;
}

async function typeAtEnd(page: Page, text: string) {
  await editor(page).focus();
  await page.keyboard.press('ControlOrMeta+End');
  await editor(page).pressSequentially(text);
}

test('two tabs edit the same essay: the second save shows both texts, the student merges, nothing is lost', async ({
  page,
  allowConsoleErrors,
  checkA11y,
}) => {
  test.slow();
  // Each stale save is answered 409 on purpose, and Chromium logs it.
  allowConsoleErrors(/status of 409/);
  await signUpViaApi(page);
  const opening = 'The ocean taught me patience.';
  const created = await page.request.post('/api/essays', { data: { title: 'Personal statement', body: opening } });
  expect(created.status()).toBe(201);
  const essay = ((await created.json()) as EssayResponse).essay;

  // A second tab of the same browser, with the same checks on its console as the first.
  const otherTab = await page.context().newPage();
  const otherTabErrors: string[] = [];
  otherTab.on('console', (message) => {
    if (message.type() === 'error' && !/status of 409/.test(message.text())) otherTabErrors.push(message.text());
  });
  otherTab.on('pageerror', (error) => otherTabErrors.push(error.message));

  await page.goto(`/essays/${essay.id}`);
  await otherTab.goto(`/essays/${essay.id}`);
  await expect(editor(page)).toHaveValue(opening);
  await expect(editor(otherTab)).toHaveValue(opening);

  // The other tab saves first.
  const fromOtherTab = ' At dawn I counted hermit crabs in the tide pools.';
  await typeAtEnd(otherTab, fromOtherTab);
  await expect(saveStatus(otherTab)).toHaveText('Saved');
  expect(await readEssay(page, essay.id)).toMatchObject({ version: essay.version + 1, body: opening + fromOtherTab });

  // This tab still has the first version: its save is refused and both texts are shown.
  const fromThisTab = ' Aboard the research vessel I learned to wait for data.';
  await typeAtEnd(page, fromThisTab);
  const conflict = conflictPanel(page);
  await expect(conflict).toBeVisible();
  await expect(saveStatus(page)).toHaveText('Not saved: this essay changed somewhere else');
  await expect(conflict.getByLabel('Your text')).toHaveText(opening + fromThisTab);
  await expect(conflict.getByLabel('Saved text')).toHaveText(opening + fromOtherTab);
  // Nothing was overwritten, and what was typed here is still in the editor.
  expect((await readEssay(page, essay.id)).body).toBe(opening + fromOtherTab);
  await expect(editor(page)).toHaveValue(opening + fromThisTab);
  await checkA11y();

  // The student merges: takes the saved text, then adds their own sentence to it.
  await conflict.getByRole('button', { name: 'Use the saved text' }).click();
  await expect(conflict).toBeHidden();
  await expect(editor(page)).toHaveValue(opening + fromOtherTab);
  await typeAtEnd(page, fromThisTab);
  await expect(saveStatus(page)).toHaveText('Saved');
  const merged = opening + fromOtherTab + fromThisTab;
  expect(await readEssay(page, essay.id)).toMatchObject({ version: essay.version + 2, body: merged });

  // The other tab still holds the version before the merge: its next save is refused too and
  // shows the merged text; the student takes it and types their sentence again.
  const more = ' Then the storm came.';
  await typeAtEnd(otherTab, more);
  const otherConflict = conflictPanel(otherTab);
  await expect(otherConflict).toBeVisible();
  await expect(otherConflict.getByLabel('Your text')).toHaveText(opening + fromOtherTab + more);
  await expect(otherConflict.getByLabel('Saved text')).toHaveText(merged);
  expect((await readEssay(page, essay.id)).body).toBe(merged);
  await otherConflict.getByRole('button', { name: 'Use the saved text' }).click();
  await expect(editor(otherTab)).toHaveValue(merged);
  await typeAtEnd(otherTab, more);
  await expect(saveStatus(otherTab)).toHaveText('Saved');
  const final = await readEssay(page, essay.id);
  expect(final).toMatchObject({ version: essay.version + 3, body: merged + more });

  await page.reload();
  await expect(editor(page)).toHaveValue(final.body);
  await otherTab.close();
  expect(otherTabErrors, 'unexpected browser errors in the other tab').toEqual([]);
});

test("keeping this tab's text after a conflict saves it and keeps the other tab's text in the history", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 409/);
  await signUpViaApi(page);
  const opening = 'The ocean taught me patience.';
  const created = await page.request.post('/api/essays', { data: { title: 'Personal statement', body: opening } });
  const essay = ((await created.json()) as EssayResponse).essay;
  await page.goto(`/essays/${essay.id}`);
  await expect(editor(page)).toHaveValue(opening);

  // Another tab (here, straight through the API) saves a small edit first.
  const elsewhere = `${opening} Written on my phone.`;
  const saved = await page.request.patch(`/api/essays/${essay.id}`, { data: { version: essay.version, body: elsewhere } });
  expect(saved.status()).toBe(200);

  await typeAtEnd(page, ' Written on my laptop.');
  const conflict = conflictPanel(page);
  await expect(conflict).toBeVisible();
  await conflict.getByRole('button', { name: 'Keep my text' }).click();
  await expect(saveStatus(page)).toHaveText('Saved');
  const mine = `${opening} Written on my laptop.`;
  expect(await readEssay(page, essay.id)).toMatchObject({ version: essay.version + 2, body: mine });

  // The replaced text was kept: it is in the essay's history.
  const versions = (await (await page.request.get(`/api/essays/${essay.id}/versions`)).json()) as { versions: { id: string }[] };
  const bodies = await Promise.all(
    versions.versions.map(
      async ({ id }) =>
        ((await (await page.request.get(`/api/essays/${essay.id}/versions/${id}`)).json()) as { version: { body: string } }).version.body,
    ),
  );
  expect(bodies).toContain(elsewhere);
});
