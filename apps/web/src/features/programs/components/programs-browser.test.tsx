import { fireEvent, render, screen, within } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import { useState, type ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { ProgramField } from '@campuspath/contract/programs';
import { createI18n } from '../../../lib/i18n/create-i18n.ts';
import { messages as spanish } from '../../../locales/es/messages.po';
import { WithI18n } from '../../../testing/test-i18n.tsx';
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

/** The page's router and its messages (English unless a test renders the Spanish page). */
function Page({ children }: { children: ReactNode }) {
  return (
    <MemoryRouter>
      <WithI18n>{children}</WithI18n>
    </MemoryRouter>
  );
}

const names = () =>
  within(screen.getByRole('list', { name: 'Fields of study' }))
    .getAllByRole('heading', { level: 2 })
    .map((h) => h.textContent);

describe('ProgramsBrowser', () => {
  it('filters by name or official title, case-insensitively, and says how many are shown', () => {
    render(<Harness />, { wrapper: Page });
    expect(screen.getByRole('status')).toHaveTextContent('3 fields of study');
    fireEvent.change(screen.getByLabelText('Filter fields of study'), { target: { value: 'SCIENCE' } });
    expect(names()).toEqual(['Computer Science', 'Library Science']);
    fireEvent.change(screen.getByLabelText('Filter fields of study'), { target: { value: 'related programs' } });
    expect(names()).toEqual(['Health Professions & Nursing']);
    expect(screen.getByRole('status')).toHaveTextContent('1 of 3 fields of study');
  });

  it('sorts by the number of schools', () => {
    render(<Harness />, { wrapper: Page });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'schools' } });
    expect(names()).toEqual(['Health Professions & Nursing', 'Computer Science', 'Library Science']);
  });

  it('links each field to Explore filtered by it, and shows "Not reported" without ranked programs', () => {
    render(<Harness />, { wrapper: Page });
    expect(screen.getByRole('link', { name: 'See all 30 schools for Library Science' })).toHaveAttribute(
      'href',
      '/explore?major=library-science',
    );
    expect(screen.getAllByText('Not reported')).toHaveLength(3);
  });

  it('says when nothing matches and clears the filter', () => {
    render(<Harness />, { wrapper: Page });
    fireEvent.change(screen.getByLabelText('Filter fields of study'), { target: { value: 'zzz' } });
    expect(screen.getByText('No programs match your search criteria.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Clear Filters' }));
    expect(names()).toHaveLength(3);
  });

  it('speaks Spanish on the Spanish page: its labels and the fields’ names translated, sorted in Spanish, the official titles as published', () => {
    render(
      <MemoryRouter>
        <I18nProvider i18n={createI18n('es', spanish)}>
          <Harness />
        </I18nProvider>
      </MemoryRouter>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('3 áreas de estudio');
    expect(screen.getByRole('link', { name: 'Ver las 30 universidades de Bibliotecología' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Bibliotecología',
      'Ciencias de la computación',
      'Profesiones de la salud y enfermería',
    ]);
    expect(screen.getByText('Computer and Information Sciences and Support Services')).toBeInTheDocument();
    expect(screen.getAllByText('No reportado')).toHaveLength(3);
    // A Spanish reader's word finds its field, and so does the English.
    fireEvent.change(screen.getByLabelText('Filtrar áreas de estudio'), { target: { value: 'computacion' } });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(['Ciencias de la computación']);
    fireEvent.change(screen.getByLabelText('Filtrar áreas de estudio'), { target: { value: 'nursing' } });
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Profesiones de la salud y enfermería',
    ]);
    expect(screen.getByLabelText('Ordenar por')).toBeInTheDocument();
  });
});
