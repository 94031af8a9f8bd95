import { signUpViaApi } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';
import { apiWrite, secondPage } from './second-page.ts';

/**
 * Essays counselors can read: a student shares essays with their school; the counselor opens the
 * essay from the student's plan, reads its text and a saved version (read-only), and leaves a
 * note; the student sees the note beside the editor.
 */
test('a counselor reads a shared essay and leaves a note the student sees', async ({ page, browser, checkA11y }, testInfo) => {
  test.slow();
  await signUpViaApi(page, { name: 'Ms. Dana Rivera', role: 'counselor' });
  const created = (await apiWrite(page, 'post', '/api/high-schools', {
    name: 'Lincoln High School',
    city: 'Springfield',
    state: 'IL',
  })) as {
    joinCode: { joinCode: string };
  };

  const maya = await secondPage(browser, testInfo);
  const student = await signUpViaApi(maya.page, { name: 'Maya Chen' });
  const { essay } = (await apiWrite(maya.page, 'post', '/api/essays', { title: 'Why I build bridges' })) as {
    essay: { id: string; version: number };
  };
  const saved = await maya.page.request.patch(`/api/essays/${essay.id}`, {
    data: { version: essay.version, body: 'My grandmother kept bees behind the garage.' },
  });
  expect(saved.status()).toBe(200);
  await apiWrite(maya.page, 'post', '/api/high-schools/join', { code: created.joinCode.joinCode });
  await apiWrite(maya.page, 'put', '/api/sharing/school', { shared: true });
  const sharing = (await (await maya.page.request.get('/api/sharing')).json()) as { viewers: { id: string }[] };
  const scopes = await maya.page.request.patch(`/api/sharing/viewers/${sharing.viewers[0]!.id}`, { data: { scopes: { essays: true } } });
  expect(scopes.status()).toBe(200);
  const mayaId = ((await (await maya.page.request.get('/api/auth/session')).json()) as { user: { id: string } }).user.id;

  // The counselor opens the essay from Maya's plan and reads it.
  await page.goto(`/students/${mayaId}`);
  await page.getByRole('link', { name: /Why I build bridges/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Why I build bridges' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Current text' })).toContainText('My grandmother kept bees behind the garage.');
  // Read-only: no field to type in beyond the note.
  await expect(page.getByRole('textbox')).toHaveCount(1);
  const versions = page.getByRole('region', { name: 'Saved versions' });
  await versions.getByRole('button', { name: /Version from/ }).click();
  await expect(versions.getByLabel(/Text of the version from/)).toContainText('My grandmother kept bees');
  await checkA11y();

  await page.getByRole('textbox', { name: 'Note on the essay Why I build bridges' }).fill('Open with the bees; cut the second paragraph.');
  await page.getByRole('button', { name: 'Leave note' }).click();
  await expect(page.getByText('Note saved.')).toBeVisible();
  await expect(page.getByRole('complementary', { name: 'Notes on this essay' })).toContainText('Open with the bees');
  await checkA11y();

  // Maya sees the note beside her editor.
  await maya.page.goto(`/essays/${essay.id}`);
  const notes = maya.page.getByRole('complementary', { name: 'Notes on this essay' });
  await expect(notes).toContainText('Open with the bees; cut the second paragraph.');
  await expect(notes).toContainText('Ms. Dana Rivera');
  await maya.checkA11y();
  expect(student.name).toBe('Maya Chen');
  await maya.done();
});
