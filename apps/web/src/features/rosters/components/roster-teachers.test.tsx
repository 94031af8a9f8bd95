import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RosterTeacherLine } from '@campuspath/contract/rosters';
import { stubApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { RosterTeachers } from './roster-teachers.tsx';

/** The roster's teachers: where each invitation stands, and a button named for the teacher it sends to. */
const INVITATIONS = 'POST /high-schools/hs-1/roster/teacher-invitations';

const teacher = (n: number, fields: Partial<RosterTeacherLine>): RosterTeacherLine => ({
  id: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
  name: `Teacher ${n}`,
  email: `teacher${n}@example.org`,
  sample: false,
  status: 'not_invited',
  invitedAt: null,
  joinedAt: null,
  resendableFrom: null,
  ...fields,
});

const teachers = [
  teacher(1, {}),
  teacher(2, { status: 'invited', invitedAt: '2026-11-01T15:00:00.000Z', resendableFrom: '2026-11-04T15:00:00.000Z' }),
  teacher(3, { status: 'joined', invitedAt: '2026-11-01T15:00:00.000Z', joinedAt: '2026-11-02T15:00:00.000Z' }),
];

afterEach(() => vi.unstubAllGlobals());

describe('the roster teachers', () => {
  it('shows each teacher’s place and sends one invitation by the teacher’s id', async () => {
    const calls = stubApi({
      'GET /auth/session': { body: { user: null } },
      [INVITATIONS]: { body: { queued: 1, skipped: 0 } },
    });
    renderApp([{ path: '/', element: <RosterTeachers highSchoolId="hs-1" teachers={teachers} /> }], '/');
    const rows = within(screen.getByRole('list', { name: 'Rostered teachers' })).getAllByRole('listitem');
    expect(rows[0]).toHaveTextContent('Not invited');
    expect(rows[1]).toHaveTextContent(/Invited Nov 1, 2026/);
    expect(rows[2]).toHaveTextContent(/Joined Nov 2, 2026/);
    // A joined teacher has nothing to send: only Remove.
    expect(
      within(rows[2]!)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Remove Teacher 3 from the roster']);

    fireEvent.click(screen.getByRole('button', { name: 'Send invitation to Teacher 1' }));
    expect(await screen.findByText('Invitation to Teacher 1 on its way.')).toBeVisible();
    const sent = calls.filter((call) => `${call.method} ${call.path}` === INVITATIONS);
    expect(sent).toEqual([
      { method: 'POST', path: '/high-schools/hs-1/roster/teacher-invitations', body: { teacherIds: [teachers[0]!.id], resend: false } },
    ]);
    expect(screen.getByRole('button', { name: 'Resend to Teacher 2' })).toBeEnabled();
  });

  it('removes a teacher after asking, and keeps the keyboard at the announcement', async () => {
    const remove = `DELETE /high-schools/hs-1/roster/teachers/${teachers[2]!.id}`;
    const calls = stubApi({ 'GET /auth/session': { body: { user: null } }, [remove]: { status: 204, body: null } });
    renderApp([{ path: '/', element: <RosterTeachers highSchoolId="hs-1" teachers={teachers} /> }], '/');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Teacher 3 from the roster' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove Teacher 3 from the roster?' });
    expect(dialog).toHaveTextContent('their account leaves the school');
    expect(calls.some((call) => `${call.method} ${call.path}` === remove)).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    const status = await screen.findByText('Teacher 3 was removed from the roster.');
    expect(status).toHaveFocus();
    expect(calls.filter((call) => `${call.method} ${call.path}` === remove)).toHaveLength(1);
  });
});
