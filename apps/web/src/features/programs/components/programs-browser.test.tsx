import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ProgramField } from '@campuspath/contract/programs';
import { ProgramsBrowser, type ProgramsSort } from './programs-browser.tsx';

const field = (code: ProgramField['code'], slug: string, name: string, cipTitle: string, schoolCount: number): ProgramField => ({
  code,
  slug,
  name,
  cipTitle,
  schoolCount,
  largest: [],
});

const FIELDS = [
  field('11', 'computer-science', 'Computer Science', 'Computer and Information Sciences and Support Services', 1948),
  field('25', 'library-science', 'Library Science', 'Library Science', 30),
  field('51', 'health', 'Health Professions & Nursing', 'Health Professions and Related Programs', 2218),
];

function Harness() {
  const [filter, setFilter] = useState('');
  const [sort, setSort] = useState<ProgramsSort>('name');
  return <ProgramsBrowser fields={FIELDS} filter={filter} onFilterChange={setFilter} sort={sort} onSortChange={setSort} />;
}

const names = () =>
  within(screen.getByRole('list', { name: 'Fields of study' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('ProgramsBrowser', () => {
  it('filters by name or official title, case-insensitively, and says how many are shown', () => {
    render(<Harness />, { wrapper: MemoryRouter });
    expect(screen.getByRole('status')).toHaveTextContent('3 fields of study');
    fireEvent.change(screen.getByLabelText('Filter fields of study'), { target: { value: 'SCIENCE' } });
    expect(names()).toEqual(['Computer Science', 'Library Science']);
    fireEvent.change(screen.getByLabelText('Filter fields of study'), { target: { value: 'related programs' } });
    expect(names()).toEqual(['Health Professions & Nursing']);
    expect(screen.getByRole('status')).toHaveTextContent('1 of 3 fields of study');
  });

  it('sorts by the number of schools', () => {
    render(<Harness />, { wrapper: MemoryRouter });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'schools' } });
    expect(names()).toEqual(['Health Professions & Nursing', 'Computer Science', 'Library Science']);
  });

  it('links each field to Explore filtered by it, and shows "Not reported" without ranked programs', () => {
    render(<Harness />, { wrapper: MemoryRouter });
    expect(screen.getByRole('link', { name: 'See all 30 schools for Library Science' })).toHaveAttribute(
      'href',
      '/explore?major=library-science',
    );
    expect(screen.getAllByText('Not reported')).toHaveLength(3);
  });

  it('says when nothing matches and clears the filter', () => {
    render(<Harness />, { wrapper: MemoryRouter });
    fireEvent.change(screen.getByLabelText('Filter fields of study'), { target: { value: 'zzz' } });
    expect(screen.getByText('No programs match your search criteria.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(names()).toHaveLength(3);
  });
});
