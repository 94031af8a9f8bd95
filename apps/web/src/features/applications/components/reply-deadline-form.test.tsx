import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPLY_DEADLINE_DEFAULT_NOTE } from '@campuspath/contract/decisions-terms';
import { buildApplication } from '../../../testing/build-application.ts';
import { stubApi, type FakeRoutes } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { ReplyDeadlineForm } from './reply-deadline-form.tsx';

/** The reply and deposit date of an offer: the May 1 default says it is one; the college's date needs its source. */
const accepted = buildApplication({ status: 'accepted', decidedOn: '2027-03-14', replyDeadline: '2027-05-01' });
const session: FakeRoutes = { 'GET /auth/session': { body: { user: null } } };

// The form's code loads after the page: each test starts once it is there.
const renderForm = async (application = accepted, routes: FakeRoutes = {}) => {
  const calls = stubApi({ ...session, ...routes });
  renderApp([{ path: '/', element: <ReplyDeadlineForm application={application} /> }], '/');
  await screen.findByLabelText('The college’s reply and deposit date');
  return calls;
};
const dateField = () => screen.getByLabelText('The college’s reply and deposit date');
const sourceField = () => screen.getByLabelText('Where the college says so');

afterEach(() => vi.unstubAllGlobals());

describe('the reply and deposit date', () => {
  it('shows May 1 labelled as the common default, with the note that each college can set its own', async () => {
    await renderForm();
    expect(screen.getByText(/May 1, 2027/)).toHaveTextContent('Reply and deposit by: May 1, 2027 (common default)');
    expect(screen.getByText(REPLY_DEADLINE_DEFAULT_NOTE)).toBeVisible();
    expect(dateField()).toHaveValue('');
    expect(sourceField()).toHaveAccessibleDescription('e.g. admission letter, applicant portal');
    expect(screen.queryByRole('button', { name: /Use the common default/ })).toBeNull();
  });

  it('asks for the date on its field before sending anything', async () => {
    const calls = await renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'Save the college’s date' }));
    // The contract's message, before anything is sent (the form's schema loads on first use).
    expect(await screen.findByText('Enter the date the college gives')).toBeVisible();
    expect(dateField()).toHaveAttribute('aria-invalid', 'true');
    expect(dateField()).toHaveAccessibleDescription('Enter the date the college gives');
    expect(calls.filter((call) => call.method === 'PATCH')).toEqual([]);
  });

  it('puts the refusal of a date without its source on the source field, keeping the date typed', async () => {
    const missing = 'Say where the college gives this date (its admission letter, portal or website).';
    const calls = await renderForm(accepted, {
      'PATCH /applications/app-1': {
        status: 400,
        body: { error: 'invalid_request', message: missing, fields: { replyDeadlineSource: missing } },
      },
    });
    await userEvent.type(dateField(), '2027-04-15');
    await userEvent.click(screen.getByRole('button', { name: 'Save the college’s date' }));
    expect(await screen.findByText(missing)).toBeVisible();
    expect(sourceField()).toHaveAttribute('aria-invalid', 'true');
    expect(sourceField()).toHaveAccessibleDescription(`e.g. admission letter, applicant portal ${missing}`);
    expect(dateField()).toHaveValue('2027-04-15');
    expect(dateField()).not.toHaveAttribute('aria-invalid');
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ replyDeadline: '2027-04-15', replyDeadlineSource: '' });
  });

  it('saves the college’s date with its source from the keyboard alone', async () => {
    const saved = { ...accepted, replyDeadline: '2027-04-15', replyDeadlineSource: 'Admission letter' };
    const calls = await renderForm(accepted, { 'PATCH /applications/app-1': { body: saved } });
    const user = userEvent.setup();
    await user.tab();
    expect(dateField()).toHaveFocus();
    await user.keyboard('2027-04-15');
    await user.tab();
    expect(sourceField()).toHaveFocus();
    await user.keyboard('Admission letter{Enter}');
    // The status region is on the page, empty, from the start: wait for its words. The first save
    // loads the form's schema, so they come later when this test runs first.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Saved the college’s date.'));
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({
      replyDeadline: '2027-04-15',
      replyDeadlineSource: 'Admission letter',
    });
  });

  it('shows the college’s own date with its source, and offers the way back to the default', async () => {
    const own = { ...accepted, replyDeadline: '2027-04-15', replyDeadlineSource: 'Admission letter' };
    const calls = await renderForm(own, { 'PATCH /applications/app-1': { body: accepted } });
    expect(screen.getByText(/April 15, 2027/)).toHaveTextContent(
      'Reply and deposit by: April 15, 2027 (the college’s date; source: Admission letter)',
    );
    expect(screen.queryByText(REPLY_DEADLINE_DEFAULT_NOTE)).toBeNull();
    expect(dateField()).toHaveValue('2027-04-15');
    expect(sourceField()).toHaveValue('Admission letter');
    await userEvent.click(screen.getByRole('button', { name: 'Use the common default (May 1)' }));
    expect(await screen.findByText('Back to the common default.')).toBeVisible();
    expect(calls.find((call) => call.method === 'PATCH')?.body).toEqual({ replyDeadline: null });
    expect(dateField()).toHaveValue('');
  });
});
