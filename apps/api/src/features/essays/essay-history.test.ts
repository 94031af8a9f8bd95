import { describe, expect, it } from 'vitest';
import { countWords } from '@campuspath/contract/essays-terms';
import { editedSpan, shouldKeepCopy } from './essay-history.ts';

describe('countWords (the one count the web and the API share)', () => {
  it.each([
    ['', 0],
    ['   \n\t ', 0],
    ['one', 1],
    ['  two   words ', 2],
    ["don't stop well-known", 3],
    ['a — b', 3],
    ['line one\nline two\r\n\tthree', 5],
    ['non\u00a0breaking space', 3],
  ])('%j has %i words', (text, words) => {
    expect(countWords(text)).toBe(words);
  });
});

describe('editedSpan', () => {
  it('measures the changed middle, not the change in length', () => {
    expect(editedSpan('same', 'same')).toBe(0);
    expect(editedSpan('abc', 'abXc')).toBe(1);
    expect(editedSpan('hello world', 'hello')).toBe(6);
    expect(editedSpan('x'.repeat(10) + 'a'.repeat(300) + 'y', 'x'.repeat(10) + 'b'.repeat(300) + 'y')).toBe(300);
    expect(editedSpan('', 'new')).toBe(3);
  });
});

describe('shouldKeepCopy', () => {
  const now = new Date('2026-03-01T12:00:00.000Z');
  const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000).toISOString();

  it('keeps the first non-empty text', () => {
    expect(shouldKeepCopy(undefined, 'Hello', now)).toBe(true);
    expect(shouldKeepCopy(undefined, '  ', now)).toBe(false);
  });

  it('keeps a copy after five minutes of editing, or sooner for a substantial change', () => {
    const latest = { body: 'Draft', createdAt: minutesAgo(4) };
    expect(shouldKeepCopy(latest, 'Draft!', now)).toBe(false);
    expect(shouldKeepCopy(latest, `Draft ${'more '.repeat(50)}`, now)).toBe(true);
    expect(shouldKeepCopy({ ...latest, createdAt: minutesAgo(5) }, 'Draft!', now)).toBe(true);
    expect(shouldKeepCopy({ ...latest, createdAt: minutesAgo(60) }, 'Draft', now)).toBe(false);
  });
});
