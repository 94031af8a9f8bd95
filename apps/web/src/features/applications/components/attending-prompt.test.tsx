import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Application } from '@campuspath/contract/applications';
import { ONE_DEPOSIT_RULE } from '@campuspath/contract/decisions-terms';
import { buildApplication } from '../../../testing/build-application.ts';
import { stubApi, type FakeRoutes } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { AttendingPrompt } from './attending-prompt.tsx';

/** After "I'm attending": the other offers to decline and applications to withdraw, and the one-deposit rule. */
const attending = buildApplication({ status: 'accepted', attending: true, replyDeadline: '2027-05-01' });
const school = (id: number, name: string) => ({ id, name, slug: `school-${id}`, city: 'City', state: 'MI' });
const michigan = buildApplication({
  id: 'app-2',
  schoolId: 170976,
  school: school(170976, 'University of Michigan-Ann Arbor'),
  status: 'accepted',
});
const auburn = buildApplication({ id: 'app-3', schoolId: 100858, school: school(100858, 'Auburn University'), status: 'waitlisted' });
const georgia = buildApplication({ id: 'app-4', schoolId: 139959, school: school(139959, 'University of Georgia'), status: 'rejected' });

const renderPrompt = (applications: Application[], routes: FakeRoutes = {}) => {
  const calls = stubApi({ 'GET /auth/session': { body: { user: null } }, 'GET /applications': { body: { applications } }, ...routes });
  renderApp([{ path: '/', element: <AttendingPrompt application={attending} /> }], '/');
  return calls;
};

afterEach(() => vi.unstubAllGlobals());

describe('the prompt once the student attends a college', () => {
  it('lists the other offer to decline and the waitlist to withdraw, never a rejection, with the one-deposit rule', async () => {
    renderPrompt([attending, michigan, auburn, georgia]);
    expect(screen.getByRole('heading', { name: 'You’re attending this college' })).toBeVisible();
    expect(screen.getByText(ONE_DEPOSIT_RULE)).toBeVisible();
    const list = await screen.findByRole('list', { name: 'Other applications to close' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      'University of Michigan-Ann Arbor (Accepted)Decline offer',
      'Auburn University (Waitlisted)Withdraw application',
    ]);
    expect(within(list).getByRole('button', { name: 'Withdraw application: Auburn University' })).toBeVisible();
  });

  it('marks one withdrawn with a button named after its college, from the keyboard', async () => {
    const calls = renderPrompt([attending, michigan, auburn], {
      'PATCH /applications/app-2': { body: { ...michigan, status: 'withdrawn' } },
    });
    const decline = await screen.findByRole('button', { name: 'Decline offer: University of Michigan-Ann Arbor' });
    decline.focus();
    await userEvent.keyboard('{Enter}');
    await vi.waitFor(() =>
      expect(calls.filter((call) => call.method === 'PATCH')).toEqual([
        { method: 'PATCH', path: '/applications/app-2', body: { status: 'withdrawn' } },
      ]),
    );
  });

  it('says so when no other application is still open', async () => {
    renderPrompt([attending, georgia]);
    expect(await screen.findByText('No other application is still open.')).toBeVisible();
    expect(screen.queryByRole('list', { name: 'Other applications to close' })).toBeNull();
  });
});
