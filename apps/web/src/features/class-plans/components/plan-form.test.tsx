import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { PlanForm } from './plan-form.tsx';

/** Making a class plan: what the form asks for before it sends anything. */
afterEach(() => vi.unstubAllGlobals());

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('the class plan form', () => {
  it('asks for the days before a deadline when they are left blank, and sends nothing', async () => {
    const calls = stubApi({ 'GET /auth/session': { body: { user: null } } });
    renderApp([{ path: '/', element: <PlanForm highSchoolId="hs-1" defaultYear={2027} /> }], '/');
    type('Plan title', 'Senior fall');
    type('Task 1 title', 'Send test scores');
    fireEvent.change(screen.getByLabelText('Task 1 is due'), { target: { value: 'relative' } });
    type('Task 1: days before the deadline', '');
    fireEvent.click(screen.getByRole('button', { name: 'Make plan' }));

    expect(await screen.findByText('Enter a whole number of days, 0 to 365 (0 is the deadline day)')).toBeVisible();
    expect(screen.getByLabelText('Task 1: days before the deadline')).toHaveAccessibleDescription(
      expect.stringContaining('Enter a whole number'),
    );
    expect(calls.filter((call) => call.method === 'POST')).toEqual([]);
  });
});
