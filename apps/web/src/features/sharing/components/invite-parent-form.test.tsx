import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildUser, stubApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { InviteParentForm } from './invite-parent-form.tsx';

/** Inviting a parent: the link to copy, and the truth about whether an email went out. */
const invitation = (emailed: boolean) => ({
  status: 201,
  body: { invitation: { id: 'i1', url: 'https://campuspath.test/invite?token=abc', expiresAt: '2026-12-04T12:00:00.000Z', emailed } },
});

function renderForm(user = buildUser({ emailVerified: false, email: 'maya@example.com' })) {
  renderApp([{ path: '/sharing', element: <InviteParentForm user={user} /> }], '/sharing');
}

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
    expect(calls.find((call) => call.method === 'POST')?.body).toEqual({ email: 'mom@example.com' });
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
    expect(calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([{ email: 'mom@example.com' }, {}]);
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
