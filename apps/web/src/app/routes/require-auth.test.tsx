import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { User } from '@campuspath/contract/auth';
import { apiGet } from '../../lib/api-client.ts';
import { buildUser, stubApi, type FakeRoutes } from '../../testing/fake-api.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { Component as RequireAuth } from './require-auth.tsx';

/** The signed-in workspace's frame: the email verification banner and the one-time notice. */
const routes = [
  {
    Component: RequireAuth,
    children: [
      { path: '/dashboard', element: <h1>Dashboard</h1> },
      { path: '/tasks', element: <h1>Tasks</h1> },
      { path: '/family', element: <h1>My students</h1> },
      { path: '/caseload', element: <h1>Caseload</h1> },
      { path: '/settings/account', element: <h1>Account settings</h1> },
      {
        path: '/tasks/new',
        element: (
          <label>
            Title <input />
          </label>
        ),
      },
    ],
  },
];
const session = (user: User): FakeRoutes => ({ 'GET /auth/session': { body: { user } } });
const banner = () => screen.queryByRole('region', { name: 'Email verification' });

afterEach(() => vi.unstubAllGlobals());

describe('the verification banner', () => {
  it('asks an unverified student to verify, resends, and says how long to wait after too many', async () => {
    const student = buildUser({ emailVerified: false });
    const routesNow: FakeRoutes = {
      ...session(student),
      'POST /account/verification-email': { status: 202, body: { sentTo: student.email } },
    };
    stubApi(routesNow);
    renderApp(routes, '/dashboard');
    const region = await screen.findByRole('region', { name: 'Email verification' });
    expect(region).toHaveTextContent(`Verify your email address to get reminder emails. We sent a link to ${student.email}.`);

    fireEvent.click(within(region).getByRole('button', { name: 'Resend' }));
    expect(await within(region).findByRole('status')).toHaveTextContent(`Sent. Check ${student.email} for the new link.`);

    routesNow['POST /account/verification-email'] = {
      status: 429,
      body: { error: 'rate_limited', message: 'Too many attempts. Please wait 2 minutes and try again.' },
    };
    fireEvent.click(within(region).getByRole('button', { name: 'Resend' }));
    expect(await within(region).findByText('Too many attempts. Please wait 2 minutes and try again.')).toBeVisible();
  });

  it('names the new address while a change waits, and where emails go until then', async () => {
    stubApi(session(buildUser({ email: 'old@example.com', pendingEmail: 'new@example.com' })));
    renderApp(routes, '/dashboard');
    expect(await screen.findByRole('region', { name: 'Email verification' })).toHaveTextContent(
      'Verify your new email address: we sent a link to new@example.com. Until then, emails go to old@example.com.',
    );
  });

  it.each([
    ['a verified student', buildUser()],
    ['a demo account', buildUser({ isDemo: true, emailVerified: false })],
  ])('is not shown to %s', async (_who, user) => {
    stubApi(session(user));
    renderApp(routes, '/dashboard');
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(banner()).not.toBeInTheDocument();
  });

  it('goes away when the server says the address is already verified (verified in another tab)', async () => {
    const routesNow: FakeRoutes = {
      ...session(buildUser({ emailVerified: false })),
      'POST /account/verification-email': { status: 409, body: { error: 'conflict', message: 'Already verified' } },
    };
    stubApi(routesNow);
    renderApp(routes, '/dashboard');
    const region = await screen.findByRole('region', { name: 'Email verification' });
    routesNow['GET /auth/session'] = { body: { user: buildUser() } };
    fireEvent.click(within(region).getByRole('button', { name: 'Resend' }));
    await vi.waitFor(() => expect(banner()).not.toBeInTheDocument());
  });

  it('can be put away for the visit', async () => {
    stubApi(session(buildUser({ emailVerified: false })));
    const { router } = renderApp(routes, '/dashboard');
    const region = await screen.findByRole('region', { name: 'Email verification' });
    fireEvent.click(within(region).getByRole('button', { name: 'Hide this reminder until the next visit' }));
    expect(banner()).not.toBeInTheDocument();
    await router.navigate('/tasks');
    expect(await screen.findByRole('heading', { name: 'Tasks' })).toBeVisible();
    expect(banner()).not.toBeInTheDocument();
  });
});

describe('the workspace notice', () => {
  it('shows what the previous page sent, focused, only on the page it arrived with', async () => {
    stubApi(session(buildUser()));
    const { router } = renderApp(routes, { pathname: '/dashboard', state: { notice: 'Your password was changed.' } });
    const notice = await screen.findByText('Your password was changed.');
    expect(notice).toHaveFocus();
    await router.navigate('/tasks');
    expect(await screen.findByRole('heading', { name: 'Tasks' })).toBeVisible();
    expect(screen.queryByText('Your password was changed.')).not.toBeInTheDocument();
  });
});

describe('a session that ends under the page', () => {
  it('keeps the page, and what was typed, while the banners above it change', async () => {
    stubApi({
      ...session(buildUser({ emailVerified: false })),
      'GET /tasks': { status: 401, body: { error: 'unauthorized', message: 'Sign in' } },
    });
    renderApp(routes, '/tasks/new');
    await screen.findByRole('region', { name: 'Email verification' });
    fireEvent.change(screen.getByLabelText('Title'), { target: { value: 'Finish the supplement' } });
    // Any request answering 401 (signed out everywhere from another device) ends the session here.
    await expect(apiGet('/tasks')).rejects.toThrow();
    expect(await screen.findByRole('alert')).toHaveTextContent('You have been signed out');
    expect(screen.getByLabelText('Title')).toHaveValue('Finish the supplement');
  });
});

describe('pages by role', () => {
  it("takes a parent or a counselor who opens a student's page to their own start page, and lets every role reach its settings", async () => {
    stubApi(session(buildUser({ role: 'parent', emailVerified: true })));
    renderApp(routes, '/dashboard');
    expect(await screen.findByRole('heading', { name: 'My students' })).toBeVisible();
    cleanup();

    stubApi(session(buildUser({ role: 'counselor', emailVerified: true })));
    renderApp(routes, '/family');
    expect(await screen.findByRole('heading', { name: 'Caseload' })).toBeVisible();
    cleanup();

    stubApi(session(buildUser({ role: 'counselor', emailVerified: true })));
    renderApp(routes, '/settings/account');
    expect(await screen.findByRole('heading', { name: 'Account settings' })).toBeVisible();
  });

  it("keeps a student out of a parent's and a counselor's pages", async () => {
    stubApi(session(buildUser({ emailVerified: true })));
    renderApp(routes, '/caseload');
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });
});
