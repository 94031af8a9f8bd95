import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { signUpViaApi } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';

/** Documents: upload with progress, rename, download, delete, and privacy between students. */

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n', 'latin1');
const TODAY = new Date().toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

async function openDocuments(page: Page) {
  await page.goto('/applications?tab=documents');
  await expect(page.getByRole('heading', { name: 'Upload a document' })).toBeVisible();
}

const row = (page: Page, name: string) =>
  page.getByTestId('document-row').filter({ has: page.getByRole('heading', { name, exact: true }) });

test('a student uploads a PDF, sees the progress bar and then the document, renames, downloads and deletes it', async ({
  page,
  checkA11y,
}) => {
  await signUpViaApi(page);
  await openDocuments(page);
  await expect(page.getByText('No documents yet')).toBeVisible();
  await checkA11y();

  // Hold the upload's answer a moment so the progress bar can be seen.
  let releaseUpload = () => {};
  const uploadHeld = new Promise<void>((resolve) => (releaseUpload = resolve));
  await page.route('**/api/documents', async (route) => {
    if (route.request().method() === 'POST') await uploadHeld;
    await route.fallback();
  });

  await page.getByLabel('File').setInputFiles({ name: 'transcript.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByLabel('Type').selectOption('transcript');
  await page.getByRole('button', { name: 'Upload' }).click();
  const progress = page.getByRole('progressbar');
  await expect(progress).toBeVisible();
  // While the upload is held the client's 10 s silence timeout runs, so the bar is checked
  // directly (its name and value, what a screen reader announces) rather than by a whole-page
  // scan, which can outlast the timeout on a busy machine. The page is scanned before and after.
  await expect(progress).toHaveAccessibleName('Uploading…');
  await expect(progress).toHaveAttribute('aria-valuetext', /^\d+%$/);
  releaseUpload();
  await expect(progress).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'Uploaded transcript.pdf' })).toBeVisible();

  const uploaded = row(page, 'transcript.pdf');
  await expect(uploaded).toContainText('Academic Transcript');
  await expect(uploaded).toContainText(`Uploaded ${TODAY}`);
  await expect(uploaded).toContainText(`${PDF.length} B`);
  await expect(uploaded).toContainText('Not used yet');
  await checkA11y();

  // Rename.
  await page.getByRole('button', { name: 'Rename transcript.pdf' }).click();
  const renameDialog = page.getByRole('dialog', { name: 'Rename document' });
  await renameDialog.getByLabel('Name').fill('Fall transcript');
  await checkA11y();
  await renameDialog.getByRole('button', { name: 'Save name' }).click();
  await expect(renameDialog).toBeHidden();
  await expect(row(page, 'Fall transcript')).toBeVisible();

  // Download: the same bytes, named after the document with its real extension.
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download Fall transcript' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('Fall transcript.pdf');
  expect((await readFile(await download.path())).equals(PDF)).toBe(true);

  // Delete.
  await page.getByRole('button', { name: 'Delete Fall transcript' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete “Fall transcript”?' });
  await checkA11y();
  await confirm.getByRole('button', { name: 'Delete document' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText('No documents yet')).toBeVisible();
});

test("the form stops a file over 10 MB before sending it and shows the server's answer for a file that is not what its name says", async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 415/);
  await signUpViaApi(page);
  await openDocuments(page);

  await page
    .getByLabel('File')
    .setInputFiles({ name: 'huge.pdf', mimeType: 'application/pdf', buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x20) });
  await page.getByLabel('Type').selectOption('other');
  await page.getByLabel('Name (optional)').fill('Kept name');
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Files can be at most 10 MB')).toBeVisible();

  await page.getByLabel('File').setInputFiles({ name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('only plain text') });
  await page.getByRole('button', { name: 'Upload' }).click();
  await expect(page.getByText('Upload a PDF, DOCX, PNG, JPEG or TXT file')).toBeVisible();
  // Nothing typed is lost.
  await expect(page.getByLabel('Name (optional)')).toHaveValue('Kept name');
  await expect(page.getByLabel('Type')).toHaveValue('other');
  await expect(page.getByText('No documents yet')).toBeVisible();
});

test("a second student cannot see or download the first student's documents", async ({ page, browser }) => {
  await signUpViaApi(page);
  const upload = await page.request.post('/api/documents', {
    multipart: { type: 'resume', file: { name: 'private-resume.pdf', mimeType: 'application/pdf', buffer: PDF } },
  });
  expect(upload.status()).toBe(201);
  const { document } = await upload.json();
  await openDocuments(page);
  await expect(row(page, 'private-resume.pdf')).toBeVisible();

  const otherContext = await browser.newContext();
  try {
    const other = await otherContext.newPage();
    await signUpViaApi(other);
    await other.goto('/applications?tab=documents');
    await expect(other.getByText('No documents yet')).toBeVisible();
    await expect(other.getByText('private-resume.pdf')).toHaveCount(0);
    const download = await other.request.get(`/api/documents/${document.id}/file`);
    expect(download.status()).toBe(404);
  } finally {
    await otherContext.close();
  }
});
