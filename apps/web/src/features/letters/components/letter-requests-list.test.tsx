import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LetterRequest } from '@campuspath/contract/letter-requests';
import type { TeacherInvitation } from '@campuspath/contract/teacher-invitations';
import { stubApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { LetterRequestsList } from './letter-requests-list.tsx';

afterEach(() => vi.unstubAllGlobals());

const request = (teacherInvitation: TeacherInvitation, id = 'r1'): LetterRequest => ({
  id,
  letterId: `l-${id}`,
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

const renderList = (requests: LetterRequest[], extra = {}) => {
  const calls = stubApi({ 'GET /letter-requests': { body: { requests } }, ...extra });
  renderApp([{ path: '*', element: <LetterRequestsList /> }], '/');
  return calls;
};

describe('the email to the teacher on a request', () => {
  it('says the invitation went out and from when the student may email again', async () => {
    renderList([request({ status: 'sent', sentAt: '2026-11-01T10:00:00.000Z', resendableFrom: '2099-11-04T10:00:00.000Z' })]);
    expect(await screen.findByText(/Invitation sent/)).toHaveTextContent(/You can email them again from/);
    expect(screen.queryByRole('button', { name: /Email Ms. Alvarez/ })).not.toBeInTheDocument();
  });

  it('says when the teacher joined, with nothing to send', async () => {
    renderList([request({ status: 'joined', sentAt: '2026-11-01T10:00:00.000Z', resendableFrom: null })]);
    expect(await screen.findByText('Teacher joined')).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('emails the teacher again once the student may', async () => {
    const calls = renderList(
      [request({ status: 'sent', sentAt: '2026-11-01T10:00:00.000Z', resendableFrom: '2026-11-04T10:00:00.000Z' })],
      {
        'POST /letter-requests/r1/invitation': {
          body: { request: request({ status: 'queued', sentAt: null, resendableFrom: null }) },
        },
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Email Ms. Alvarez again' }));
    await waitFor(() => expect(calls.some((call) => call.path === '/letter-requests/r1/invitation')).toBe(true));
  });
});
