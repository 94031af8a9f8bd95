import { render, screen, within } from '@testing-library/react';
import type { Application } from '@campuspath/contract/applications';
import type { Task } from '@campuspath/contract/tasks';
import { describe, expect, it } from 'vitest';
import { WithI18n } from '../../../testing/test-i18n.tsx';
import { PlanTasks } from './plan-tasks.tsx';
import { PlanTimeline } from './plan-timeline.tsx';

const application: Application = {
  id: 'a1',
  schoolId: 243744,
  school: null,
  round: 'regular-decision',
  status: 'drafting',
  deadline: '2027-01-01',
  timeZone: null,
  decisionDate: null,
  notes: '',
  portalUrl: null,
  checklist: [],
  progress: 0,
  missingItems: [],
  decidedOn: null,
  replyDeadline: null,
  replyDeadlineSource: null,
  replyDeadlineBy: null,
  depositPaid: false,
  attending: false,
  waitlistReplyDate: null,
  linkedEssays: 0,
  linkedDocuments: 0,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const task: Task = {
  id: 't1',
  title: 'Send SAT scores',
  dueDate: '2026-12-01',
  category: 'testing',
  priority: 'high',
  completed: false,
  notes: '',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
  assignedBy: null,
};

describe("a viewer's timeline and tasks of a student's plan", () => {
  it('marks every item of a demo student as a sample', () => {
    render(
      <>
        <PlanTimeline applications={[application]} tasks={[task]} sample />
        <PlanTasks tasks={[task]} sample />
      </>,
      { wrapper: WithI18n },
    );
    const timeline = within(screen.getByRole('region', { name: 'Timeline' }));
    expect(timeline.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringContaining('Sample: Send SAT scores'),
      expect.stringContaining('Sample: School 243744 application'),
    ]);
    expect(within(screen.getByRole('list', { name: 'Tasks' })).getByText('Sample: Send SAT scores')).toBeInTheDocument();
  });

  it("shows a real student's items as they are", () => {
    render(
      <>
        <PlanTimeline applications={[application]} tasks={[task]} />
        <PlanTasks tasks={[task]} />
      </>,
      { wrapper: WithI18n },
    );
    expect(screen.queryByText(/Sample:/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Tasks' })).getByText('Send SAT scores')).toBeInTheDocument();
  });
});
