import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { TeacherEmailsView } from './teacher-emails-view.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('"Stop these emails" from a teacher email', () => {
  it('moves focus to the outcome when the button gives way to it, and announces it', async () => {
    stubApi({
      'POST /letter-requests/invitations/preview': { body: { email: 'alvarez@school.example.org', stopped: false } },
      'POST /letter-requests/invitations/unsubscribe': { status: 204 },
    });
    renderApp([{ path: '*', element: <TeacherEmailsView token="signed-token" /> }], '/');
    const button = await screen.findByRole('button', { name: 'Stop these emails' });
    button.focus();
    fireEvent.click(button);

    const outcome = await screen.findByText(/CampusPath will not email alvarez@school\.example\.org/);
    await waitFor(() => expect(outcome).toHaveFocus());
    expect(screen.getByRole('heading', { name: 'No more emails about letter requests' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Emails stopped.');
  });

  it('takes no focus when the address had already stopped them', async () => {
    stubApi({ 'POST /letter-requests/invitations/preview': { body: { email: 'alvarez@school.example.org', stopped: true } } });
    renderApp([{ path: '*', element: <TeacherEmailsView token="signed-token" /> }], '/');
    const outcome = await screen.findByText(/CampusPath will not email/);
    expect(outcome).not.toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });
});
