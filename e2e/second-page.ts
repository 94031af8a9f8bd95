import type { Browser, Page, TestInfo } from '@playwright/test';
import { a11yViolations } from './a11y.ts';
import { expect, watchPage } from './fixtures.ts';

/**
 * A second person in the same journey (a parent beside the student, a counselor beside a
 * student): a page in a browser context of its own (its own cookies, so its own session), with
 * the project's device (desktop or phone) and the same tripwire and axe check as the `page` fixture.
 * Call `done()` at the end of the test: it fails on any unexpected console error there.
 */
export async function secondPage(browser: Browser, testInfo: TestInfo, allowed: RegExp[] = []) {
  const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = testInfo.project.use;
  const context = await browser.newContext({ viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL });
  const page = await context.newPage();
  const problems = watchPage(page, allowed);
  return {
    page,
    allow: (pattern: RegExp) => allowed.push(pattern),
    checkA11y: async () => {
      expect(await a11yViolations(page, testInfo.project.name), 'accessibility violations').toEqual([]);
    },
    done: async () => {
      await context.close();
      expect(problems, 'unexpected browser errors on the second page').toEqual([]);
    },
  };
}

/** Sends a write through the page's session and checks it worked. */
export async function apiWrite(page: Page, method: 'post' | 'put', url: string, data?: object): Promise<unknown> {
  const response = await page.request[method](url, data ? { data } : {});
  expect(response.status(), `${method.toUpperCase()} ${url}: ${await response.text()}`).toBeLessThan(300);
  return response.status() === 204 ? null : response.json();
}
