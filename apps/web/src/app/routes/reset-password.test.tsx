import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { queryKeys } from '../../lib/query-keys.ts';
import { buildUser, stubApi, type FakeRoutes } from '../../testing/fake-api.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { Component as ResetPassword } from './reset-password.tsx';

const routes = [
  { path: '/reset-password', Component: ResetPassword },
  { path: '/dashboard', element: <p>Dashboard</p> },
  { path: '/forgot-password', element: <p>Forgot password page</p> },
];
const signedOut: FakeRoutes = { 'GET /auth/session': { body: { user: null } } };
const linkRefused = (problem: string) => ({ status: 400, body: { error: `link_${problem}`, message: `The link is ${problem}` } });

afterEach(() => vi.unstubAllGlobals());

const fillPassword = (value: string) => {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value } });
  fireEvent.click(screen.getByRole('button', { name: 'Set password and sign in' }));
};

describe('/reset-password', () => {
  it('checks the link, takes its token out of the address bar, and signs the student in with the new password', async () => {
    const student = buildUser();
    const calls = stubApi({
      ...signedOut,
      'POST /auth/reset-password/check': { body: { email: student.email } },
      'POST /auth/reset-password': (body) =>
        (body as { password: string }).password === 'qwertyuiop12'
          ? { status: 400, body: { error: 'validation_error', message: 'Invalid', fields: { password: 'This password is too common' } } }
          : { body: { user: student } },
    });
    const { router, queryClient } = renderApp(routes, '/reset-password?token=tok-123');

    expect(await screen.findByRole('heading', { level: 1, name: `Set a new password for ${student.email}` })).toBeVisible();
    expect(router.state.location.search).toBe('');
    expect(calls.filter((call) => call.path === '/auth/reset-password/check').map((call) => call.body)).toEqual([{ token: 'tok-123' }]);
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(/At least 10 characters/);

    // The sign-up rules, checked here first, then the server's own refusal on the field.
    fillPassword('short');
    expect(await screen.findByText('Use at least 10 characters')).toBeVisible();
    fillPassword('qwertyuiop12');
    expect(await screen.findByText('This password is too common')).toBeVisible();
    expect(screen.getByLabelText('New password')).toHaveValue('qwertyuiop12');

    fillPassword('a long enough passphrase');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(router.state.location.state).toEqual({ notice: 'Your password was changed, and your other devices were signed out.' });
    expect(queryClient.getQueryData(queryKeys.session.all)).toEqual({ user: student });
    expect(calls.filter((call) => call.path === '/auth/reset-password').at(-1)?.body).toEqual({
      token: 'tok-123',
      password: 'a long enough passphrase',
    });
    // The spent link is never asked about again (it would only answer "used").
    expect(calls.filter((call) => call.path === '/auth/reset-password/check')).toHaveLength(1);
  });

  it.each([
    ['used', 'This link has already been used'],
    ['expired', 'This link has expired'],
    ['superseded', 'A newer link replaced this one'],
    ['invalid', 'This link is not valid'],
  ])('explains a %s link and offers a new one', async (problem, title) => {
    stubApi({ ...signedOut, 'POST /auth/reset-password/check': linkRefused(problem) });
    renderApp(routes, '/reset-password?token=old');
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Send a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('says the link expired when it runs out between opening it and setting the password', async () => {
    stubApi({
      ...signedOut,
      'POST /auth/reset-password/check': { body: { email: 'maya@example.com' } },
      'POST /auth/reset-password': linkRefused('expired'),
    });
    renderApp(routes, '/reset-password?token=tok');
    await screen.findByLabelText('New password');
    fillPassword('a long enough passphrase');
    expect(await screen.findByRole('heading', { level: 1, name: 'This link has expired' })).toBeVisible();
    expect(screen.getByText(/Password reset links work for 1 hour\./)).toHaveFocus();
  });

  it('treats a link without a token as not valid, without asking the server', async () => {
    const calls = stubApi(signedOut);
    renderApp(routes, '/reset-password');
    expect(await screen.findByRole('heading', { level: 1, name: 'This link is not valid' })).toBeVisible();
    expect(calls.map((call) => call.path)).toEqual(['/auth/session']);
  });
});
