import { compileMessage } from '@lingui/message-utils/compileMessage';
import { describe, expect, it } from 'vitest';
import { readPoCatalogue } from '../../../../../test/po-catalogue.ts';
import { messages as compiledEnglish } from '../../locales/en/messages.ts';
import { messages as compiledSpanish } from '../../locales/es/messages.ts';
import { emailI18n } from './email-i18n.ts';

/**
 * The emails' catalogue (docs/i18n.md): every English message the API's code uses (extracted by
 * `npm run i18n:api`) has its Spanish, with the same placeholders, and the compiled catalogues the
 * API imports say what the PO files say (the PO was edited and `npm run i18n:api` not run again).
 */
const readCatalogue = (locale: string) => readPoCatalogue(new URL(`../../locales/${locale}/messages.po`, import.meta.url));

/** The names a message fills in: `{name}`, and a plural's or select's variable. */
const placeholders = (message: string) => [...new Set([...message.matchAll(/\{(\w+)/g)].map((match) => match[1]))].sort();

describe("the emails' Spanish catalogue", () => {
  const english = readCatalogue('en');
  const spanish = readCatalogue('es');

  it('holds the messages of the emails', () => {
    expect(english.size).toBeGreaterThan(40);
    expect(english.has('Accept the invitation')).toBe(true);
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
    for (const [catalogue, compiled] of [
      [english, compiledEnglish],
      [spanish, compiledSpanish],
    ] as const) {
      expect(Object.keys(compiled).sort()).toEqual([...catalogue.keys()].sort());
      for (const [id, message] of catalogue) expect(compiled[id], id).toEqual(compileMessage(message));
    }
  });

  it('writes plurals and placeholders in each language', () => {
    const plural = '{hours, plural, one {# hour} other {# hours}}';
    expect(emailI18n('en')._(plural, { hours: 1 })).toBe('1 hour');
    expect(emailI18n('es')._(plural, { hours: 24 })).toBe('24 horas');
    expect(emailI18n('es')._('Hi {first},', { first: 'Rosa' })).toBe('Hola, Rosa:');
    // An account row from before languages, or any unknown value, reads English.
    expect(emailI18n('fr')._('Hi {first},', { first: 'Rosa' })).toBe('Hi Rosa,');
  });
});
