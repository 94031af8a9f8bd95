import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Application } from '@campuspath/contract/applications';
import { stubApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { ChecklistEditor } from './checklist-editor.tsx';

/** Adding a checklist item: a refusal of the checklist lands on the new item's field, with the label as typed. */
const application: Application = {
  id: 'app-1',
  schoolId: 139755,
  school: null,
  round: 'early-action',
  status: 'in-progress',
  deadline: '2026-10-15',
  timeZone: 'America/New_York',
  decisionDate: null,
  notes: '',
  portalUrl: null,
  checklist: [{ id: 'item-1', label: 'Transcript', done: true }],
  progress: 100,
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
  createdAt: '2026-09-01T12:00:00.000Z',
  updatedAt: '2026-09-01T12:00:00.000Z',
};

// The "Add item" form loads after the list: wait for it.
const renderEditor = async () => {
  renderApp([{ path: '/', element: <ChecklistEditor application={application} schoolName="Georgia Tech" /> }], '/');
  await screen.findByLabelText('New checklist item');
};
const newItem = () => screen.getByLabelText('New checklist item');

afterEach(() => vi.unstubAllGlobals());

describe('adding a checklist item', () => {
  it('puts the API’s refusal of the checklist on the new item, focused, with the label as typed', async () => {
    const full = 'A checklist has at most 30 items';
    const calls = stubApi({
      'GET /auth/session': { body: { user: null } },
      'PATCH /applications/app-1': { status: 400, body: { error: 'invalid_request', message: full, fields: { checklist: full } } },
    });
    await renderEditor();
    fireEvent.change(newItem(), { target: { value: 'Interview' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    expect(await screen.findByText(full)).toBeVisible();
    expect(newItem()).toHaveAttribute('aria-invalid', 'true');
    expect(newItem()).toHaveAccessibleDescription(full);
    expect(newItem()).toHaveFocus();
    expect(newItem()).toHaveValue('Interview');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      checklist: [
        { id: 'item-1', label: 'Transcript', done: true },
        { label: 'Interview', done: false },
      ],
    });
  });

  it('empties the field once the item is saved', async () => {
    stubApi({
      'GET /auth/session': { body: { user: null } },
      'PATCH /applications/app-1': {
        body: { ...application, checklist: [...application.checklist, { id: 'item-2', label: 'Interview', done: false }] },
      },
    });
    await renderEditor();
    fireEvent.change(newItem(), { target: { value: 'Interview' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add item' }));
    await vi.waitFor(() => expect(newItem()).toHaveValue(''));
  });
});
