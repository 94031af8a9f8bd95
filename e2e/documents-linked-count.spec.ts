import type { Application } from '@campuspath/contract/applications';
import { signUpViaApi } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';

/**
 * A document's changes reach the applications that use it. Linking a document on the
 * documents tab used to leave the application page (already in the cache) on its old count, in
 * its text and its delete dialog, until a reload.
 */

const YALE = 130794;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');

test('linking an uploaded document to an application shows on the application page without a reload', async ({ page, checkA11y }) => {
  await signUpViaApi(page);
  const created = await page.request.post('/api/applications', { data: { schoolId: YALE, round: 'regular-decision' } });
  expect(created.status(), await created.text()).toBe(201);
  const application: Application = await created.json();

  // The application page first, so its answer is in the cache when the document changes.
  await page.goto(`/applications/${application.id}`);
  await expect(page.getByText('Linked essays: 0 · Linked documents: 0.')).toBeVisible();
  // Set on this page load: still there at the end means no reload happened in between.
  await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

  await page.getByRole('link', { name: 'All applications' }).click();
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page.getByRole('heading', { name: 'Upload a document' })).toBeVisible();
  await page.getByLabel('File').setInputFiles({ name: 'transcript.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByLabel('Type').selectOption('transcript');
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Uploaded transcript.pdf' })).toBeVisible();

  await page.getByRole('button', { name: 'Applications using transcript.pdf' }).click();
  const dialog = page.getByRole('dialog', { name: 'Use in applications' });
  const yale = dialog.getByRole('checkbox', { name: /Yale University/ });
  await yale.click();
  await expect(yale).toBeChecked();
  await checkA11y();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // Back to the application in the same document (history, not a new page load).
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/applications/${application.id}$`));
  await expect(page.getByText('Linked essays: 0 · Linked documents: 1.')).toBeVisible();
  await page.getByRole('button', { name: 'Delete application' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this application?' });
  await expect(confirm).toContainText('0 linked essays and 1 linked document.');
  await checkA11y();
  expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
});
