import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CaseloadStudent } from '@campuspath/contract/caseload';
import { PLAN_SCOPES } from '@campuspath/contract/sharing-terms';
import { createI18n } from '../../../lib/i18n/create-i18n.ts';
import { setActiveLocale } from '../../../lib/locale.ts';
import { messages as spanish } from '../../../locales/es/messages.po';
import { stubApi } from '../../../testing/fake-api.ts';
import { renderAppIn } from '../../../testing/render-app.tsx';
import { CaseloadTable } from './caseload-table.tsx';

/** A counselor's caseload on a Spanish page: its columns, statuses and counts in Spanish, the students' names as written. */
const student: CaseloadStudent = {
  id: 's1',
  name: 'Ana Ruiz',
  graduationYear: 2027,
  scopes: Object.fromEntries(PLAN_SCOPES.map((scope) => [scope, true])) as CaseloadStudent['scopes'],
  applicationsByStatus: {
    drafting: 2,
    'in-progress': 0,
    submitted: 1,
    accepted: 0,
    rejected: 0,
    waitlisted: 0,
    deferred: 0,
    withdrawn: 0,
  },
  upcoming: 3,
  overdue: 1,
  letterRequests: { pending: 1, submitted: 2, awaitingApproval: 1 },
  balance: { reach: 2, target: 3, safety: 1, likely: 0, unknown: 0 },
  lastActivity: '2026-11-20T15:00:00.000Z',
};

beforeEach(() => setActiveLocale('es'));
afterEach(() => {
  setActiveLocale('en');
  vi.unstubAllGlobals();
});

describe('the caseload in Spanish', () => {
  it('writes the table’s columns, statuses, counts and letters in Spanish', async () => {
    stubApi({ 'GET /auth/session': { body: { user: null } } });
    const students = [student, { ...student, id: 's2', name: 'Sam Ortiz', applicationsByStatus: null, letterRequests: null }];
    renderAppIn(createI18n('es', spanish), [{ path: '/', element: <CaseloadTable students={students} /> }], '/');
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual([
      'Estudiante',
      'Solicitudes',
      'Próximos 14 días',
      'Plazo vencido',
      'Cartas',
      'Ambiciosa / Adecuada / Segura',
      'Última actividad',
    ]);
    const [, first, second] = within(table).getAllByRole('row');
    expect(first).toHaveTextContent('Ana Ruiz');
    expect(first).toHaveTextContent('Generación 2027');
    expect(first).toHaveTextContent('2 en borrador, 1 enviada');
    expect(first).toHaveTextContent('1 pendiente, 2 enviadas, 1 en espera de aprobación');
    expect(first).toHaveTextContent('2 / 3 / 1');
    expect(first).toHaveTextContent(/20 nov/);
    expect(second).toHaveTextContent('No se comparte');
    expect(table.textContent).not.toMatch(/Not shared|Class of|pending|submitted/);
  });
});
