import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ClassPlan } from '@campuspath/contract/class-plans';
import { stubApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { PlanForm } from './plan-form.tsx';

/** Editing a class plan in the form that makes one: what is sent, the confirmation, and a refusal keeping what was typed. */
afterEach(() => vi.unstubAllGlobals());

const plan: ClassPlan = {
  id: 'plan-1',
  title: 'Senior fall',
  graduationYear: 2027,
  group: null,
  isSample: false,
  tasks: [
    { id: 'task-a', title: 'Ask for letters', dueDate: '2026-10-01', relative: null },
    { id: 'task-b', title: 'Send scores', dueDate: null, relative: { round: 'early-action', daysBefore: 14 } },
  ],
  recipients: 3,
  createdAt: '2026-09-01T12:00:00.000Z',
  updatedAt: '2026-09-01T12:00:00.000Z',
};
const url = '/high-schools/hs-1/class-plans/plan-1';
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

const render = (answer: { status?: number; body: unknown }) => {
  const calls = stubApi({ 'GET /auth/session': { body: { user: null } }, [`PUT ${url}`]: answer });
  const onSaved = vi.fn();
  renderApp([{ path: '/', element: <PlanForm highSchoolId="hs-1" defaultYear={2027} plan={plan} onSaved={onSaved} /> }], '/');
  return { calls, onSaved };
};

describe('editing a class plan', () => {
  it('shows the plan as saved, says what changes for its students, and sends kept tasks with their ids', async () => {
    const { calls, onSaved } = render({ body: { plan: { ...plan, title: 'Senior fall plan' } } });
    expect(screen.getByLabelText('Plan title')).toHaveValue('Senior fall');
    expect(screen.getByLabelText('Task 2 is due')).toHaveValue('relative');
    expect(screen.getByLabelText('Task 2: days before the deadline')).toHaveValue('14');
    expect(screen.getByText(/Changes reach the students of your school who have this plan now/)).toBeVisible();
    expect(screen.queryByRole('radio')).toBeNull();

    type('Task 1 title', 'Ask two teachers for letters');
    fireEvent.change(screen.getByLabelText('Task 2 is due'), { target: { value: 'none' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add a task' }));
    type('Task 3 title', 'Check your portal');
    fireEvent.change(screen.getByLabelText('Task 3 is due'), { target: { value: 'none' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Change “Senior fall” for its students?' });
    expect(dialog).toHaveTextContent('3 students have it now. 2 changed tasks change where not done yet; 1 new task reaches each of them.');
    expect(dialog).toHaveTextContent('Tasks a student completed stay as they are');
    expect(calls.filter((call) => call.method === 'PUT')).toEqual([]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    await vi.waitFor(() => expect(onSaved).toHaveBeenCalledWith('Saved “Senior fall plan”: 3 students have it.'));
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      title: 'Senior fall',
      tasks: [
        { id: 'task-a', title: 'Ask two teachers for letters', dueDate: '2026-10-01', relative: null },
        { id: 'task-b', title: 'Send scores', dueDate: null, relative: null },
        { title: 'Check your portal', dueDate: null, relative: null },
      ],
    });
  });

  it('keeps what was typed when the API refuses, with the refused field marked', async () => {
    render({
      status: 400,
      body: { error: 'validation_error', message: 'Check the title', fields: { title: 'Titles are at most 120 characters' } },
    });
    type('Plan title', 'A new name');
    fireEvent.click(screen.getByRole('button', { name: 'Remove task 2' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('1 removed task leaves their lists where not done; their tasks name the plan “A new name”.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Titles are at most 120 characters')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByLabelText('Plan title')).toHaveValue('A new name');
    expect(screen.queryByLabelText('Task 2 title')).toBeNull();
  });
});
