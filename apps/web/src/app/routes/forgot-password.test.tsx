import { FORGOT_PASSWORD_MESSAGE } from '@campuspath/contract/auth-terms';
import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../testing/fake-api.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { Component as ForgotPassword } from './forgot-password.tsx';
import { Component as Login } from './login.tsx';

const routes = [
  { path: '/login', Component: Login },
  { path: '/forgot-password', Component: ForgotPassword },
];

afterEach(() => vi.unstubAllGlobals());

const send = () => fireEvent.click(screen.getByRole('button', { name: /^Send/ }));

describe('Forgot password', () => {
  it('is linked from sign-in, carrying the typed address (in history state, not the URL) into its form', async () => {
    stubApi({ 'GET /auth/session': { body: { user: null } } });
    const { router } = renderApp(routes, '/login');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: ' maya@example.com ' } });
    fireEvent.click(screen.getByRole('link', { name: 'Forgot password?' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible();
    expect(screen.getByLabelText('Email')).toHaveValue('maya@example.com');
    expect(router.state.location.search).toBe('');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('answers every address with the same words, focused for screen readers, and keeps what was typed', async () => {
    const calls = stubApi({
      'GET /auth/session': { body: { user: null } },
      'POST /auth/forgot-password': { status: 202, body: { message: FORGOT_PASSWORD_MESSAGE } },
    });
    renderApp(routes, '/forgot-password');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'Someone@Example.com' } });
    send();
    const message = await screen.findByRole('status');
    expect(message).toHaveTextContent(FORGOT_PASSWORD_MESSAGE);
    expect(message).toHaveFocus();
    expect(screen.getByLabelText('Email')).toHaveValue('Someone@Example.com');
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/auth/forgot-password', body: { email: 'someone@example.com' } });
    expect(screen.getByRole('button', { name: 'Send another link' })).toBeEnabled();
  });

  it('says how long to wait after too many requests', async () => {
    stubApi({
      'GET /auth/session': { body: { user: null } },
      'POST /auth/forgot-password': {
        status: 429,
        body: { error: 'rate_limited', message: 'Too many attempts. Please wait 12 minutes and try again.' },
      },
    });
    renderApp(routes, '/forgot-password');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'maya@example.com' } });
    send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many attempts. Please wait 12 minutes and try again.');
    expect(screen.queryByText(FORGOT_PASSWORD_MESSAGE)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('maya@example.com');
  });

  it('checks the address before asking', async () => {
    const calls = stubApi({ 'GET /auth/session': { body: { user: null } } });
    renderApp(routes, '/forgot-password');
    fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'not an email' } });
    send();
    expect(await screen.findByText('Enter a valid email address')).toBeVisible();
    expect(calls.map((call) => call.path)).toEqual(['/auth/session']);
  });
});
