import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApplication } from '../../../testing/build-application.ts';
import { stubApi, type FakeRoutes } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { CounselorReplyDeadline } from './counselor-reply-deadline.tsx';

/** A counselor records an offer's reply and deposit date on the student's plan; the date then says who recorded it. */
const accepted = buildApplication({ status: 'accepted', decidedOn: '2027-03-14', replyDeadline: '2027-05-01' });
const url = `PUT /students/student-1/applications/${accepted.id}/reply-deadline`;
const session: FakeRoutes = { 'GET /auth/session': { body: { user: null } } };

// The form's code loads after the page: each test starts once it is there.
const renderForm = async (application = accepted, routes: FakeRoutes = {}) => {
  const calls = stubApi({ ...session, ...routes });
  renderApp(
    [
      {
        path: '/',
        element: <CounselorReplyDeadline studentId="student-1" application={application} about="Georgia Tech, Regular Decision" />,
      },
    ],
    '/',
  );
  await screen.findByLabelText('The college’s reply and deposit date');
  return calls;
};

afterEach(() => vi.unstubAllGlobals());

describe('a counselor’s reply and deposit date', () => {
  it('sends the college’s date with its source to the student’s application, keeping what was typed on a refusal', async () => {
    const missing = 'Say where the college gives this date (its admission letter, portal or website).';
    const calls = await renderForm(accepted, {
      [url]: { status: 400, body: { error: 'invalid_request', message: missing, fields: { replyDeadlineSource: missing } } },
    });
    const user = userEvent.setup();
    await user.click(screen.getByText('Record the college’s reply and deposit date'));
    expect(screen.getByRole('form', { name: 'The college’s own reply date: Georgia Tech, Regular Decision' })).toBeVisible();
    await user.type(screen.getByLabelText('The college’s reply and deposit date'), '2027-04-15');
    await user.click(screen.getByRole('button', { name: 'Save the college’s date' }));
    expect(await screen.findByText(missing)).toBeVisible();
    expect(screen.getByLabelText('The college’s reply and deposit date')).toHaveValue('2027-04-15');
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ replyDeadline: '2027-04-15', replyDeadlineSource: '' });
  });

  it('shows a date the counselor recorded as theirs, and goes back to the default', async () => {
    const own = { ...accepted, replyDeadline: '2027-04-15', replyDeadlineSource: 'Admission portal', replyDeadlineBy: 'Ms. Rivera' };
    const calls = await renderForm(own, { [url]: { body: accepted } });
    const user = userEvent.setup();
    await user.click(screen.getByText('Record the college’s reply and deposit date'));
    expect(screen.getByText(/April 15, 2027/)).toHaveTextContent(
      'Reply and deposit by: April 15, 2027 (the college’s date; source: Admission portal; recorded by Ms. Rivera, counselor)',
    );
    await user.click(screen.getByRole('button', { name: 'Use the common default (May 1)' }));
    expect(await screen.findByText('Back to the common default.')).toBeVisible();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ replyDeadline: null });
  });
});
