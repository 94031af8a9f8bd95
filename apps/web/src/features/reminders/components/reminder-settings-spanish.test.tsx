import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReminderSettings } from '@campuspath/contract/reminders';
import { createI18n } from '../../../lib/i18n/create-i18n.ts';
import { setActiveLocale } from '../../../lib/locale.ts';
import { messages as spanish } from '../../../locales/es/messages.po';
import { buildUser, stubApi } from '../../../testing/fake-api.ts';
import { renderAppIn } from '../../../testing/render-app.tsx';
import { CalendarFeedSection } from './calendar-feed-section.tsx';
import { ReminderSettingsForm } from './reminder-settings-form.tsx';

/** A student's reminder settings on a Spanish page: the form, the lead times and the calendar feed in Spanish. */
const settings: ReminderSettings = {
  leadDays: [7, 1],
  channels: { inApp: true, email: true, calendar: true },
  quietHours: { start: '21:00', end: '07:00' },
  weeklyDigest: true,
  timeZone: 'America/Chicago',
  timeZoneSaved: true,
  email: 'maya@example.com',
  emailBlocked: null,
  feed: {
    url: 'https://campuspath.test/api/calendar/abc.ics',
    webcalUrl: 'webcal://campuspath.test/api/calendar/abc.ics',
    createdAt: '2026-11-02T15:00:00.000Z',
  },
};

function renderSpanish() {
  stubApi({ 'GET /auth/session': { body: { user: buildUser() } } });
  const element = (
    <>
      <ReminderSettingsForm settings={settings} />
      <CalendarFeedSection feed={settings.feed!} />
    </>
  );
  renderAppIn(createI18n('es', spanish), [{ path: '/', element }], '/');
}

beforeEach(() => setActiveLocale('es'));
afterEach(() => {
  setActiveLocale('en');
  vi.unstubAllGlobals();
});

describe('the reminder settings in Spanish', () => {
  it('names the sections, the channels, the lead times and the US time zones in Spanish', async () => {
    renderSpanish();
    const form = await screen.findByRole('form', { name: 'Configuración de recordatorios' });
    expect(within(form).getByRole('heading', { name: 'Cuándo recordarle' })).toBeVisible();
    const leadTimes = within(form).getByRole('list', { name: 'Anticipación de los recordatorios' });
    expect(
      within(leadTimes)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['7 días antes', '1 día antes']);
    expect(within(form).getByRole('button', { name: 'Quitar 1 día antes' })).toBeVisible();
    expect(within(form).getByRole('checkbox', { name: 'En la aplicación (la campana)' })).toBeChecked();
    expect(within(form).getByRole('checkbox', { name: 'Correo electrónico' })).toHaveAccessibleDescription(
      'Los correos de recordatorio se envían a maya@example.com. Cada uno tiene un enlace para dejar de recibirlos.',
    );
    expect(within(form).getByRole('checkbox', { name: 'Horas de silencio' })).toBeChecked();
    const zone = within(form).getByRole('combobox', { name: 'Zona horaria' });
    expect(within(zone).getByRole('option', { name: 'Hora del Centro (Chicago)' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Guardar configuración' })).toBeVisible();
  });

  it('says why a lead time is refused in Spanish, with the contract’s own message', async () => {
    renderSpanish();
    const box = await screen.findByRole('spinbutton', { name: 'Días antes' });
    fireEvent.change(box, { target: { value: '7' } });
    // jsdom names the button without the space its hidden part starts with ("Agregarrecordatorio").
    fireEvent.click(screen.getByRole('button', { name: /^Agregar/ }));
    expect(await screen.findByText('Cada anticipación solo una vez')).toBeVisible();
  });

  it('explains the calendar feed and its apps in Spanish, with the date by the formatter', async () => {
    renderSpanish();
    const feed = await screen.findByRole('region', { name: 'Suscripción de calendario' });
    expect(within(feed).getByRole('link', { name: 'Suscribirse en su aplicación de calendario' })).toHaveAttribute(
      'href',
      settings.feed!.webcalUrl,
    );
    expect(within(feed).getByText(/Creada el .*2026\.$/)).toBeVisible();
    expect(within(feed).getByRole('button', { name: 'Crear una nueva URL' })).toBeVisible();
    expect(within(feed).queryByText(/Choose|Paste/)).toBeNull();
  });
});
