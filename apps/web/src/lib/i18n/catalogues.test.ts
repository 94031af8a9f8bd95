// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readPoCatalogue } from '../../../../../test/po-catalogue.ts';

/**
 * Every English message the code uses (extracted into the English catalogue by `npm run
 * i18n:extract`) has its Spanish translation, with the same placeholders: a screen converted to
 * messages is translated in the same change, never shown half in English (docs/i18n.md).
 */
const readCatalogue = (locale: string) => readPoCatalogue(new URL(`../../locales/${locale}/messages.po`, import.meta.url));

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
