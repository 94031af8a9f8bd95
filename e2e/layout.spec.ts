import { expect, sameOnPhone, test } from './fixtures.ts';

/** The layout every page shares (spec section 2, "Layout shared by all screens"). */

test.describe('header', () => {
  test('has the logo, Explore, Compare and Sign In on wide screens', sameOnPhone, async ({ page, checkA11y }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: 'CampusPath' })).toHaveAttribute('href', '/');
    await expect(banner.getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText(['Explore', 'Compare']);
    // Sign In comes back here.
    await expect(banner.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login?redirectTo=%2Fabout');
    await expect(banner.getByRole('button', { name: 'Menu' })).toBeHidden();
    await checkA11y();
  });

  test('marks the current page in the navigation', sameOnPhone, async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/about');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Explore' }).click();
    await expect(page).toHaveURL('/explore');
    await expect(nav.getByRole('link', { name: 'Explore' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'Compare' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('is transparent at the top and turns white with a shadow after scrolling more than 10 px', sameOnPhone, async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
    await expect(header).toHaveCSS('box-shadow', 'none');

    await page.evaluate(() => window.scrollTo(0, 400));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
    await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(header).not.toHaveCSS('box-shadow', 'none');

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)');
  });

  test('on a small screen the menu opens, and closes on navigation and on Escape', async ({ page, checkA11y }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/about');
    const banner = page.getByRole('banner');
    const button = banner.getByRole('button', { name: 'Menu' });
    await expect(banner.getByRole('navigation')).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`#${await button.getAttribute('aria-controls')}`);
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('link')).toHaveText(['Explore', 'Compare']);
    await checkA11y();

    // Closes on a route change.
    await menu.getByRole('link', { name: 'Explore' }).click();
    await expect(page).toHaveURL('/explore');
    await expect(menu).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // Closes on Escape, by keyboard alone, and focus goes back to the menu button.
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(menu).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(menu.getByRole('link', { name: 'Explore' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('the skip link moves keyboard users past the header', sameOnPhone, async ({ page }) => {
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });
});

test.describe('footer', () => {
  test('has share links, three link columns, the copyright year and the legal links', async ({ page, checkA11y }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    // The footer's content loads as it comes near.
    await footer.scrollIntoViewIfNeeded();
    for (const title of ['Explore', 'Resources', 'Company'])
      await expect(footer.getByRole('heading', { name: title, exact: true })).toBeVisible();
    await expect(footer).toContainText(`© ${new Date().getFullYear()} CampusPath`);
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
    await expect(footer.getByRole('link', { name: 'Cookie Policy' })).toHaveAttribute('href', '/cookies');

    // No invented social accounts: the links share this site, in a new tab.
    const origin = new URL(page.url()).origin;
    const share = footer.getByRole('link', { name: /^Share CampusPath/ });
    await expect(share).toHaveCount(4);
    for (const link of await share.all()) {
      const href = (await link.getAttribute('href'))!;
      expect(decodeURIComponent(href)).toContain(origin);
      if (href.startsWith('mailto:')) continue;
      expect(href).toMatch(
        /^https:\/\/(twitter\.com\/intent\/tweet|www\.facebook\.com\/sharer\/sharer\.php|www\.linkedin\.com\/sharing\/share-offsite\/)\?/,
      );
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    await checkA11y();
  });

  test('every internal footer link leads to a real page', sameOnPhone, async ({ page, request }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    await footer.scrollIntoViewIfNeeded();
    await expect(footer.getByRole('link', { name: 'Cookie Policy' })).toBeVisible();
    const hrefs = await footer.getByRole('link').evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    const internal = [...new Set(hrefs.filter((href) => href.startsWith('/')))];
    expect(internal.length).toBeGreaterThan(10);
    for (const href of internal) {
      if (href.startsWith('/api/')) {
        const response = await request.get(href);
        expect(response.ok(), href).toBe(true);
        expect(response.headers()['content-type'], href).toContain('text/html');
        continue;
      }
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 }), href).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Page not found' }), href).toHaveCount(0);
      const hash = new URL(href, 'http://x.test').hash;
      if (hash) await expect(page.locator(hash), href).toHaveCount(1);
    }
  });

  test('a footer link opens the new page at its top', sameOnPhone, async ({ page }) => {
    await page.goto('/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const about = page.getByRole('contentinfo').getByRole('link', { name: 'About' });
    await about.scrollIntoViewIfNeeded();
    await about.click();
    await expect(page).toHaveURL('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About CampusPath' })).toBeInViewport();
  });
});

test(
  'a page that fails to load shows a friendly error with Try Again, never the raw framework screen',
  sameOnPhone,
  async ({ browser, baseURL }) => {
    // A context of its own: the failed chunk download is the point of this test, so its console
    // error must not fail the shared fixture.
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await page.goto('/');
    await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
    const about = page.getByRole('contentinfo').getByRole('link', { name: 'About' });
    await expect(about).toBeVisible();
    // Every script not loaded yet (the About page's chunk among them) now fails to download.
    await page.route(/\/assets\/[^/]+\.js$/, (route) => route.abort());
    await about.click();
    await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
    await expect(page.getByText('Unexpected Application Error')).toHaveCount(0);
    await expect(page.getByRole('banner')).toBeVisible();

    await page.unroute(/\/assets\/[^/]+\.js$/);
    await page.getByRole('button', { name: 'Try Again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About CampusPath' })).toBeVisible();
    await context.close();
  },
);
