import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LetterRequest } from '@campuspath/contract/letter-requests';
import type { TeacherInvitation } from '@campuspath/contract/teacher-invitations';
import { stubApi, type FakeRoutes } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { LetterRequestsList } from './letter-requests-list.tsx';

afterEach(() => vi.unstubAllGlobals());

const request = (teacherInvitation: TeacherInvitation): LetterRequest => ({
  id: 'r1',
  letterId: 'l-r1',
  studentName: 'Maya Chen',
  teacherName: 'Ms. Alvarez',
  teacherEmail: 'alvarez@school.example.org',
  status: 'requested',
  note: '',
  waived: true,
  message: '',
  nearestDeadline: '2099-11-01',
  colleges: [],
  approval: null,
  teacherInvitation,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
});
const queued = request({ status: 'queued', sentAt: null, resendableFrom: null });

describe('emailing the teacher again', () => {
  it('moves focus to the status line the button gave way to, and announces the email', async () => {
    const routes: FakeRoutes = {
      'GET /letter-requests': {
        body: { requests: [request({ status: 'failed', sentAt: null, resendableFrom: '2026-11-01T10:00:00.000Z' })] },
      },
      'POST /letter-requests/r1/invitation': { body: { request: queued } },
    };
    stubApi(routes);
    renderApp([{ path: '*', element: <LetterRequestsList /> }], '/');
    expect(await screen.findByText('The email to your teacher could not be delivered')).toBeInTheDocument();
    const button = screen.getByRole('button', { name: 'Email Ms. Alvarez again' });
    button.focus();
    routes['GET /letter-requests'] = { body: { requests: [queued] } };
    fireEvent.click(button);

    const status = await screen.findByText('Invitation on its way');
    await waitFor(() => expect(status).toHaveFocus());
    expect(screen.queryByRole('button', { name: /Email Ms. Alvarez/ })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Email to Ms. Alvarez on its way.');
  });
});
