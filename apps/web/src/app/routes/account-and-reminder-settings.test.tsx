import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@campuspath/contract/auth';
import type { ReminderSettings } from '@campuspath/contract/reminders';
import { buildUser, stubApi, type FakeRoutes } from '../../testing/fake-api.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { Component as AccountSettings } from './account-settings.tsx';
import { Component as ReminderSettingsPage } from './reminder-settings.tsx';

/** What the settings pages say about the address emails go to. */
const routes = [
  { path: '/settings/account', Component: AccountSettings },
  { path: '/settings/reminders', Component: ReminderSettingsPage },
];
const session = (user: User): FakeRoutes => ({ 'GET /auth/session': { body: { user } } });

afterEach(() => vi.unstubAllGlobals());

describe('account settings', () => {
  it('shows whether the address is verified, and offers a new link while it is not', async () => {
    stubApi({
      ...session(buildUser({ emailVerified: false })),
      'POST /account/verification-email': { status: 202, body: { sentTo: 'maya@example.com' } },
    });
    renderApp(routes, '/settings/account');
    const section = await screen.findByRole('region', { name: 'Email address' });
    expect(within(section).getByText('Not verified')).toBeVisible();
    fireEvent.click(within(section).getByRole('button', { name: 'Resend the link' }));
    expect(await within(section).findByText('Sent. Check maya@example.com for the new link.')).toBeVisible();
  });

  it('after a change of address, keeps the old one until the new one is verified, and says so', async () => {
    const student = buildUser({ email: 'old@example.com' });
    const routesNow: FakeRoutes = {
      ...session(student),
      'PATCH /account': { body: { user: { ...student, pendingEmail: 'new@example.com' } } },
    };
    const calls = stubApi(routesNow);
    renderApp(routes, '/settings/account');
    const section = await screen.findByRole('region', { name: 'Email address' });
    expect(within(section).getByText('Verified')).toBeVisible();

    fireEvent.change(within(section).getByLabelText('Email'), { target: { value: 'new@example.com' } });
    fireEvent.change(within(section).getByLabelText('Current password'), { target: { value: 'my password' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Change email' }));

    expect(await within(section).findByText('Check new@example.com for the link.')).toBeVisible();
    expect(within(section).getByText(/Waiting for you to verify/)).toHaveTextContent(
      'Waiting for you to verify new@example.com: open the link we sent there. Until then, emails go to old@example.com.',
    );
    expect(within(section).getByLabelText('Email')).toHaveValue('old@example.com');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ email: 'new@example.com', currentPassword: 'my password' });
  });
});

describe('reminder settings', () => {
  // Radix's checkbox measures itself; jsdom has no ResizeObserver.
  beforeEach(() =>
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    ),
  );
  const settings = (overrides: Partial<ReminderSettings>): ReminderSettings => ({
    leadDays: [7, 3, 1],
    channels: { inApp: true, email: true, calendar: false },
    quietHours: null,
    weeklyDigest: true,
    timeZone: 'America/New_York',
    timeZoneSaved: true,
    email: 'maya@example.com',
    emailBlocked: null,
    feed: null,
    ...overrides,
  });

  it('explain on both email switches that emails start once the address is verified, with a new link', async () => {
    stubApi({
      ...session(buildUser({ emailVerified: false })),
      'GET /reminders/settings': { body: settings({ emailBlocked: 'unverified' }) },
      'POST /account/verification-email': { status: 202, body: { sentTo: 'maya@example.com' } },
    });
    renderApp(routes, '/settings/reminders');
    const hint = 'Reminder emails start once you verify maya@example.com.';
    expect(await screen.findByRole('checkbox', { name: 'Email' })).toHaveAccessibleDescription(hint);
    expect(screen.getByRole('checkbox', { name: 'Weekly digest' })).toHaveAccessibleDescription(
      new RegExp(`by email\\. ${hint.replaceAll('.', '\\.')}$`),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Resend the link' }));
    expect(await screen.findByText('Sent. Check maya@example.com for the new link.')).toBeVisible();
  });

  it('tell a demo account it never receives email, with no link to send', async () => {
    stubApi({
      ...session(buildUser({ isDemo: true, emailVerified: false })),
      'GET /reminders/settings': { body: settings({ emailBlocked: 'demo' }) },
    });
    renderApp(routes, '/settings/reminders');
    expect(await screen.findByRole('checkbox', { name: 'Email' })).toHaveAccessibleDescription('Demo accounts don’t receive email.');
    expect(screen.queryByRole('button', { name: 'Resend the link' })).not.toBeInTheDocument();
  });

  it('say where emails go once they can', async () => {
    stubApi({ ...session(buildUser()), 'GET /reminders/settings': { body: settings({}) } });
    renderApp(routes, '/settings/reminders');
    expect(await screen.findByRole('checkbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Reminder emails go to maya@example.com. Each has a link to stop them.',
    );
  });
});
