import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SimilarStudents } from '@campuspath/contract/admission-history';
import type { SchoolDetail } from '@campuspath/contract/school-detail';
import { testI18n, WithI18n } from '../../testing/test-i18n.tsx';
import { buildCompareGroups } from './compare-groups.tsx';
import type { CompareContext } from './compare-row.ts';
import type { HistoryState } from './compare-cells.tsx';

/** Compare's "Your school's history" row, beside "Your chance" and never blended with it. */
const schools = [
  { id: 1, name: 'A' },
  { id: 2, name: 'B' },
  { id: 3, name: 'C' },
].map(
  (school) =>
    ({
      ...school,
      admissions: { sat: { composite: {} }, act: {} },
      costs: { tuition: {} },
      students: { raceEthnicity: {} },
      outcomes: {},
      aid: {},
      programs: [],
      netPriceByIncome: {},
    }) as unknown as SchoolDetail,
);

const similar = (overrides: Partial<SimilarStudents>): SimilarStudents => ({
  band: null,
  sample: false,
  status: 'shown',
  reason: null,
  admitted: 6,
  total: 11,
  byRound: [],
  testOptional: false,
  summary: '6 of 11 past applicants like you from Lincoln High School were admitted',
  source: 'Lincoln High School’s records',
  ...overrides,
});

const context = (history: CompareContext['history']): CompareContext => ({
  band: null,
  homeState: null,
  chance: { kind: 'message', message: 'Sign in' },
  intendedMajors: [],
  history,
});

const admissionsRows = (history: CompareContext['history']) =>
  buildCompareGroups(testI18n, schools, context(history)).find((group) => group.key === 'admissions')!.rows;

describe("Compare's school history row", () => {
  it('is there only for a student of a high school, after the chance', () => {
    expect(admissionsRows(null).map((row) => row.key)).not.toContain('school-history');
    const keys = admissionsRows({ of: () => ({ status: 'loading' }), chart: () => null }).map((row) => row.key);
    expect(keys.slice(-2)).toEqual(['chance', 'school-history']);
  });

  it('shows N of M admitted, or the reason in the API’s words, and the chart where the school has one', () => {
    const states: Record<number, HistoryState> = {
      1: { status: 'ready', history: similar({}) },
      2: {
        status: 'ready',
        history: similar({
          status: 'hidden',
          reason: 'too_few_applicants',
          admitted: null,
          total: null,
          summary: 'Too few past applicants from your school to show (fewer than 5).',
        }),
      },
      3: { status: 'loading' },
    };
    const row = admissionsRows({
      of: (id) => states[id]!,
      chart: (school) => (school.id === 1 ? <button type="button">See the chart</button> : null),
    }).at(-1)!;
    render(
      <div>
        {schools.map((school) => (
          <div key={school.id} data-testid={`cell-${school.id}`}>
            {row.render(school)}
            {row.extra?.(school)}
          </div>
        ))}
      </div>,
      { wrapper: WithI18n },
    );
    expect(row.label).toBe("Your school's history");
    expect(screen.getByTestId('cell-1')).toHaveTextContent('6 of 11 admittedpast applicants like you');
    expect(screen.getByTestId('cell-1')).toContainElement(screen.getByRole('button', { name: 'See the chart' }));
    expect(screen.getByTestId('cell-2')).toHaveTextContent('Too few past applicants from your school to show (fewer than 5).');
    expect(screen.getByTestId('cell-3')).toHaveTextContent('Loading…');
  });
});
