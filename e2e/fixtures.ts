import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every test fails on an unexpected console error or a failed page error (style guide: noise fails tests),
 * and gets `checkA11y()` for an axe scan of the page as it is. A test that provokes an error on
 * purpose (an API call it forces to fail) declares the console message it expects with
 * `allowConsoleErrors(pattern)`.
 */
export const test = base.extend<{
  checkA11y: () => Promise<void>;
  allowConsoleErrors: (pattern: RegExp) => void;
  allowedConsoleErrors: RegExp[];
}>({
  // eslint-disable-next-line no-empty-pattern
  allowedConsoleErrors: async ({}, use) => {
    await use([]);
  },
  allowConsoleErrors: async ({ allowedConsoleErrors }, use) => {
    await use((pattern) => {
      allowedConsoleErrors.push(pattern);
    });
  },
  page: async ({ page, allowedConsoleErrors }, use) => {
    const problems: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      if (allowedConsoleErrors.some((pattern) => pattern.test(message.text()))) return;
      problems.push(`console.error: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
    await use(page);
    expect(problems, 'unexpected browser errors').toEqual([]);
  },
  checkA11y: async ({ page }, use) => {
    await use(async () => {
      const results = await new AxeBuilder({ page: page as Page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
      const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      expect(summary, 'accessibility violations').toEqual([]);
    });
  },
});

export { expect };
