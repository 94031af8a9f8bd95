import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { readPoCatalogue } from '../../../../../test/po-catalogue.ts';
import { messages as contractEnglish } from '@campuspath/contract/locales/en/messages';
import { messages as contractSpanish } from '@campuspath/contract/locales/es/messages';
import { messages as compiledEnglish } from '../../locales/en/messages.ts';
import { messages as compiledSpanish } from '../../locales/es/messages.ts';
import { emailI18n } from './email-i18n.ts';

/**
 * The API's catalogue (docs/i18n.md) and the contract's field messages (decision 0020): every
 * English message the code uses (extracted by `npm run i18n:api`) has its Spanish, with the same
 * placeholders, and the compiled catalogues the API (and the web's forms) import say what the PO
 * files say (the PO was edited and `npm run i18n:api` not run again).
 */
const CATALOGUES = [
  {
    name: "the API's catalogue",
    folder: new URL('../../locales/', import.meta.url),
    compiled: { en: compiledEnglish, es: compiledSpanish },
    sample: 'Accept the invitation',
  },
  {
    name: "the contract's catalogue",
    folder: new URL('../../../../../packages/contract/src/locales/', import.meta.url),
    compiled: { en: contractEnglish, es: contractSpanish },
    sample: 'Enter your name',
  },
] as const;

/** The names a message fills in: `{name}`, and a plural's or select's variable. */
const placeholders = (message: string) => [...new Set([...message.matchAll(/\{(\w+)/g)].map((match) => match[1]))].sort();

describe.each(CATALOGUES)('$name in Spanish', ({ folder, compiled, sample }) => {
  const english = readPoCatalogue(new URL('en/messages.po', folder));
  const spanish = readPoCatalogue(new URL('es/messages.po', folder));

  it('holds the messages of the code', () => {
    expect(english.size).toBeGreaterThan(40);
    expect(english.has(sample)).toBe(true);
  });

  it('translates every English message', () => {
    expect([...english.keys()].filter((id) => !spanish.get(id))).toEqual([]);
    expect([...spanish.keys()].filter((id) => !english.has(id))).toEqual([]);
  });

  it('keeps every placeholder of the English message', () => {
    const mismatched = [...english.keys()].filter(
      (id) => spanish.get(id) && placeholders(spanish.get(id)!).join() !== placeholders(id).join(),
    );
    expect(mismatched).toEqual([]);
  });

  it('is compiled as the PO files say', () => {
    for (const [catalogue, messages] of [
      [english, compiled.en],
      [spanish, compiled.es],
    ] as const) {
      expect(Object.keys(messages).sort()).toEqual([...catalogue.keys()].sort());
      for (const [id, message] of catalogue) expect(messages[id], id).toEqual(compileMessage(message));
    }
  });
});

describe("the API's messages", () => {
  it('writes plurals and placeholders in each language', () => {
    const plural = '{hours, plural, one {# hour} other {# hours}}';
    expect(emailI18n('en')._(plural, { hours: 1 })).toBe('1 hour');
    expect(emailI18n('es')._(plural, { hours: 24 })).toBe('24 horas');
    expect(emailI18n('es')._('Hi {first},', { first: 'Rosa' })).toBe('Hola, Rosa:');
    // An account row from before languages, or any unknown value, reads English.
    expect(emailI18n('fr')._('Hi {first},', { first: 'Rosa' })).toBe('Hi Rosa,');
  });
});
