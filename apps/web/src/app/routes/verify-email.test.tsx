import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@campuspath/contract/auth';
import { buildUser, stubApi, type FakeRoutes } from '../../testing/fake-api.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { Component as VerifyEmail } from './verify-email.tsx';

const routes = [{ path: '/verify-email', Component: VerifyEmail }];
const session = (user: User | null): FakeRoutes => ({ 'GET /auth/session': { body: { user } } });
const linkRefused = (problem: string) => ({ status: 400, body: { error: `link_${problem}`, message: `The link is ${problem}` } });

afterEach(() => vi.unstubAllGlobals());

const pressVerify = async () => fireEvent.click(await screen.findByRole('button', { name: 'Verify my email' }));

describe('/verify-email', () => {
  it('changes nothing until the button is pressed, then confirms the address and asks for the session again', async () => {
    const unverified = buildUser({ emailVerified: false });
    const routesNow: FakeRoutes = { ...session(unverified), 'POST /auth/verify-email': { body: { email: unverified.email } } };
    const calls = stubApi(routesNow);
    renderApp(routes, '/verify-email?token=tok-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your email address' })).toBeVisible();
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['GET /auth/session']);

    routesNow['GET /auth/session'] = { body: { user: { ...unverified, emailVerified: true } } };
    await pressVerify();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your email is verified' })).toBeVisible();
    expect(screen.getByText(`Your email ${unverified.email} is verified. Reminder emails can reach you now.`)).toHaveFocus();
    expect(calls.find((call) => call.path === '/auth/verify-email')?.body).toEqual({ token: 'tok-1' });
    expect(calls.filter((call) => call.path === '/auth/session')).toHaveLength(2);
    expect(await screen.findByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('signed out, a dead link offers to sign in for a new one', async () => {
    stubApi({ ...session(null), 'POST /auth/verify-email': linkRefused('expired') });
    renderApp(routes, '/verify-email?token=old');
    await pressVerify();
    expect(await screen.findByRole('heading', { level: 1, name: 'This link has expired' })).toBeVisible();
    expect(screen.getByText(/Verification links work for 24 hours\./)).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Sign in to get a new link' })).toHaveAttribute(
      'href',
      '/login?redirectTo=%2Fsettings%2Faccount',
    );
  });

  it('signed in, a dead link sends a new one from the page and says where it went, or how long to wait', async () => {
    const student = buildUser({ emailVerified: false });
    const routesNow: FakeRoutes = {
      ...session(student),
      'POST /auth/verify-email': linkRefused('superseded'),
      'POST /account/verification-email': { status: 202, body: { sentTo: student.email } },
    };
    stubApi(routesNow);
    renderApp(routes, '/verify-email?token=older');
    await pressVerify();
    expect(await screen.findByRole('heading', { level: 1, name: 'A newer link replaced this one' })).toBeVisible();
    // The session reaches the page as a deferred update, a moment after the page itself.
    fireEvent.click(await screen.findByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText(`Sent. Check ${student.email} for the new link.`)).toHaveAttribute('role', 'status');

    routesNow['POST /account/verification-email'] = {
      status: 429,
      body: { error: 'rate_limited', message: 'Too many attempts. Please wait 3 minutes and try again.' },
    };
    fireEvent.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText('Too many attempts. Please wait 3 minutes and try again.')).toHaveAttribute('role', 'status');
  });

  it('a used link of an already verified student says there is nothing more to do', async () => {
    stubApi({ ...session(buildUser()), 'POST /auth/verify-email': linkRefused('used') });
    renderApp(routes, '/verify-email?token=spent');
    await pressVerify();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your email is already verified' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Send a new link' })).not.toBeInTheDocument();
  });

  it('says in the API’s words why a link that still works could not be used (the new address was taken meanwhile)', async () => {
    stubApi({
      ...session(buildUser({ pendingEmail: 'new@example.com' })),
      'POST /auth/verify-email': { status: 409, body: { error: 'email_taken', message: 'An account with this email already exists.' } },
    });
    renderApp(routes, '/verify-email?token=tok');
    await pressVerify();
    expect(await screen.findByRole('alert')).toHaveTextContent('An account with this email already exists.');
  });
});
