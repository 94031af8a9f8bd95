import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, stubApi } from '../../testing/fake-api.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { Component as Signup } from './signup.tsx';

const routes = [
  { path: '/signup', Component: Signup },
  { path: '*', element: <p>Next page</p> },
];

afterEach(() => vi.unstubAllGlobals());

async function fillIn(role: 'Student' | 'Parent or guardian' | 'Counselor' | 'Teacher') {
  fireEvent.click(await screen.findByRole('radio', { name: new RegExp(`^${role}`) }));
  fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Dana Rivera' } });
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'dana@example.com' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'a long and unusual passphrase 42' } });
}

describe('Sign-up', () => {
  it('asks a graduation year of students only, and sends none for a parent, a counselor or a teacher', async () => {
    for (const [role, id] of [
      ['Parent or guardian', 'parent'],
      ['Counselor', 'counselor'],
      ['Teacher', 'teacher'],
    ] as const) {
      const calls = stubApi({
        'GET /auth/session': { body: { user: null } },
        'POST /auth/signup': { status: 201, body: { user: buildUser({ role: id }) } },
      });
      renderApp(routes, '/signup');
      await fillIn(role);
      expect(screen.queryByLabelText('High school graduation year')).not.toBeInTheDocument();
      fireEvent.click(screen.getByRole('button', { name: 'Create Free Account' }));
      await waitFor(() => expect(calls.some((call) => call.path === '/auth/signup')).toBe(true));
      const body = calls.find((call) => call.path === '/auth/signup')!.body as Record<string, unknown>;
      expect(body).toMatchObject({ role: id, name: 'Dana Rivera' });
      expect(body).not.toHaveProperty('graduationYear');
      cleanup();
      vi.unstubAllGlobals();
    }
    // Three sign-ups in one test: more than the default 5 s on a busy machine.
  }, 30_000);

  it("sends a student's graduation year", async () => {
    const calls = stubApi({
      'GET /auth/session': { body: { user: null } },
      'POST /auth/signup': { status: 201, body: { user: buildUser() } },
    });
    renderApp(routes, '/signup');
    await fillIn('Student');
    expect(screen.getByLabelText('High school graduation year')).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Create Free Account' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/auth/signup')).toBe(true));
    expect(calls.find((call) => call.path === '/auth/signup')!.body).toMatchObject({ role: 'student', graduationYear: expect.any(Number) });
  });

  it("sends a school invitation's token with a student's sign-up from its page, and comes back to it", async () => {
    const calls = stubApi({
      'GET /auth/session': { body: { user: null } },
      'POST /auth/signup': { status: 201, body: { user: buildUser() } },
    });
    renderApp(routes, `/signup?redirectTo=${encodeURIComponent('/join-school?token=abc.def')}&email=dana%40example.com`);
    await fillIn('Student');
    fireEvent.click(screen.getByRole('button', { name: 'Create Free Account' }));
    await screen.findByText('Next page');
    expect(calls.find((call) => call.path === '/auth/signup')!.body).toMatchObject({ role: 'student', rosterInvitation: 'abc.def' });
  });
});
