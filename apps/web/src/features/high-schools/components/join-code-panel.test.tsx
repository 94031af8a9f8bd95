import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HighSchool } from '@campuspath/contract/high-schools';
import { stubApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { JoinCodePanel } from './join-code-panel.tsx';

/** Replacing a school's join code: the dialog says what happens to the codes still working. */
const school = (previousJoinCodeUntil: string | null): HighSchool => ({
  id: 'hs-1',
  name: 'Lincoln High',
  city: 'Springfield',
  state: 'IL',
  membership: 'counselor',
  counselors: [{ id: 'c1', name: 'Ms. Rivera' }],
  studentCount: 12,
  joinCodeExpiresAt: '2027-06-30T12:00:00.000Z',
  joinCode: 'ABCDE-FGHJK',
  previousJoinCodeUntil,
});

afterEach(() => vi.unstubAllGlobals());

const openDialog = async (value: HighSchool) => {
  stubApi({ 'GET /auth/session': { body: { user: null } } });
  renderApp([{ path: '/', element: <JoinCodePanel school={value} impact={null} /> }], '/');
  fireEvent.click(screen.getByRole('button', { name: 'New join code' }));
  return screen.findByRole('alertdialog', { name: 'Make a new join code?' });
};

describe('the join code dialog', () => {
  it('warns that an older code still in its extra days stops at once', async () => {
    const dialog = await openDialog(school('2026-12-10T12:00:00.000Z'));
    expect(
      within(dialog).getByText(/The code replaced before, which still works until Dec 10, 2026, stops working at once\./),
    ).toBeVisible();
  });

  it('says nothing of an older code when none still works', async () => {
    const dialog = await openDialog(school(null));
    expect(within(dialog).queryByText(/The code replaced before/)).toBeNull();
    expect(dialog).toHaveTextContent('Only one older code is kept');
  });
});

describe('the join code', () => {
  const panel = (value: HighSchool) => {
    stubApi({ 'GET /auth/session': { body: { user: null } } });
    renderApp([{ path: '/', element: <JoinCodePanel school={value} impact={null} /> }], '/');
  };

  it('says until when it works', () => {
    // Half a year on from whenever the test runs: a code still working.
    panel({ ...school(null), joinCodeExpiresAt: new Date(Date.now() + 180 * 24 * 3_600_000).toISOString() });
    expect(screen.getByText(/It works until/)).toBeVisible();
    expect(screen.queryByText(/stopped working/)).toBeNull();
  });

  it('says that it stopped working once it has, rather than until when it works', () => {
    panel({ ...school(null), joinCodeExpiresAt: '2025-06-30T12:00:00.000Z' });
    expect(
      screen.getByText('It stopped working on Jun 30, 2025: students cannot join with it. Make a new join code to hand out.'),
    ).toBeVisible();
    expect(screen.queryByText(/It works until/)).toBeNull();
  });
});
