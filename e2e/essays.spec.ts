import type { Page } from '@playwright/test';
import type { CreateEssayBody, Essay, EssayResponse } from '@campuspath/contract/essays';
import { buildEssayBody } from '../test/factories.ts';
import { signUpViaApi } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';

const MIT = 166683;

async function createEssayViaApi(page: Page, body: Partial<CreateEssayBody>): Promise<Essay> {
  const response = await page.request.post('/api/essays', { data: buildEssayBody(body) });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as EssayResponse).essay;
}

async function readEssayViaApi(page: Page, id: string): Promise<Essay> {
  const response = await page.request.get(`/api/essays/${id}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as EssayResponse).essay;
}

const words = (count: number, word = 'word') => Array.from({ length: count }, (_, index) => `${word}${index + 1}`).join(' ');
const editor = (page: Page) => page.getByLabel('Your essay');
const saveStatus = (page: Page) =>
  page.getByRole('status').filter({ hasText: /^(Saved|Saving…|Unsaved changes|Couldn't save.*|Not saved.*)$/ });

test('create an essay with a 50-word limit, go over it, autosave and find the text after a reload', async ({ page, checkA11y }) => {
  test.slow();
  await signUpViaApi(page);
  const application = await page.request.post('/api/applications', { data: { schoolId: MIT, round: 'early-action' } });
  expect(application.status()).toBe(201);

  await page.goto('/applications?tab=essays');
  await expect(page.getByText("You haven't started any essays yet.")).toBeVisible();
  await checkA11y();

  await page.getByRole('button', { name: 'New Essay' }).click();
  const dialog = page.getByRole('dialog', { name: 'New essay' });
  await dialog.getByRole('button', { name: 'Create and start writing' }).click();
  await expect(dialog.getByText('Enter a title')).toBeVisible();
  await dialog.getByLabel('Title').fill('Why MIT');
  await dialog.getByLabel('Prompt (optional)').fill('Describe the world you come from.');
  await dialog.getByLabel('Word limit (optional)').fill('50');
  await dialog.getByLabel('Status').selectOption({ label: 'Drafting' });
  await dialog.getByRole('checkbox', { name: /Massachusetts Institute of Technology/ }).click();
  await checkA11y();
  await dialog.getByRole('button', { name: 'Create and start writing' }).click();

  await expect(page).toHaveURL(/\/essays\/[\w-]+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Why MIT' })).toBeVisible();
  await expect(page.getByText('For Massachusetts Institute of Technology (Early Action)')).toBeVisible();
  await expect(page.getByText('0 / 50 words')).toBeVisible();
  await checkA11y();

  await editor(page).fill(words(45));
  await expect(page.getByText('45 / 50 words', { exact: true })).toBeVisible();
  await editor(page).pressSequentially(` ${words(10, 'more')}`);
  const count = page.getByText('55 / 50 words — 5 over the limit');
  await expect(count).toBeVisible();
  await expect(count).toHaveClass(/text-red-700/);
  await expect(editor(page)).toHaveAccessibleDescription('55 / 50 words — 5 over the limit');
  await expect(saveStatus(page)).toHaveText('Saved');
  await checkA11y();

  await page.reload();
  await expect(editor(page)).toHaveValue(`${words(45)} ${words(10, 'more')}`);
  await expect(page.getByText('55 / 50 words — 5 over the limit')).toBeVisible();

  // The essays tab groups it under Drafting with its university, count and due date.
  await page.getByRole('link', { name: 'All essays' }).click();
  const drafting = page.getByRole('region', { name: /Drafting/ });
  await expect(drafting.getByRole('link', { name: 'Why MIT' })).toBeVisible();
  await expect(drafting).toContainText('Massachusetts Institute of Technology (Early Action)');
  await expect(drafting).toContainText('55 / 50 words — 5 over the limit');
  const headings = await page.getByRole('tabpanel').getByRole('heading', { level: 2 }).allTextContents();
  expect(headings.map((text) => text.replace(/\d+$/, ''))).toEqual(['Not Started', 'Drafting', 'In Review', 'Completed']);
  await checkA11y();
});

test('restore an earlier version: the old text comes back and the replaced one is kept', async ({ page, checkA11y }) => {
  await signUpViaApi(page);
  const firstDraft = `First draft. ${words(80, 'early')}`;
  const essay = await createEssayViaApi(page, { title: 'Community essay', body: firstDraft });
  const secondDraft = `Second draft, rewritten. ${words(80, 'late')}`;
  const patched = await page.request.patch(`/api/essays/${essay.id}`, { data: { version: essay.version, body: secondDraft } });
  expect(patched.status()).toBe(200);

  await page.goto(`/essays/${essay.id}`);
  await expect(editor(page)).toHaveValue(secondDraft);
  // A small edit is saved without a new copy in the history.
  await editor(page).focus();
  await page.keyboard.press('ControlOrMeta+End');
  await editor(page).pressSequentially(' Added line.');
  await expect(saveStatus(page)).toHaveText('Saved');
  await page.getByRole('button', { name: 'Version history' }).click();
  const dialog = page.getByRole('dialog', { name: 'Version history' });
  const versions = dialog.getByRole('navigation', { name: 'Versions' }).getByRole('button');
  await expect(versions).toHaveCount(2);
  await expect(versions.nth(1)).toContainText('82 words');
  await versions.nth(1).click();
  await expect(dialog.getByLabel('Version text')).toHaveText(firstDraft);
  await checkA11y();

  await dialog.getByRole('button', { name: 'Restore this version' }).click();
  await expect(dialog).toBeHidden();
  await expect(editor(page)).toHaveValue(firstDraft);
  await expect(page.getByText('Version restored.')).toBeVisible();
  expect((await readEssayViaApi(page, essay.id)).body).toBe(firstDraft);

  // The text it replaced, small edit included, is now the newest copy: nothing was lost.
  await page.getByRole('button', { name: 'Version history' }).click();
  await expect(versions).toHaveCount(3);
  await expect(versions.first()).toHaveAttribute('aria-current', 'true');
  await expect(dialog.getByLabel('Version text')).toHaveText(`${secondDraft} Added line.`);
});

test('a save made elsewhere with the same version is shown as a conflict, never overwritten', async ({
  page,
  allowConsoleErrors,
  checkA11y,
}) => {
  allowConsoleErrors(/status of 409/);
  await signUpViaApi(page);
  const essay = await createEssayViaApi(page, { title: 'Personal statement' });
  await page.goto(`/essays/${essay.id}`);
  await editor(page).fill('My opening line.');
  await expect(saveStatus(page)).toHaveText('Saved');

  // Another tab saves over the version this editor has.
  const stored = await readEssayViaApi(page, essay.id);
  const other = await page.request.patch(`/api/essays/${essay.id}`, { data: { version: stored.version, body: 'Written in another tab.' } });
  expect(other.status()).toBe(200);
  const stale = await page.request.patch(`/api/essays/${essay.id}`, { data: { version: stored.version, body: 'A stale save.' } });
  expect(stale.status()).toBe(409);

  await editor(page).pressSequentially(' And more.');
  const conflict = page.getByRole('alert').filter({ hasText: 'This essay was changed somewhere else' });
  await expect(conflict).toBeVisible();
  await expect(conflict.getByLabel('Your text')).toHaveText('My opening line. And more.');
  await expect(conflict.getByLabel('Saved text')).toHaveText('Written in another tab.');
  await expect(saveStatus(page)).toHaveText('Not saved: this essay changed somewhere else');
  expect((await readEssayViaApi(page, essay.id)).body).toBe('Written in another tab.');
  await checkA11y();

  await conflict.getByRole('button', { name: 'Keep my text' }).click();
  await expect(saveStatus(page)).toHaveText('Saved');
  await expect(conflict).toBeHidden();
  expect((await readEssayViaApi(page, essay.id)).body).toBe('My opening line. And more.');
});

test('a dropped save is retried, and leaving before it lands asks first', async ({ page, allowConsoleErrors, checkA11y }) => {
  allowConsoleErrors(/Failed to load resource/);
  await signUpViaApi(page);
  const essay = await createEssayViaApi(page, { title: 'Short answer' });
  await page.goto(`/essays/${essay.id}`);
  await page.route(`**/api/essays/${essay.id}`, (route) =>
    route.request().method() === 'PATCH' ? route.abort('internetdisconnected') : route.fallback(),
  );

  await editor(page).fill('Words typed while offline.');
  await expect(saveStatus(page)).toHaveText("Couldn't save, retrying");
  await page.getByRole('link', { name: 'All essays' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await expect(leave).toBeVisible();
  await checkA11y();
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(page).toHaveURL(`/essays/${essay.id}`);

  await page.unroute(`**/api/essays/${essay.id}`);
  await expect(saveStatus(page)).toHaveText('Saved', { timeout: 20_000 });
  expect((await readEssayViaApi(page, essay.id)).body).toBe('Words typed while offline.');
  await page.getByRole('link', { name: 'All essays' }).click();
  await expect(page).toHaveURL('/applications?tab=essays');
});

test("another student gets the not-found view for someone else's essay", async ({ page, allowConsoleErrors, checkA11y }) => {
  allowConsoleErrors(/status of 404/);
  await signUpViaApi(page);
  const essay = await createEssayViaApi(page, { title: 'Private essay', body: 'Only mine.' });
  await signUpViaApi(page);
  await page.goto(`/essays/${essay.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Essay not found' })).toBeVisible();
  await expect(page.getByText('Only mine.')).toHaveCount(0);
  await checkA11y();
});

test('delete an essay: Cancel keeps it, Delete essay removes it and returns to the essays list', async ({
  page,
  allowConsoleErrors,
  checkA11y,
}) => {
  await signUpViaApi(page);
  const essay = await createEssayViaApi(page, { title: 'Draft to drop', body: 'Not my best work.' });
  await createEssayViaApi(page, { title: 'Personal statement', body: 'The one I keep.' });
  await page.goto(`/essays/${essay.id}`);
  await expect(editor(page)).toHaveValue('Not my best work.');

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete this essay?' });
  await expect(dialog).toContainText('“Draft to drop”, its text and its version history will be removed for good.');
  await checkA11y();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  expect((await readEssayViaApi(page, essay.id)).title).toBe('Draft to drop');

  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await dialog.getByRole('button', { name: 'Delete essay' }).click();
  await expect(page).toHaveURL('/applications?tab=essays');
  await expect(page.getByText('Personal statement')).toBeVisible();
  await expect(page.getByText('Draft to drop')).toHaveCount(0);
  // Gone on the server too: its page answers not found. (Until here no request failed: the
  // deleted essay is not fetched again on the way out.)
  allowConsoleErrors(/status of 404/);
  await page.goto(`/essays/${essay.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Essay not found' })).toBeVisible();
});
