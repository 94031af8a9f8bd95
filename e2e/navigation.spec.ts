import type { Page } from '@playwright/test';
import { chooseSignOut, signUpViaApi } from './auth-helpers.ts';
import { expect, sameOnPhone, test } from './fixtures.ts';

/**
 * The header's navigation: Explore and Compare for everyone, the student's own pages
 * once signed in; one menu on a phone; Sign In comes back to the page the visitor was on; tab bars
 * that scroll sideways on a phone show that they do.
 */

const WORKSPACE = ['My Dashboard', 'Applications', 'Recommendations', 'Timeline'];
const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' });

test(
  'on a wide screen the header shows Explore and Compare, and the student’s pages once signed in',
  sameOnPhone,
  async ({ page, checkA11y }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    await expect(mainNav(page).getByRole('link')).toHaveText(['Explore', 'Compare']);
    await mainNav(page).getByRole('link', { name: 'Compare' }).click();
    await expect(page).toHaveURL('/compare');
    await expect(mainNav(page).getByRole('link', { name: 'Compare' })).toHaveAttribute('aria-current', 'page');

    const student = await signUpViaApi(page);
    await page.goto('/about');
    await expect(mainNav(page).getByRole('link')).toHaveText(['Explore', 'Compare', ...WORKSPACE]);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Menu' })).toHaveCount(0);
    await checkA11y();
    await mainNav(page).getByRole('link', { name: 'Timeline' }).click();
    await expect(page).toHaveURL('/timeline');
    // The name's menu holds the rest of the student's pages, not the ones the bar already shows.
    await page.getByRole('banner').getByRole('button', { name: student.name }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem', { name: 'Academic profile' })).toBeVisible();
    await expect(menu.getByRole('menuitem', { name: 'Timeline' })).toHaveCount(0);
  },
);

test('a signed-in student on a phone has one menu holding every link and Sign out', async ({ page, checkA11y }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const student = await signUpViaApi(page);
  await page.goto('/explore');
  const banner = page.getByRole('banner');
  const trigger = banner.getByRole('button', { name: student.name });
  await expect(trigger).toBeVisible();
  // No second menu: the hamburger is the visitor's only.
  await expect(banner.getByRole('button', { name: 'Menu' })).toHaveCount(0);
  await expect(mainNav(page)).toBeHidden();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await trigger.click();
  const menu = page.getByRole('menu');
  const items = ['Explore', 'Compare', ...WORKSPACE, 'Academic profile', 'Saved universities', 'Tasks', 'Sign out'];
  for (const name of items) await expect(menu.getByRole('menuitem', { name, exact: true })).toBeAttached();
  await expect(menu.getByRole('menuitem', { name: 'Sign out' })).toBeInViewport();
  await checkA11y();
  await menu.getByRole('menuitem', { name: 'Recommendations' }).click();
  await expect(page).toHaveURL('/recommendations');
  await expect(menu).toHaveCount(0);

  await trigger.click();
  await chooseSignOut(page);
  await expect(banner.getByRole('link', { name: 'Sign In' })).toBeVisible();
  // A visitor's phone menu is the Menu button, with Explore and Compare.
  await banner.getByRole('button', { name: 'Menu' }).click();
  await expect(page.locator('#mobile-nav').getByRole('link')).toHaveText(['Explore', 'Compare']);
});

test('the header’s Sign In brings the student back to the page they were on', sameOnPhone, async ({ page }) => {
  const student = await signUpViaApi(page);
  await page.context().clearCookies();
  const here = '/university/university-of-vermont?tab=costs';
  await page.goto(here);
  await expect(page.getByRole('heading', { level: 1, name: 'University of Vermont' })).toBeVisible();
  const signIn = page.getByRole('banner').getByRole('link', { name: 'Sign In' });
  await expect(signIn).toHaveAttribute('href', `/login?redirectTo=${encodeURIComponent(here)}`);
  await signIn.click();
  await page.getByLabel('Email', { exact: true }).fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(here);
});

test('on a phone a tab bar that scrolls sideways shows there is more, and stops showing it at the end', async ({ page, checkA11y }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/university/university-of-vermont');
  const tabs = page.getByRole('tablist', { name: 'University details' });
  await expect(tabs.getByRole('tab')).not.toHaveCount(0);
  const edges = tabs.locator('xpath=..');
  expect(await tabs.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await expect(edges).toHaveAttribute('data-more-end', 'true');
  await expect(edges).toHaveAttribute('data-more-start', 'false');
  await checkA11y();

  // The keyboard reaches the last tab, which scrolls the bar to its end.
  await tabs.getByRole('tab').first().focus();
  await page.keyboard.press('End');
  await expect(tabs.getByRole('tab').last()).toBeFocused();
  await expect(edges).toHaveAttribute('data-more-end', 'false');
  await expect(edges).toHaveAttribute('data-more-start', 'true');
});
