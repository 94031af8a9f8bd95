import { afterEach, describe, expect, it } from 'vitest';
import { admissionRateText } from './admission-rate-text.ts';
import { formatDistance } from './format-distance.ts';
import { setActiveLocale } from './locale.ts';
import { formatMoney, formatMoneyThousands } from './format-money.ts';
import { formatFraction, formatPercent } from './format-percent.ts';
import { formatCount, formatCounted, formatSize, formatStudents } from './format-size.ts';

describe('formatMoney', () => {
  it('shows USD without decimals', () => {
    expect(formatMoney(57986)).toBe('$57,986');
    expect(formatMoney(1234.6)).toBe('$1,235');
    expect(formatMoney(0)).toBe('$0');
    expect(formatMoney(-2251)).toBe('-$2,251');
  });
  it('says "Not reported" for missing values', () => {
    expect(formatMoney(null)).toBe('Not reported');
    expect(formatMoney(undefined, 'None')).toBe('None');
  });
  it('rounds to thousands for cards', () => {
    expect(formatMoneyThousands(57986)).toBe('$58k');
    expect(formatMoneyThousands(16736)).toBe('$17k');
    expect(formatMoneyThousands(null)).toBe('Not reported');
  });
});

describe('formatSize', () => {
  it('shows counts in full below 10,000 and as Nk from 10,000', () => {
    expect(formatSize(4638)).toBe('4,638');
    expect(formatSize(9999)).toBe('9,999');
    expect(formatSize(10000)).toBe('10k');
    expect(formatSize(32695)).toBe('33k');
    expect(formatSize(null)).toBe('Not reported');
  });
  it('formats plain counts with separators', () => {
    expect(formatCount(33767)).toBe('33,767');
    expect(formatCount(null)).toBe('Not reported');
  });
});

describe('percentages', () => {
  it('shows fractions as whole percents', () => {
    expect(formatFraction(0.962)).toBe('96%');
    expect(formatFraction(0)).toBe('0%');
    expect(formatFraction(null)).toBe('Not reported');
  });
  it('keeps one decimal under 10%', () => {
    expect(formatPercent(3.96)).toBe('4%');
    expect(formatPercent(3.94)).toBe('3.9%');
    expect(formatPercent(17.7)).toBe('18%');
    expect(formatPercent(null)).toBe('Not reported');
  });
});

describe('counted words', () => {
  it('says one in the singular and any other count in the plural, with separators', () => {
    expect(formatStudents(1)).toBe('1 student');
    expect(formatStudents(0)).toBe('0 students');
    expect(formatStudents(5000)).toBe('5,000 students');
    expect(formatCounted(2, 'linked essay')).toBe('2 linked essays');
    expect(formatCounted(3, 'class', 'classes')).toBe('3 classes');
  });
});

describe('in Spanish (es-US)', () => {
  afterEach(() => setActiveLocale('en'));

  it('writes figures for es-US and says "No reportado" for missing values', () => {
    setActiveLocale('es');
    expect(formatMoney(57986)).toBe('$57,986');
    expect(formatMoney(null)).toBe('No reportado');
    expect(formatFraction(0.962)).toBe('96%');
    expect(formatSize(4638)).toBe('4,638');
    expect(formatCount(null)).toBe('No reportado');
    expect(admissionRateText({ acceptance_rate: null, openAdmissions: true })).toBe('Admisión abierta');
    expect(formatDistance(12.4)).toBe('A 12 mi');
  });
});
