import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules: every scan runs all of them. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on the page as it is and returns its violations, one line each (empty when there are
 * none). A page state already scanned without violations in this run, by this project, is not
 * scanned again: axe's result is a function of the document, the form controls' values, the window
 * and the scroll position, so a second scan of an identical state can only repeat the first. Many
 * journeys pass the same public pages (a college's page, Explore, the sign-in page) and the same
 * empty signed-in pages; those scans were a third of the end-to-end suite's CPU time.
 *
 * axe runs in the page itself (its "legacy" mode, axe.run) rather than in a blank page opened per
 * scan to merge the results of each frame: the app has no frames, so the results are the same, and
 * opening a page and loading axe into it a second time doubled the cost of every scan.
 * `E2E_A11Y_EVERY_SCAN=1` scans every state, repeated or not.
 */
export async function a11yViolations(page: Page, projectName: string): Promise<string[]> {
  const marker = await scannedMarker(page, projectName);
  if (marker.seen) return [];
  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).setLegacyMode().analyze();
  const violations = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  // Only a clean scan is remembered: a state with violations fails every test that reaches it,
  // and a retried test scans again.
  if (violations.length === 0) marker.remember();
  return violations;
}

/** What decides axe's result, read from the page: fingerprinted in the page, where the document is. */
async function pageStateFingerprint(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const controls = Array.from(document.querySelectorAll('input, textarea, select'), (element) => {
      const control = element as HTMLInputElement;
      return `${control.value}\u0000${String(control.checked)}`;
    });
    const state = [
      document.documentElement.outerHTML,
      controls.join('\u0001'),
      `${window.innerWidth}x${window.innerHeight}@${window.scrollX},${window.scrollY}`,
    ].join('\u0002');
    if (!globalThis.crypto?.subtle) return state;
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(state));
    return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
  });
}

/** The states scanned clean in this process, when the run shares no directory for them. */
const scannedHere = new Set<string>();

/**
 * Whether this state was scanned clean already in this run (by any worker: playwright.config.ts
 * gives the workers one directory, E2E_A11Y_SCANNED_DIR, with a file per state), and a way to
 * record that it now has been.
 */
async function scannedMarker(page: Page, projectName: string) {
  const key = createHash('sha256')
    .update(`${projectName}\u0000${await pageStateFingerprint(page)}`)
    .digest('hex');
  const dir = process.env.E2E_A11Y_SCANNED_DIR;
  const file = dir ? join(dir, key) : '';
  const everyScan = process.env.E2E_A11Y_EVERY_SCAN === '1';
  return {
    seen: !everyScan && (dir ? existsSync(file) : scannedHere.has(key)),
    remember: () => {
      if (!dir) return void scannedHere.add(key);
      mkdirSync(dir, { recursive: true });
      writeFileSync(file, '');
    },
  };
}
