import type { Page } from '@playwright/test';
import { readPoCatalogue } from '../test/po-catalogue.ts';

/**
 * The English a Spanish page must not show (docs/i18n.md): every message of the web's catalogue
 * whose Spanish differs, cut at its placeholders and tags ("Saved at {time}. Only you…" gives
 * "Saved at" and ". Only you…"), keeping the pieces of three words or more. A piece the Spanish of
 * the same message also contains is a name or a figure kept as published ("College Scorecard",
 * "90 FR 23922"), so it is left out: it may rightly appear on both pages.
 */
function englishPieces(): string[] {
  const catalogue = (locale: string) => readPoCatalogue(new URL(`../apps/web/src/locales/${locale}/messages.po`, import.meta.url));
  const spanish = catalogue('es');
  const pieces = new Set<string>();
  for (const id of catalogue('en').keys()) {
    const translation = spanish.get(id) ?? '';
    if (translation === id) continue;
    for (const piece of id.split(/\{[^}]*\}|<\/?\d+>/)) {
      const text = piece.replace(/\s+/g, ' ').trim();
      if (text.split(' ').length >= 3 && !translation.includes(text)) pieces.add(text);
    }
  }
  return [...pieces];
}

/**
 * The pieces of English (as above) left in the page's visible text, screen-reader text included:
 * `[]` on a page whose every message is translated. Apply it to any Spanish page.
 */
export async function englishLeftovers(page: Page): Promise<string[]> {
  const shown = (await page.locator('body').innerText()).replace(/\s+/g, ' ');
  return englishPieces().filter((piece) => shown.includes(piece));
}
