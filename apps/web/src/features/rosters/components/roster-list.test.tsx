import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { RosterResponse, RosterStudent } from '@campuspath/contract/rosters';
import { WithI18n } from '../../../testing/test-i18n.tsx';
import { RosterList } from './roster-list.tsx';

/** The roster says which lines are samples (the counselor demo's class) and which are the school's own. */
const line = (name: string, sample: boolean, status: RosterStudent['status']): RosterStudent => ({
  id: `id-${name}`,
  name,
  email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.org`,
  graduationYear: 2027,
  studentNumber: null,
  group: 'Senior seminar',
  status,
  invitedAt: status === 'not_invited' ? null : '2026-11-01T15:00:00.000Z',
  scopes: status === 'sharing' ? ['colleges', 'letters'] : [],
  sample,
});

const roster = (students: RosterStudent[]): RosterResponse => ({
  students,
  counts: { not_invited: 1, invited: 1, joined: 0, sharing: 1 },
  unrostered: [],
  teachers: [],
});

describe('the roster list', () => {
  it('badges every sample student as a sample, beside the place they are in', () => {
    render(
      <RosterList
        roster={roster([
          line('Jordan Lee (sample)', true, 'sharing'),
          line('Mia Robinson (sample)', true, 'invited'),
          line('Daniel Kim (sample)', true, 'not_invited'),
        ])}
      />,
      { wrapper: WithI18n },
    );
    const items = within(screen.getByRole('list', { name: 'Rostered students' })).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    for (const item of items) expect(within(item).getByTestId('sample-badge')).toHaveTextContent('Sample');
    expect(items[0]).toHaveTextContent('Shares: Saved colleges and applications with deadlines, Letters of recommendation');
    expect(items[1]).toHaveTextContent('Invited, not joined');
  });

  it('puts no sample badge on a school’s own students', () => {
    render(<RosterList roster={roster([line('Sam Ortiz', false, 'sharing'), line('Ana Ruiz', false, 'invited')])} />, {
      wrapper: WithI18n,
    });
    expect(screen.queryByTestId('sample-badge')).toBeNull();
  });
});
