import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LetterRequest } from '@campuspath/contract/letter-requests';
import { stubApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { LetterRequestsList } from './letter-requests-list.tsx';

afterEach(() => vi.unstubAllGlobals());

const request = (overrides: Partial<LetterRequest>): LetterRequest => ({
  id: 'r1',
  letterId: 'l-r1',
  studentName: 'Maya Chen',
  teacherName: 'Ms. Alvarez',
  teacherEmail: 'alvarez@school.example.org',
  status: 'awaiting',
  note: '',
  waived: true,
  message: '',
  nearestDeadline: '2099-11-01',
  colleges: [],
  approval: { message: '', decidedAt: null },
  teacherInvitation: { status: 'not_sent', sentAt: null, resendableFrom: '2026-11-01T10:00:00.000Z' },
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-01T10:00:00.000Z',
  ...overrides,
});

const renderList = (requests: LetterRequest[]) => {
  stubApi({ 'GET /letter-requests': { body: { requests } } });
  renderApp([{ path: '*', element: <LetterRequestsList /> }], '/');
};

describe('a request at a school whose counselors approve letters', () => {
  it('says it waits for the counselor, and offers no email to a teacher not yet asked', async () => {
    renderList([request({})]);
    expect(await screen.findByText('Ms. Alvarez: Awaiting approval')).toBeInTheDocument();
    expect(screen.getByText(/Your teacher is asked once your counselor approves/)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it("shows Not approved with the counselor's message", async () => {
    renderList([
      request({
        status: 'not_approved',
        approval: { message: 'Ask a junior-year teacher instead.', decidedAt: '2026-11-02T10:00:00.000Z' },
      }),
    ]);
    expect(await screen.findByText('Ms. Alvarez: Not approved')).toBeInTheDocument();
    expect(screen.getByText(/Ask a junior-year teacher instead\./)).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
