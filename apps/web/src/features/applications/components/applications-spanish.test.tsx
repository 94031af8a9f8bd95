import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { paths } from '../../../config/paths.ts';
import { createI18n } from '../../../lib/i18n/create-i18n.ts';
import { setActiveLocale } from '../../../lib/locale.ts';
import { messages as spanish } from '../../../locales/es/messages.po';
import { buildApplication } from '../../../testing/build-application.ts';
import { stubApi } from '../../../testing/fake-api.ts';
import { renderAppIn } from '../../../testing/render-app.tsx';
import { ApplicationCard } from './application-card.tsx';
import { DecisionPanel } from './decision-panel.tsx';
import { NewApplicationForm } from './new-application-form.tsx';

/** A student's application pages on a Spanish page: the app's words in Spanish, the dates by the formatters, the college's name as published. */
const GEORGIA_TECH = { id: 139755, name: 'Georgia Institute of Technology-Main Campus', city: 'Atlanta', state: 'GA' };

function renderSpanish(element: ReactNode) {
  const routes = [
    { path: '/', element },
    { path: paths.application.path, element: <p>Opened</p> },
  ];
  return renderAppIn(createI18n('es', spanish), routes, '/').router;
}

beforeEach(() => setActiveLocale('es'));
afterEach(() => {
  setActiveLocale('en');
  vi.unstubAllGlobals();
});

describe('the applications in Spanish', () => {
  it('writes a card’s status, round, deadline and the starting steps still to do in Spanish; a step the student wrote stays theirs', () => {
    stubApi({ 'GET /auth/session': { body: { user: null } } });
    const application = buildApplication({
      status: 'in-progress',
      round: 'early-action',
      deadline: '2027-01-15',
      progress: 50,
      missingItems: ['Personal essay', 'Portfolio de arte'],
    });
    renderSpanish(<ApplicationCard application={application} />);
    const card = screen.getByRole('article');
    expect(card).toHaveTextContent('En curso');
    expect(card).toHaveTextContent('Acción Temprana (Early Action)');
    expect(card).toHaveTextContent('15 ene 2027');
    expect(card).toHaveTextContent('Ensayo personal');
    expect(card).toHaveTextContent('Portfolio de arte');
    expect(screen.getByRole('progressbar', { name: 'Avance de la solicitud a Georgia Institute of Technology-Main Campus' })).toBeVisible();
    // jsdom joins the hidden " de …" without its space; a browser reads "Continuar la solicitud de …".
    expect(screen.getByRole('link', { name: /^Continuar la solicitud ?de Georgia Institute of Technology-Main Campus$/ })).toBeVisible();
  });

  it('says an offer’s reply date, the common default and the Early Decision rule in Spanish', async () => {
    const offer = buildApplication({ status: 'accepted', round: 'early-decision', decidedOn: '2026-12-15', replyDeadline: '2027-05-01' });
    stubApi({ 'GET /auth/session': { body: { user: null } }, 'GET /applications': { body: { applications: [offer] } } });
    renderSpanish(<DecisionPanel application={offer} />);
    const panel = screen.getByRole('region', { name: 'Decisión' });
    expect(panel).toHaveTextContent('Decisión recibida el 15 de diciembre de 2026.');
    expect(panel).toHaveTextContent('La Decisión Temprana es obligatoria');
    expect(await screen.findByText(/El 1 de mayo es la fecha habitual/)).toBeVisible();
    expect(panel).toHaveTextContent('1 de mayo de 2027 (fecha común por defecto)');
    expect(screen.getByRole('checkbox', { name: 'Depósito de inscripción pagado' })).not.toBeChecked();
  });

  it('offers the starting steps in Spanish and saves those left as they were as the app’s own', async () => {
    const calls = stubApi({
      'GET /auth/session': { body: { user: null } },
      [`GET /schools/${GEORGIA_TECH.id}`]: { status: 404, body: { error: 'not_found', message: 'University not found' } },
      'POST /applications': { status: 201, body: buildApplication({ status: 'drafting' }) },
    });
    const router = renderSpanish(<NewApplicationForm initialSchool={GEORGIA_TECH} />);
    expect(screen.getByLabelText('Paso 1 de la lista')).toHaveValue('Formulario de solicitud');
    fireEvent.change(screen.getByLabelText('Paso 2 de la lista'), { target: { value: 'Ensayo sobre mi comunidad' } });
    fireEvent.change(screen.getByLabelText('Ronda'), { target: { value: 'regular-decision' } });
    expect(screen.getByTestId('no-deadline-note')).toHaveTextContent('Todavía no hay fecha límite.');
    fireEvent.click(screen.getByRole('button', { name: 'Crear la solicitud' }));
    await vi.waitFor(() => expect(router.state.location.pathname).toBe(paths.application.getHref('app-1')));
    const sent = calls.find((call) => call.method === 'POST')?.body as { checklist: { label: string }[] };
    expect(sent.checklist.map((item) => item.label)).toEqual([
      'Application form',
      'Ensayo sobre mi comunidad',
      'Supplemental essays',
      'Transcript requested',
      'Recommendation letters',
      'Test scores sent',
      'Application fee or waiver',
    ]);
  });
});
