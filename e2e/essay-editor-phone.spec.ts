import type { EssayResponse } from '@campuspath/contract/essays';
import { buildEssayBody } from '../test/factories.ts';
import { signUpViaApi } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';

/**
 * The essay editor on a phone: the word count and the save status stay in sight while
 * typing (they sat under an 18-row text box, behind the keyboard), the status moves from Not
 * Started to Drafting with the first saved text, and leaving warns only about real unsaved text.
 * Run in the phone project (Pixel 7).
 */
test('while typing on a phone the count and save status stay in sight; the first saved text makes it a draft; no needless leave warning', async ({
  page,
  checkA11y,
}) => {
  test.slow();
  await signUpViaApi(page);
  const response = await page.request.post('/api/essays', { data: buildEssayBody({ title: 'Why engineering' }) });
  const { essay } = (await response.json()) as EssayResponse;
  await page.goto(`/essays/${essay.id}`);
  const header = page.getByRole('main').locator('header');
  await expect(header).toContainText('Not Started');

  // The on-screen keyboard leaves about 420 px of page; the text box's top is at the top of the screen.
  const { width } = page.viewportSize()!;
  await page.setViewportSize({ width, height: 420 });
  const text = page.getByLabel('Your essay');
  await text.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  await text.pressSequentially('When I was ten, I took apart the radio.');
  await text.evaluate((element) => element.scrollIntoView({ block: 'start' }));
  const bar = page.getByTestId('essay-status-bar');
  await expect(bar.getByText('9 words')).toBeInViewport();
  await expect(bar.getByRole('status')).toHaveText('Saved');
  await expect(bar.getByRole('status')).toBeInViewport();
  // Below the fixed site header (64 px), not under it, and above the keyboard.
  const box = (await bar.boundingBox())!;
  expect(box.y).toBeGreaterThanOrEqual(63);
  expect(box.y + box.height).toBeLessThanOrEqual(420);

  // The first saved text: Drafting, without a reload.
  await expect(header).toContainText('Drafting');
  expect(((await (await page.request.get(`/api/essays/${essay.id}`)).json()) as EssayResponse).essay.status).toBe('drafting');
  await checkA11y();

  // Typing a word and deleting it leaves nothing unsaved: leaving asks nothing.
  await page.evaluate(() => {
    const seen = { leaveDialog: false };
    (window as unknown as { seen: typeof seen }).seen = seen;
    new MutationObserver(() => {
      if (document.querySelector('[role="alertdialog"]')) seen.leaveDialog = true;
    }).observe(document.body, { childList: true, subtree: true });
  });
  await text.press('End');
  await text.pressSequentially(' x');
  await text.press('Backspace');
  await text.press('Backspace');
  await expect(text).toHaveValue('When I was ten, I took apart the radio.');
  await expect(bar.getByRole('status')).toHaveText('Saved');
  await page.getByRole('link', { name: 'All essays' }).click();
  await expect(page).toHaveURL(/tab=essays/);
  expect(await page.evaluate(() => (window as unknown as { seen: { leaveDialog: boolean } }).seen.leaveDialog)).toBe(false);
});
