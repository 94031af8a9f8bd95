import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildUser, stubApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import type { LastChoices } from '@campuspath/contract/sharing';
import { InviteParentForm } from './invite-parent-form.tsx';

/** Inviting a parent: the link to copy, and the truth about whether an email went out. */
const invitation = (emailed: boolean) => ({
  status: 201,
  body: { invitation: { id: 'i1', url: 'https://campuspath.test/invite?token=abc', expiresAt: '2026-12-04T12:00:00.000Z', emailed } },
});

const ALL_OFF = {
  colleges: false,
  profile: false,
  costs: false,
  tasks: false,
  essays: false,
  documents: false,
  letters: false,
  history: false,
};
const PARENT_DEFAULTS = { ...ALL_OFF, colleges: true, profile: true, costs: true, tasks: true };

function renderForm(user = buildUser({ emailVerified: false, email: 'maya@example.com' }), lastChoices: LastChoices[] = []) {
  renderApp([{ path: '/sharing', element: <InviteParentForm user={user} lastChoices={lastChoices} /> }], '/sharing');
}

// Radix's switch measures itself; jsdom has no ResizeObserver.
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
afterEach(() => vi.unstubAllGlobals());

describe('inviting a parent', () => {
  it('says plainly that no email went out from an unverified account, and shows the link to send', async () => {
    const calls = stubApi({ 'GET /auth/session': { body: { user: null } }, 'POST /sharing/invitations': invitation(false) });
    renderForm();
    fireEvent.change(screen.getByLabelText('Their email address'), { target: { value: 'mom@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(
      await screen.findByText(/No email was sent to mom@example.com: We send invitations only once you have verified maya@example.com\./),
    ).toBeVisible();
    expect(screen.getByLabelText('Invitation link')).toHaveValue('https://campuspath.test/invite?token=abc');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ email: 'mom@example.com', scopes: PARENT_DEFAULTS, locale: 'en' });
  });

  it('starts from the last choices for the address typed, shows them before sending, and sends what it shows', async () => {
    const calls = stubApi({ 'GET /auth/session': { body: { user: null } }, 'POST /sharing/invitations': invitation(false) });
    const last = {
      email: 'mom@example.com',
      scopes: { ...PARENT_DEFAULTS, costs: false },
      from: 'viewer' as const,
      at: '2026-11-20T12:00:00.000Z',
    };
    renderForm(undefined, [last]);
    const costs = screen.getByRole('switch', { name: 'Costs and income band for the parent you invite' });
    expect(costs).toBeChecked();
    fireEvent.change(screen.getByLabelText('Their email address'), { target: { value: 'Mom@Example.com ' } });
    expect(costs).not.toBeChecked();
    expect(screen.getByTestId('invite-starting-point')).toHaveTextContent('Starting from your last choices for mom@example.com');
    fireEvent.click(screen.getByRole('switch', { name: 'Essays for the parent you invite' }));
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    await screen.findByLabelText('Invitation link');
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
      email: 'mom@example.com',
      scopes: { ...PARENT_DEFAULTS, costs: false, essays: true },
      locale: 'en',
    });
  });

  it("writes the invitation in the language chosen, starting from the student's own", async () => {
    const calls = stubApi({ 'GET /auth/session': { body: { user: null } }, 'POST /sharing/invitations': invitation(true) });
    renderForm(buildUser({ emailVerified: true, locale: 'en' }));
    const language = screen.getByLabelText('Language of the invitation');
    expect(language).toHaveValue('en');
    fireEvent.change(screen.getByLabelText('Their email address'), { target: { value: 'mama@example.com' } });
    fireEvent.change(language, { target: { value: 'es' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    await screen.findByLabelText('Invitation link');
    expect(calls.find((call) => call.method === 'POST')?.body).toMatchObject({ email: 'mama@example.com', locale: 'es' });
  });

  it('says where the email went from a verified account', async () => {
    stubApi({ 'GET /auth/session': { body: { user: null } }, 'POST /sharing/invitations': invitation(true) });
    renderForm(buildUser({ emailVerified: true }));
    fireEvent.change(screen.getByLabelText('Their email address'), { target: { value: 'dad@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(
      await screen.findByText(
        'We emailed the invitation to dad@example.com. It works only for the account of that address; you can also send them this link yourself.',
      ),
    ).toBeVisible();
  });

  it('says so when the name would not go into an email, and makes a link without an address when none is typed', async () => {
    const calls = stubApi({ 'GET /auth/session': { body: { user: null } }, 'POST /sharing/invitations': invitation(false) });
    renderForm(buildUser({ emailVerified: true, name: 'Visit evil.example now' }));
    fireEvent.change(screen.getByLabelText('Their email address'), { target: { value: 'mom@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText(/Your name looks like a web address/)).toBeVisible();
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText(/Whoever accepts it with a parent account will see your plan/)).toBeVisible();
    // The second invitation has no address; both carry the switches shown.
    const bodies = calls.filter((call) => call.method === 'POST').map((call) => call.body as { email?: string; scopes?: unknown });
    expect(bodies.map((body) => body.email)).toEqual(['mom@example.com', undefined]);
    for (const body of bodies) expect(body.scopes).toEqual(expect.objectContaining({ colleges: expect.any(Boolean) }));
  });

  it('keeps what was typed and names the field when the address is refused', async () => {
    stubApi({
      'GET /auth/session': { body: { user: null } },
      'POST /sharing/invitations': {
        status: 400,
        body: { error: 'invalid_request', message: 'Invalid', fields: { email: 'Enter a valid email address' } },
      },
    });
    renderForm();
    fireEvent.change(screen.getByLabelText('Their email address'), { target: { value: 'mom@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Invite' }));
    expect(await screen.findByText('Enter a valid email address')).toBeVisible();
    expect(screen.getByLabelText('Their email address')).toHaveValue('mom@example.com');
  });
});
