import { describe, expect, it } from 'vitest';
import { createI18n } from '../../lib/i18n/create-i18n.ts';
import { messages as spanish } from '../../locales/es/messages.po';
import { testI18n } from '../../testing/test-i18n.tsx';
import { describeWordCount } from './word-count.ts';

describe('describeWordCount', () => {
  it('counts against the maximum and says how far over it is', () => {
    expect(describeWordCount(testI18n, 712, 650)).toEqual({ text: '712 / 650 words — 62 over the limit', over: 62 });
    expect(describeWordCount(testI18n, 650, 650)).toEqual({ text: '650 / 650 words', over: 0 });
    expect(describeWordCount(testI18n, 1200, 1000)).toEqual({ text: '1,200 / 1,000 words — 200 over the limit', over: 200 });
  });

  it('shows the count alone without a maximum', () => {
    expect(describeWordCount(testI18n, 1, null).text).toBe('1 word');
    expect(describeWordCount(testI18n, 0, null).text).toBe('0 words');
  });
});

describe('describeWordCount in Spanish', () => {
  const es = createI18n('es', spanish);
  it('says the count and how far over, in the page’s language', () => {
    expect(describeWordCount(es, 712, 650).text).toBe('712 / 650 palabras — 62 por encima del límite');
    expect(describeWordCount(es, 1, null).text).toBe('1 palabra');
  });
});
