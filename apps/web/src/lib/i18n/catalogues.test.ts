// @vitest-environment node
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * Every English message the code uses (extracted into the English catalogue by `npm run
 * i18n:extract`) has its Spanish translation, with the same placeholders: a screen converted to
 * messages is translated in the same change, never shown half in English (docs/i18n.md).
 */
function readCatalogue(locale: string): Map<string, string> {
  const text = readFileSync(new URL(`../../locales/${locale}/messages.po`, import.meta.url), 'utf8');
  const entries = new Map<string, string>();
  // A PO entry: msgid "…" (continued on "…" lines), then msgstr "…" likewise.
  const entry = /^msgid ((?:".*"\n)+)msgstr ((?:".*"\n?)+)/gm;
  const joined = (lines: string) =>
    lines
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as string)
      .join('');
  for (const match of text.matchAll(entry)) {
    const id = joined(match[1]!);
    if (id) entries.set(id, joined(match[2]!));
  }
  return entries;
}

const placeholders = (message: string) => [...message.matchAll(/\{(\w+)|<(\d+)>/g)].map((match) => match[0]).sort();

describe('the Spanish catalogue', () => {
  const english = readCatalogue('en');
  const spanish = readCatalogue('es');

  it('holds the messages the code uses', () => {
    expect(english.size).toBeGreaterThan(100);
  });

  it('translates every English message', () => {
    const untranslated = [...english.keys()].filter((id) => !spanish.get(id));
    expect(untranslated).toEqual([]);
  });

  it('keeps every placeholder and tag of the English message', () => {
    const mismatched = [...english.keys()].filter(
      (id) => spanish.get(id) && placeholders(spanish.get(id)!).join() !== placeholders(id).join(),
    );
    expect(mismatched).toEqual([]);
  });
});
