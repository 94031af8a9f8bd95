import { expect, test } from './fixtures.ts';

/**
 * The counselor demo's class, as a counselor trying CampusPath meets it: the caseload's letter
 * statuses from the sample teacher's answers, a sample request in the approval queue, and a roster with sample students in every place,
 * each one and the roster itself labelled sample.
 */
test('the counselor demo shows a sample class: letter statuses in the caseload and a rostered class labelled sample', async ({
  page,
  checkA11y,
}) => {
  test.slow();
  await page.goto('/login');
  await page.getByRole('button', { name: 'Try the counselor demo' }).click();
  await expect(page).toHaveURL('/caseload');

  // A table row from sm up, a card on a phone: whichever shows.
  const student = (name: string) =>
    page
      .getByRole('main')
      .locator('tr, li')
      .filter({ visible: true, has: page.getByRole('link', { name: `${name} (sample)`, exact: true }) });
  await expect(student('Jordan Lee')).toContainText('1 pending, 1 submitted');
  await expect(student('Sofia Garcia')).toContainText('0 pending, 1 submitted');
  await expect(student('Ava Thompson')).toContainText('1 pending, 0 submitted');
  // Ethan shares only his colleges: his request is not the counselor's to see.
  await expect(student('Ethan Nguyen')).not.toContainText('pending');
  await checkA11y();

  await page.goto('/counselor');
  // The sample school approves letter requests: one sample request waits for the counselor.
  await expect(page.getByRole('heading', { name: 'Letter requests awaiting approval (1)' })).toBeVisible();
  const waiting = page
    .getByRole('list', { name: 'Letter requests awaiting approval at Sample High School (demo)' })
    .getByRole('listitem')
    .filter({ hasText: 'Ava Thompson (sample)' });
  await expect(waiting).toContainText('Ms. Dana Whitfield (sample teacher)');
  await checkA11y();
  await page.getByRole('link', { name: 'Roster of Sample High School (demo)' }).click();
  await expect(page).toHaveURL(/\/roster\?school=/);
  await expect(page.getByText('Sample roster.')).toBeVisible();
  const students = page.getByRole('list', { name: 'Rostered students' }).getByRole('listitem');
  await expect(students).toHaveCount(10);
  for (const line of await students.allTextContents()) {
    expect(line).toContain('(sample)Sample');
    expect(line).toContain('@demo.campuspath.invalid');
  }
  for (const place of ['Joined and sharing', 'Joined, not sharing', 'Invited, not joined', 'Not invited yet']) {
    await expect(students.filter({ hasText: place }).first()).toBeVisible();
  }
  await expect(page.getByRole('region', { name: 'Joined with the code, not on the roster' })).toContainText('Marcus Johnson (sample)');
  await checkA11y();
});
