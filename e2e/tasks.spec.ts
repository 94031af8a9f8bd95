import type { Page } from '@playwright/test';
import type { CreateTaskBody, TaskResponse } from '@campuspath/contract/tasks';
import { buildTaskBody } from '../test/factories.ts';
import { signUpViaApi } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';

/** A local calendar date `days` from today, YYYY-MM-DD (the browser runs in the same zone). */
function isoInDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
}

async function createTaskViaApi(page: Page, body: Partial<CreateTaskBody>) {
  const response = await page.request.post('/api/tasks', { data: buildTaskBody(body) });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as TaskResponse).task;
}

const taskList = (page: Page) => page.getByRole('list', { name: 'Tasks' });

test('a new student sees the empty state and its link to add a task', async ({ page, checkA11y }) => {
  await signUpViaApi(page);
  await page.goto('/tasks');
  await expect(page.getByRole('heading', { level: 1, name: 'Tasks' })).toBeVisible();
  await expect(page.getByText('You don’t have any upcoming tasks.')).toBeVisible();
  await checkA11y();
  await page.getByRole('link', { name: 'Add a task' }).click();
  await expect(page).toHaveURL('/tasks/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New task' })).toBeVisible();
});

test('create a task, complete it (struck through) and it stays completed after a reload', async ({ page, checkA11y }) => {
  await signUpViaApi(page);
  await page.goto('/tasks/new');
  await checkA11y();

  // A missing title is named; what was typed elsewhere stays.
  await page.getByLabel('Notes (optional)').fill('Bring the fee waiver');
  await page.getByRole('button', { name: 'Add task' }).click();
  await expect(page.getByText('Enter a title')).toBeVisible();
  await expect(page.getByLabel('Notes (optional)')).toHaveValue('Bring the fee waiver');

  await page.getByLabel('Title').fill('Register for the October SAT');
  await page.getByLabel('Due date (optional)').fill(isoInDays(10));
  await page.getByLabel('Category').selectOption({ label: 'Testing' });
  await page.getByLabel('Priority').selectOption({ label: 'High' });
  await page.getByRole('button', { name: 'Add task' }).click();

  await expect(page).toHaveURL('/tasks');
  const item = taskList(page).getByRole('listitem').filter({ hasText: 'Register for the October SAT' });
  await expect(item).toContainText('Testing');
  await expect(item).toContainText('High priority');
  await expect(item).toContainText('Bring the fee waiver');
  await checkA11y();

  const checkbox = page.getByRole('checkbox', { name: 'Register for the October SAT' });
  await expect(checkbox).not.toBeChecked();
  await checkbox.click();
  await expect(checkbox).toBeChecked();
  const title = item.locator('label', { hasText: 'Register for the October SAT' });
  await expect(title).toHaveCSS('text-decoration-line', 'line-through');

  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Register for the October SAT' })).toBeChecked();
  await expect(taskList(page).locator('label', { hasText: 'Register for the October SAT' })).toHaveCSS(
    'text-decoration-line',
    'line-through',
  );

  // Filters: it is under Completed, and Upcoming is empty.
  await page.getByRole('radio', { name: 'Completed' }).click();
  await expect(page).toHaveURL(/filter=completed/);
  await expect(page.getByRole('checkbox', { name: 'Register for the October SAT' })).toBeVisible();
  await page.getByRole('radio', { name: 'Upcoming' }).click();
  await expect(page.getByText('You don’t have any upcoming tasks.')).toBeVisible();
  await checkA11y();
});

test('an overdue task shows Overdue; tasks sort by due date, can be edited and deleted', async ({ page }) => {
  await signUpViaApi(page);
  await createTaskViaApi(page, { title: 'Send the CSS Profile', dueDate: isoInDays(-3), category: 'financial-aid', priority: 'high' });
  await createTaskViaApi(page, { title: 'Book a campus visit', dueDate: isoInDays(20), category: 'visit' });
  await createTaskViaApi(page, { title: 'Thank-you notes', dueDate: isoInDays(-5), completed: true });
  await page.goto('/tasks');

  const overdue = taskList(page).getByRole('listitem').filter({ hasText: 'Send the CSS Profile' });
  await expect(overdue.getByText('Overdue', { exact: true })).toBeVisible();
  // Past due but completed is not overdue; due later is not overdue.
  await expect(
    taskList(page).getByRole('listitem').filter({ hasText: 'Thank-you notes' }).getByText('Overdue', { exact: true }),
  ).toHaveCount(0);
  await expect(
    taskList(page).getByRole('listitem').filter({ hasText: 'Book a campus visit' }).getByText('Overdue', { exact: true }),
  ).toHaveCount(0);

  const titles = () => taskList(page).locator('label').allTextContents();
  expect(await titles()).toEqual(['Thank-you notes', 'Send the CSS Profile', 'Book a campus visit']);
  await page.getByLabel('Sort by').selectOption({ label: 'Due date, latest first' });
  await expect.poll(titles).toEqual(['Book a campus visit', 'Send the CSS Profile', 'Thank-you notes']);

  await page.getByRole('button', { name: 'Edit “Book a campus visit”' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit task' });
  await dialog.getByLabel('Title').fill('Book a campus visit to Michigan');
  await dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('checkbox', { name: 'Book a campus visit to Michigan' })).toBeVisible();

  await page.getByRole('button', { name: 'Delete “Thank-you notes”' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete task' }).click();
  await expect(page.getByRole('checkbox', { name: 'Thank-you notes' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'Thank-you notes' })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: 'Book a campus visit to Michigan' })).toBeVisible();
});

test('completing a task rolls back when the server cannot be reached', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/Failed to load resource/);
  await signUpViaApi(page);
  await createTaskViaApi(page, { title: 'Ask for a recommendation' });
  await page.goto('/tasks');
  await page.route('**/api/tasks/*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 503, json: { error: 'unavailable', message: 'Down' } })
      : route.fallback(),
  );
  const checkbox = page.getByRole('checkbox', { name: 'Ask for a recommendation' });
  await checkbox.click();
  await expect(page.getByRole('alert')).toContainText('“Ask for a recommendation” could not be updated.');
  await expect(checkbox).not.toBeChecked();
});
