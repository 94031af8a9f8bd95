import type { Page } from '@playwright/test';
import { signUpViaApi } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';

/**
 * Stored HTML and script render as text ("Cross-site"): an essay, a task, an
 * application's notes and the student's own name holding markup are stored verbatim, come back
 * as JSON strings, and every page shows them literally. Nothing runs: no dialog opens, no image
 * element appears, and (the fixture) no console error, which a CSP refusal would log. The text also
 * holds String.replace's `$` patterns, which must not rewrite the page around it.
 */
const SCRIPT = '<script>alert(1)</script>';
const IMAGE = '<img src=x onerror=alert(1)>';
// `$&`, `$`` and `$'` are replacement patterns to String.replace, which puts data into a page's HTML.
const HOSTILE = `${SCRIPT} ${IMAGE} $\` $' $&`;
const MIT = 166683;

function failOnDialog(page: Page) {
  page.on('dialog', (dialog) => {
    void dialog.dismiss();
    throw new Error(`A script ran and opened a ${dialog.type()} dialog: ${dialog.message()}`);
  });
}

async function expectNoInjectedMarkup(page: Page) {
  // The text never became elements: no image pointing at "x", no script that runs holding the
  // payload. A signed-in page's hydration data (a JSON script, never run) does carry the person's
  // text, but with every "<" escaped, so nothing typed can close that element and open another.
  await expect(page.locator('img[src="x"]')).toHaveCount(0);
  const scripts = await page
    .locator('script')
    .evaluateAll((elements) => elements.map((script) => ({ type: script.getAttribute('type'), text: script.textContent ?? '' })));
  expect(scripts.filter((script) => script.type !== 'application/json' && script.text.includes('alert(1)'))).toEqual([]);
  expect(scripts.filter((script) => script.type === 'application/json' && script.text.includes('<'))).toEqual([]);
}

async function post<T>(page: Page, url: string, data: unknown, method: 'post' | 'patch' = 'post'): Promise<T> {
  const response = await page.request[method](url, { data });
  expect(response.status(), await response.text()).toBeLessThan(300);
  return (await response.json()) as T;
}

test('markup typed by a student is stored verbatim and shown as text on every page', async ({ page }) => {
  test.slow();
  failOnDialog(page);
  await signUpViaApi(page, { name: HOSTILE });
  const { id: applicationId } = await post<{ id: string }>(page, '/api/applications', {
    schoolId: MIT,
    round: 'early-action',
    notes: HOSTILE,
  });
  const { essay } = await post<{ essay: { id: string; title: string } }>(page, '/api/essays', {
    title: HOSTILE,
    prompt: `Prompt ${IMAGE}`,
    body: `Body ${HOSTILE}`,
    applicationIds: [applicationId],
  });
  const { task } = await post<{ task: { title: string } }>(page, '/api/tasks', { title: HOSTILE, notes: IMAGE });

  // The API returns the strings exactly as typed.
  expect(essay.title).toBe(HOSTILE);
  expect(task.title).toBe(HOSTILE);
  const session = await page.request.get('/api/auth/session');
  expect(((await session.json()) as { user: { name: string } }).user.name).toBe(HOSTILE);
  const application = await page.request.get(`/api/applications/${applicationId}`);
  expect(await application.text()).toContain(JSON.stringify(HOSTILE).slice(1, -1));

  // Essay editor: the title as the page heading, the body in the editor.
  const response = await page.goto(`/essays/${essay.id}`);
  // The page's own CSP would refuse inline script anyway; it must never allow it: only our own
  // files and, by its hash, the one script that loads a rendered page's modules (deferred-scripts.ts).
  const scriptSources = /(?:^|;)\s*script-src ([^;]*)/.exec(response?.headers()['content-security-policy'] ?? '')?.[1]?.split(' ');
  expect(scriptSources).toEqual(["'self'", expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/)]);
  await expect(page.getByRole('heading', { level: 1, name: HOSTILE })).toBeVisible();
  await expect(page.getByLabel('Your essay')).toHaveValue(`Body ${HOSTILE}`);
  await expect(page.getByText(`Prompt ${IMAGE}`)).toBeVisible();
  await expectNoInjectedMarkup(page);

  // Tasks list.
  await page.goto('/tasks');
  await expect(page.getByRole('list', { name: 'Tasks' }).getByText(HOSTILE, { exact: true })).toBeVisible();
  await expectNoInjectedMarkup(page);

  // Application detail: the notes field holds the text as typed.
  await page.goto(`/applications/${applicationId}`);
  await expect(page.getByLabel('Notes (optional)')).toHaveValue(HOSTILE);
  await expectNoInjectedMarkup(page);

  // The essays tab lists the essay by its title.
  await page.goto('/applications?tab=essays');
  // (Scoped to the tab: until the user menu's code arrives, the header's name is a link too.)
  await expect(page.getByRole('tabpanel', { name: 'Essays' }).getByRole('link', { name: HOSTILE })).toBeVisible();
  await expectNoInjectedMarkup(page);

  // The student's name: the dashboard greets the first word, account settings hold the whole.
  await page.goto('/dashboard');
  await expect(page.getByText(SCRIPT).first()).toBeVisible();
  await expectNoInjectedMarkup(page);
  await page.goto('/settings/account');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue(HOSTILE);
  // The header names the student too (on phones, inside the menu).
  const headerName = page.getByRole('banner').getByText(HOSTILE, { exact: true }).first();
  if (test.info().project.name === 'desktop') await expect(headerName).toBeVisible();
  else await expect(headerName).toBeAttached();
  await expectNoInjectedMarkup(page);
});
