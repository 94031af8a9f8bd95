import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../../../lib/i18n/create-i18n.ts';
import { setActiveLocale } from '../../../lib/locale.ts';
import { messages as spanish } from '../../../locales/es/messages.po';
import { buildLetterRequest } from '../../../testing/build-letter-request.ts';
import { stubApi } from '../../../testing/fake-api.ts';
import { renderAppIn } from '../../../testing/render-app.tsx';
import { TeacherQueue } from './teacher-queue.tsx';

/** A teacher's letter requests on a Spanish page: the app's words in Spanish, the student's and colleges' names as written. */
const request = buildLetterRequest();

beforeEach(() => setActiveLocale('es'));
afterEach(() => {
  setActiveLocale('en');
  vi.unstubAllGlobals();
});

describe('the teacher’s letter requests in Spanish', () => {
  it('groups the requests by status and writes each one’s facts, answer form and buttons in Spanish', async () => {
    stubApi({ 'GET /auth/session': { body: { user: null } }, 'GET /teacher/letter-requests': { body: { requests: [request] } } });
    renderAppIn(createI18n('es', spanish), [{ path: '*', element: <TeacherQueue /> }], '/');
    expect(await screen.findByRole('heading', { name: 'Solicitada (1)' })).toBeVisible();
    expect(screen.getByText(/Suba la carta en Common App, Coalition/)).toBeVisible();
    expect(screen.getByText('El estudiante renunció a su derecho a ver esta carta.')).toBeVisible();
    expect(screen.getByText(/Pedida el .* · Próxima fecha límite: 15 ene 2099/)).toBeVisible();
    expect(screen.getByRole('list', { name: 'Universidades de Maya Chen' })).toHaveTextContent('Vence el 15 ene 2099');
    expect(screen.getByLabelText('Mensaje para Maya Chen')).toBeVisible();
    expect(screen.getByRole('button', { name: /^Aceptar ?la solicitud de Maya Chen$/ })).toBeVisible();
    expect(screen.getByRole('button', { name: /^Rechazar ?la solicitud de Maya Chen$/ })).toBeVisible();
  });
});
