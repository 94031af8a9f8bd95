import { render, screen } from '@testing-library/react';
import { I18nProvider } from '@lingui/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Dashboard } from '@campuspath/contract/dashboard';
import { createI18n } from '../../../lib/i18n/create-i18n.ts';
import { messages as spanish } from '../../../locales/es/messages.po';
import { DeadlinesCard } from './deadlines-card.tsx';
import { ReadinessList } from './readiness-list.tsx';
import { TasksCard } from './tasks-card.tsx';

const inSpanish = (ui: ReactNode) =>
  render(
    <I18nProvider i18n={createI18n('es', spanish)}>
      <MemoryRouter>{ui}</MemoryRouter>
    </I18nProvider>,
  );

describe('the dashboard in Spanish', () => {
  it('writes the titles the app composes from their parts, the sample mark included, and keeps the student’s own', () => {
    const deadlines: Dashboard['upcomingDeadlines'] = {
      count: 3,
      missingDeadline: 2,
      items: [
        {
          kind: 'application',
          id: 'a1',
          title: 'Sample: Rice University – Regular Decision deadline',
          titleParts: { school: 'Rice University', round: 'regular-decision', name: null },
          schoolId: 227757,
          sample: true,
          date: '2027-01-01',
          daysLeft: 1,
        },
        {
          kind: 'recommendation',
          id: 'l1',
          title: 'Letter from Ms. Lee',
          titleParts: { school: null, round: null, name: 'Ms. Lee' },
          schoolId: null,
          sample: false,
          date: '2027-01-02',
          daysLeft: 2,
        },
        { kind: 'essay', id: 'e1', title: 'Why Rice', titleParts: null, schoolId: null, sample: false, date: '2027-01-03', daysLeft: 3 },
      ],
    };
    inSpanish(<DeadlinesCard deadlines={deadlines} />);
    expect(
      screen.getByRole('link', { name: 'Ejemplo: Rice University: fecha límite de Decisión Regular (Regular Decision)' }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Carta de Ms. Lee' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Why Rice' })).toBeTruthy();
    expect(screen.getByText(/2 solicitudes aún no tienen fecha límite\./)).toBeTruthy();
    expect(screen.getByText(/Vence mañana/)).toBeTruthy();
  });

  it('recognises the tasks the app writes, and words the category and priority', () => {
    inSpanish(
      <TasksCard
        tasks={[
          {
            id: 't1',
            title: 'Find the Early Action deadline for Rice University',
            dueDate: null,
            category: 'Application',
            priority: 'medium',
            completed: false,
            overdue: false,
            assignedBy: null,
          },
        ]}
      />,
    );
    expect(screen.getByText('Buscar la fecha límite de Acción Temprana (Early Action) de Rice University')).toBeTruthy();
    expect(screen.getByText('Sin fecha de vencimiento · Solicitud')).toBeTruthy();
    expect(screen.getByText('Media')).toBeTruthy();
  });

  it('words each readiness item and its figures from what the API names', () => {
    inSpanish(
      <ReadinessList
        items={[
          {
            id: 'essays',
            label: 'Start your essays',
            done: true,
            detail: '1 of 3 essays under way.',
            detailKey: 'essays-started',
            values: { count: 1, total: 3 },
            href: '/applications?tab=essays',
          },
        ]}
      />,
    );
    expect(screen.getByText('Empiece sus ensayos')).toBeTruthy();
    expect(screen.getByText('1 de 3 ensayos en curso.')).toBeTruthy();
    expect(screen.getByText('1 de 1 hechos')).toBeTruthy();
  });
});
