import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RosterResponse, RosterStudent } from '@campuspath/contract/rosters';
import { stubApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { InvitationsPanel } from './invitations-panel.tsx';

/** Inviting and reminding a roster: a reminder to a class of thousands carries no list of students. */
const INVITATIONS = 'POST /high-schools/hs-1/roster/invitations';

const invited = (n: number): RosterStudent => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Student ${n}`,
  email: `student${n}@example.org`,
  graduationYear: 2027,
  studentNumber: null,
  group: null,
  status: 'invited',
  invitedAt: '2026-11-01T15:00:00.000Z',
  scopes: [],
  sample: false,
});

// A large class: every one of its ids would not fit in a request body.
const roster: RosterResponse = {
  students: Array.from({ length: 5_000 }, (_, index) => invited(index + 1)),
  counts: { not_invited: 0, invited: 5_000, joined: 0, sharing: 0 },
  unrostered: [],
  teachers: [],
};

afterEach(() => vi.unstubAllGlobals());

describe('the invitations panel', () => {
  it('reminds everyone invited who has not joined with a request that names nobody, and says how many go out', async () => {
    const calls = stubApi({
      'GET /auth/session': { body: { user: null } },
      [INVITATIONS]: { body: { queued: 500, remaining: 4_500 } },
    });
    renderApp([{ path: '/', element: <InvitationsPanel highSchoolId="hs-1" roster={roster} /> }], '/');
    expect(screen.getByRole('button', { name: 'Everyone is invited' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Remind 5,000 students who have not joined' }));

    expect(await screen.findByText(/Reminders: 500 students being emailed; 4,500 students still waiting/)).toBeVisible();
    const sent = calls.filter((call) => `${call.method} ${call.path}` === INVITATIONS);
    expect(sent).toEqual([{ method: 'POST', path: '/high-schools/hs-1/roster/invitations', body: { resend: true } }]);
  });
});
