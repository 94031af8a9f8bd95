import { screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LetterRequest } from '@campuspath/contract/letter-requests';
import type { Letter } from '@campuspath/contract/letters';
import { createI18n } from '../../../lib/i18n/create-i18n.ts';
import { setActiveLocale } from '../../../lib/locale.ts';
import { messages as spanish } from '../../../locales/es/messages.po';
import { buildLetterRequest } from '../../../testing/build-letter-request.ts';
import { stubApi, type FakeRoutes } from '../../../testing/fake-api.ts';
import { renderAppIn } from '../../../testing/render-app.tsx';
import { LettersTab } from './letters-tab.tsx';

/** The letters a student tracks and asks for, on a Spanish page: the app's words in Spanish, names as written. */
const letter = (overrides: Partial<Letter>): Letter => ({
  id: 'l1',
  recommenderName: 'Ms. Alvarez',
  recommenderTitle: 'AP Chemistry',
  recommenderEmail: 'alvarez@school.example.org',
  status: 'not-requested',
  dateRequested: null,
  dueDate: null,
  lastReminder: null,
  schools: [],
  notes: '',
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const request = (overrides: Partial<LetterRequest>) =>
  buildLetterRequest({ teacherInvitation: { status: 'joined', sentAt: '2026-11-01T10:00:00.000Z', resendableFrom: null }, ...overrides });

function renderSpanish(element: ReactNode, routes: FakeRoutes) {
  stubApi({ 'GET /auth/session': { body: { user: null } }, ...routes });
  renderAppIn(createI18n('es', spanish), [{ path: '*', element }], '/');
}

beforeEach(() => setActiveLocale('es'));
afterEach(() => {
  setActiveLocale('en');
  vi.unstubAllGlobals();
});

describe('the letters in Spanish', () => {
  it('writes the student’s letters tab, each letter’s status and dates, and the requests asked in the app in Spanish', async () => {
    renderSpanish(<LettersTab highSchool={null} />, {
      'GET /letters': {
        body: {
          letters: [
            letter({ id: 'l1', status: 'not-requested' }),
            letter({
              id: 'l2',
              recommenderName: 'Dr. Reyes',
              recommenderTitle: 'Teacher',
              status: 'requested',
              dateRequested: '2026-11-02',
              dueDate: '2020-01-15',
            }),
          ],
        },
      },
      'GET /letter-requests': { body: { requests: [request({ status: 'accepted', message: 'Con gusto.' })] } },
    });
    expect(screen.getByRole('heading', { name: 'Cartas de recomendación' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Agregar recomendador' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Pedirle a un maestro en CampusPath' })).toBeVisible();
    expect(screen.getByText(/CampusPath no envía cartas ni expedientes académicos/)).toBeVisible();

    const cards = await screen.findAllByTestId('letter-card');
    expect(cards[0]).toHaveTextContent('No solicitada');
    expect(cards[0]).toHaveTextContent('Ninguno todavía');
    expect(cards[0]).toHaveTextContent('Ninguna elegida');
    expect(screen.getByRole('link', { name: /^Editar ?Ms\. Alvarez$/ })).toBeVisible();
    expect(cards[1]).toHaveTextContent('Solicitada');
    // The title the app gives a letter asked in the app is the app's word; the student's own stays as written.
    expect(cards[1]).toHaveTextContent('Docente');
    expect(cards[0]).toHaveTextContent('AP Chemistry');
    expect(screen.getByTestId('letter-due-date')).toHaveTextContent(/15 ene 2020 \(vencida\)/);
    expect(screen.getByRole('link', { name: /^Ver detalles ?de Dr\. Reyes$/ })).toBeVisible();

    const asked = await screen.findByRole('region', { name: 'Pedidas en CampusPath' });
    expect(asked).toHaveTextContent('Mr. Okafor: Aceptada');
    expect(asked).toHaveTextContent('El maestro se unió');
    expect(asked).toHaveTextContent('Su mensaje: Con gusto.');
    expect(asked).toHaveTextContent(/Georgia Institute of Technology-Main Campus · Vence el 15 ene 2099 · Aún no enviada/);
  });
});
