import { test as base, expect, type Page, type Response } from '@playwright/test';
import { a11yViolations } from './a11y.ts';

/**
 * Every test fails on an unexpected console error or a failed page error (style guide: noise fails tests),
 * and gets `checkA11y()` for an axe scan of the page as it is (e2e/a11y.ts: a state already scanned in this run is not scanned again). A test that provokes an error on
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
  page: async ({ page, allowedConsoleErrors, javaScriptEnabled }, use) => {
    const problems = watchPage(page, allowedConsoleErrors, javaScriptEnabled);
    await use(page);
    expect(problems, 'unexpected browser errors').toEqual([]);
  },
  checkA11y: async ({ page }, use, testInfo) => {
    await use(async () => {
      expect(await a11yViolations(page, testInfo.project.name), 'accessibility violations').toEqual([]);
    });
  },
});

/**
 * The tripwire on a page (the `page` fixture's, and a second person's: second-page.ts): returns the
 * list of unexpected console errors and page errors, which the caller expects to stay empty. Also
 * makes every load through goto or reload wait until React has taken a server-rendered page over:
 * its buttons show before its JavaScript has run, and like a student's, a test's clicks count once
 * React has the page (from then on React replays a click that lands while it is still hydrating).
 */
export function watchPage(page: Page, allowed: RegExp[], javaScriptEnabled = true): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    if (allowed.some((pattern) => pattern.test(message.text()))) return;
    // A page that is a 404 (an unknown path or college) says so as it loads: that is its status, not a fault.
    if (/status of 404/.test(message.text()) && message.location().url === page.url()) return;
    problems.push(`console.error: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  for (const method of javaScriptEnabled ? (['goto', 'reload'] as const) : []) {
    const load = page[method].bind(page) as (...args: unknown[]) => Promise<Response | null>;
    (page as unknown as Record<string, unknown>)[method] = async (...args: unknown[]) => {
      const response = await load(...args);
      await waitForHydration(page);
      return response;
    };
  }
  return problems;
}

/**
 * Resolves once React has taken over a server-rendered page; at once for any other page. Hydration
 * runs as a transition, in slices, so the root being created is not enough: the page is React's
 * when the root's state says it is no longer dehydrated (React sets `isDehydrated: false` as it
 * commits the hydrated tree). Until then a click can meet the server's markup.
 */
export function waitForHydration(page: Page) {
  return page.waitForFunction(() => {
    if (!document.getElementById('app-data')) return true;
    const root = document.getElementById('root') as unknown as Record<string, { stateNode: ReactRootState }> | null;
    const key = root && Object.keys(root).find((name) => name.startsWith('__reactContainer'));
    return Boolean(key) && root![key!]!.stateNode.current.memoizedState?.isDehydrated === false;
  });
}

/**
 * Resolves once every lazy part of a server-rendered page is React's too: a part whose code comes
 * in a chunk of its own (a tab's content, a list) keeps the server's markup as a dehydrated
 * Suspense boundary after the root has hydrated, and a press on it before its chunk arrives can
 * be lost. Walks React's tree for such a boundary (a Suspense fiber, tag 13, still `dehydrated`).
 */
export async function waitForLazyParts(page: Page) {
  await waitForHydration(page);
  await page.waitForFunction(() => {
    if (!document.getElementById('app-data')) return true;
    const root = document.getElementById('root') as unknown as Record<string, { stateNode: { current: Fiber } }>;
    const key = Object.keys(root).find((name) => name.startsWith('__reactContainer'))!;
    const stack: Fiber[] = [root[key]!.stateNode.current];
    while (stack.length > 0) {
      const fiber = stack.pop()!;
      if (fiber.tag === 13 && fiber.memoizedState?.dehydrated) return false;
      if (fiber.child) stack.push(fiber.child);
      if (fiber.sibling) stack.push(fiber.sibling);
    }
    return true;
    interface Fiber {
      tag: number;
      child: Fiber | null;
      sibling: Fiber | null;
      memoizedState?: { dehydrated?: unknown } | null;
    }
  });
}

/** The part of React's root (FiberRoot) that says whether the server's HTML is hydrated yet. */
interface ReactRootState {
  current: { memoizedState?: { isDehydrated?: boolean } };
}

export { expect };

/**
 * The tag of a test in a phone-layout spec whose own page is the same single column at both sizes:
 * the `phone` project skips it, since a second run on a phone would check nothing new.
 * `test('…', sameOnPhone, async …)`.
 */
export const sameOnPhone = { tag: '@same-on-phone' } as const;
