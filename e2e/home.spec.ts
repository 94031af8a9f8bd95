import { expect, test } from './fixtures.ts';

/** Home (spec section 2, "Home"; section 5, home search). */

test('searching trims the text and opens Explore with it', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search colleges' });
  await expect(search).toHaveAttribute('placeholder', 'Search universities, majors, or programs...');
  // Names, not a plain-language query: Explore would turn "computer science" into the major filter.
  await search.fill('   stanford & yale  ');
  await search.press('Enter');
  await expect(page).toHaveURL('/explore?search=stanford%20%26%20yale');
});

test('the Search button submits too', async ({ page }) => {
  await page.goto('/');
  // A name, not a plain-language query ("nursing" would become the major filter).
  await page.getByRole('combobox', { name: 'Search colleges' }).fill('stanford');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL('/explore?search=stanford');
});

test('blank or whitespace-only text does nothing', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search colleges' });
  await search.press('Enter');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await search.fill('    ');
  await search.press('Enter');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  // Give a navigation, if one were (wrongly) started, time to happen.
  await page.waitForTimeout(300);
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Navigate your college journey with confidence');
});

test('a keyboard-only student can search', async ({ page }) => {
  await page.goto('/');
  const search = page.getByRole('combobox', { name: 'Search colleges' });
  await expect(search).toBeVisible();
  // By id: the first focus loads the suggestions, whose input (same id) takes the plain one's place.
  for (let i = 0; i < 15 && !(await page.evaluate(() => document.activeElement?.id === 'home-search')); i++)
    await page.keyboard.press('Tab');
  await expect(search).toBeFocused();
  await page.keyboard.type('  stanford ');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/explore?search=stanford');
});

test('shows real numbers from the catalogue and the data vintage', async ({ page, request }) => {
  const health = await (await request.get('/api/health')).json();
  await page.goto('/');
  await expect(page.getByText(health.dataset.schools.toLocaleString('en-US'), { exact: true })).toBeVisible();
  await expect(page.getByText('US colleges and universities')).toBeVisible();
  await expect(page.getByText(/College Scorecard \d{4}-\d{2} year file and IPEDS/)).toBeVisible();
});

test('has the four promises, How It Works, three illustrative stories and the sign-up call to action', async ({ page, checkA11y }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/^CampusPath/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  for (const name of ['Explore universities', 'Application management', 'Personalized recommendations', 'Timeline and reminders'])
    await expect(page.getByRole('heading', { level: 3, name })).toBeVisible();

  const steps = page.getByRole('region', { name: 'How It Works' }).getByRole('listitem');
  await expect(steps).toHaveCount(3);
  await expect(steps.getByRole('heading')).toHaveText([/Explore and compare/, /Track and organize/, /Apply and succeed/]);

  // The stories and the call to action load as they come near.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  const stories = page.getByRole('region', { name: /Made for every step/ });
  await expect(stories.getByText(/Illustrative stories/)).toBeVisible();
  await expect(stories.getByRole('figure')).toHaveCount(3);
  for (const role of ['High school senior', 'College freshman', 'High school junior']) await expect(stories.getByText(role)).toBeVisible();

  await expect(page.getByText(/virtual tour/i)).toHaveCount(0);
  const cta = page.getByRole('link', { name: 'Create Free Account' });
  await expect(cta).toHaveAttribute('href', '/signup');
  await checkA11y();
});
