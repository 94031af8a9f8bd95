import { describe, expect, it } from 'vitest';
import { currentEntryYear, nationalAdmissionsDates } from './admissions-calendar.ts';

describe('national admissions calendar', () => {
  it('puts the fall-2027 cycle in the right order with the documented dates', () => {
    const dates = nationalAdmissionsDates(2027);
    expect(dates.map((d) => d.date)).toEqual([...dates.map((d) => d.date)].sort());
    expect(dates.find((d) => d.id === 'common-app-opens')?.date).toBe('2026-08-01');
    expect(dates.find((d) => d.id === 'fafsa-opens')?.date).toBe('2026-10-01');
    expect(dates.find((d) => d.id === 'reply-date')?.date).toBe('2027-05-01');
    expect(dates.find((d) => d.id === 'fafsa-federal-deadline')?.date).toBe('2028-06-30');
    expect(dates.filter((d) => d.kind === 'typical').every((d) => d.description.includes('check each college'))).toBe(true);
  });

  it('gives every row a distinct name, typical dates saying so', () => {
    const dates = nationalAdmissionsDates(2027);
    expect(new Set(dates.map((d) => d.title)).size).toBe(dates.length);
    expect(dates.filter((d) => d.kind === 'typical').every((d) => d.title.includes('typical date'))).toBe(true);
    expect(dates.find((d) => d.id === 'early-deadline-nov-1')?.title).toBe('Early Decision I / Early Action – typical date');
  });

  it('moves to the next cycle after May 1', () => {
    expect(currentEntryYear(new Date(2026, 10, 20))).toBe(2027);
    expect(currentEntryYear(new Date(2027, 4, 1))).toBe(2027);
    expect(currentEntryYear(new Date(2027, 4, 2))).toBe(2028);
    expect(currentEntryYear(new Date(2027, 0, 10))).toBe(2027);
  });
});
