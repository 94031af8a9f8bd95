import { fireEvent, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ClassPlan } from '@campuspath/contract/class-plans';
import { createI18n } from '../../../lib/i18n/create-i18n.ts';
import { setActiveLocale } from '../../../lib/locale.ts';
import { messages as spanish } from '../../../locales/es/messages.po';
import { stubApi } from '../../../testing/fake-api.ts';
import { renderAppIn } from '../../../testing/render-app.tsx';
import { PlanForm } from './plan-form.tsx';

/** A class plan's form on a Spanish page: its fields, rounds, refusals and an edit's confirmation in Spanish. */
const renderSpanish = (element: ReactNode) => renderAppIn(createI18n('es', spanish), [{ path: '/', element }], '/');

const plan = {
  id: 'p1',
  title: 'Senior fall',
  graduationYear: 2027,
  group: null,
  isSample: false,
  recipients: 3,
  tasks: [{ id: 't1', title: 'Send test scores', dueDate: null, relative: { round: 'early-action', daysBefore: 7 } }],
} as unknown as ClassPlan;

beforeEach(() => setActiveLocale('es'));
afterEach(() => {
  setActiveLocale('en');
  vi.unstubAllGlobals();
});

describe('the class plan form in Spanish', () => {
  it('asks for a plan in Spanish, and refuses a blank count of days in Spanish', async () => {
    stubApi({ 'GET /auth/session': { body: { user: null } } });
    renderSpanish(<PlanForm highSchoolId="hs-1" defaultYear={2027} />);
    expect(await screen.findByRole('form', { name: 'Crear un plan de clase' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Para quién es' })).toBeVisible();
    fireEvent.change(screen.getByLabelText('Título del plan'), { target: { value: 'Otoño del último año' } });
    fireEvent.change(screen.getByLabelText('Título de la tarea 1'), { target: { value: 'Enviar los puntajes' } });
    fireEvent.change(screen.getByLabelText('La tarea 1 vence'), { target: { value: 'relative' } });
    expect(screen.getByRole('option', { name: 'Acción Temprana (Early Action)' })).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Tarea 1: días antes de la fecha límite'), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Crear el plan' }));
    expect(await screen.findByText('Escriba un número entero de días, de 0 a 365 (0 es el día de la fecha límite)')).toBeVisible();
  });

  it('says what an edit changes in the students’ lists in Spanish', async () => {
    stubApi({ 'GET /auth/session': { body: { user: null } } });
    renderSpanish(<PlanForm highSchoolId="hs-1" defaultYear={2027} plan={plan} />);
    expect(await screen.findByText(/Para la Generación 2027\./)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar una tarea' }));
    fireEvent.change(screen.getByLabelText('Título de la tarea 2'), { target: { value: 'Pedir las cartas' } });
    fireEvent.change(screen.getByLabelText('La tarea 2 vence'), { target: { value: 'none' } });
    fireEvent.click(screen.getByRole('button', { name: 'Guardar los cambios' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Cambiar “Senior fall” para sus estudiantes?' });
    expect(dialog).toHaveTextContent('3 estudiantes lo tienen ahora. 1 tarea nueva llega a cada uno.');
  });
});
