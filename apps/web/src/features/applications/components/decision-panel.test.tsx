import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Application } from '@campuspath/contract/applications';
import { EARLY_DECISION_NOTE, ONE_DEPOSIT_RULE } from '@campuspath/contract/decisions-terms';
import { buildApplication } from '../../../testing/build-application.ts';
import { stubApi, type FakeRoutes } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { DecisionPanel } from './decision-panel.tsx';

/** The decision panel of one application: what each decision shows and what each control sends. */
const session: FakeRoutes = { 'GET /auth/session': { body: { user: null } } };

const renderPanel = (application: Application, routes: FakeRoutes = {}) => {
  const calls = stubApi({ ...session, 'GET /applications': { body: { applications: [application] } }, ...routes });
  renderApp([{ path: '/', element: <DecisionPanel application={application} /> }], '/');
  return calls;
};
const patches = (calls: { method: string; body: unknown }[]) => calls.filter((call) => call.method === 'PATCH').map((call) => call.body);

afterEach(() => vi.unstubAllGlobals());

describe('the decision panel', () => {
  it('shows nothing before a decision', () => {
    renderPanel(buildApplication({ status: 'submitted' }));
    expect(screen.queryByRole('region', { name: 'Decision' })).toBeNull();
  });

  it('tells a deferred student the final decision is to come, with the day the deferral came', () => {
    renderPanel(buildApplication({ status: 'deferred', decidedOn: '2026-12-15' }));
    const panel = screen.getByRole('region', { name: 'Decision' });
    expect(panel).toHaveTextContent('Decision received December 15, 2026.');
    expect(panel).toHaveTextContent('Deferred: the college moved your application to a later round and will send a final decision.');
  });

  it('says when the decision day was not recorded, and that a rejection leaves nothing to do', () => {
    renderPanel(buildApplication({ status: 'rejected' }));
    const panel = screen.getByRole('region', { name: 'Decision' });
    expect(panel).toHaveTextContent('Decision date not recorded.');
    expect(panel).toHaveTextContent('Not admitted: nothing is left to do for this application.');
  });

  it('marks the deposit paid with a checkbox the keyboard reaches, and the choice to attend with a button', async () => {
    const offer = buildApplication({ status: 'accepted', decidedOn: '2027-03-14', replyDeadline: '2027-05-01' });
    const calls = renderPanel(offer, { 'PATCH /applications/app-1': (body) => ({ body: { ...offer, ...(body as object) } }) });
    const deposit = screen.getByRole('checkbox', { name: 'Enrollment deposit paid' });
    expect(deposit).not.toBeChecked();
    deposit.focus();
    await userEvent.keyboard(' ');
    await vi.waitFor(() => expect(patches(calls)).toEqual([{ depositPaid: true }]));
    await userEvent.click(screen.getByRole('button', { name: 'I’m attending' }));
    await vi.waitFor(() => expect(patches(calls)).toEqual([{ depositPaid: true }, { attending: true }]));
  });

  it('shows the deposit click at once, and puts the box back with the reason when the save is refused', async () => {
    const offer = buildApplication({ status: 'accepted', replyDeadline: '2027-05-01' });
    const refusal = 'Only an accepted offer can have a deposit. Mark the application Accepted first.';
    renderPanel(offer, {
      'PATCH /applications/app-1': { status: 400, body: { error: 'invalid_request', message: refusal, fields: { depositPaid: refusal } } },
    });
    const deposit = screen.getByRole('checkbox', { name: 'Enrollment deposit paid' });
    fireEvent.click(deposit);
    // In the same render as the click, before any answer: what a person (or a test driving the page) sees next.
    expect(deposit).toBeChecked();
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    expect(deposit).not.toBeChecked();
  });

  it('shows a refusal of the choice to attend in words', async () => {
    const offer = buildApplication({ status: 'accepted', replyDeadline: '2027-05-01' });
    const refusal = 'Only an accepted offer can be the college you attend. Mark the application Accepted first.';
    renderPanel(offer, {
      'PATCH /applications/app-1': { status: 400, body: { error: 'invalid_request', message: refusal, fields: { attending: refusal } } },
    });
    await userEvent.click(screen.getByRole('button', { name: 'I’m attending' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
  });

  it('once attending, states the one-deposit rule and no longer offers the choice', () => {
    renderPanel(buildApplication({ status: 'accepted', replyDeadline: '2027-05-01', attending: true, depositPaid: true }));
    expect(screen.getByRole('heading', { name: 'You’re attending this college' })).toBeVisible();
    expect(screen.getByText(ONE_DEPOSIT_RULE)).toBeVisible();
    expect(screen.getByRole('checkbox', { name: 'Enrollment deposit paid' })).toBeChecked();
    expect(screen.queryByRole('button', { name: 'I’m attending' })).toBeNull();
  });

  it('tells an Early Decision admit the offer is binding', () => {
    renderPanel(buildApplication({ status: 'accepted', round: 'early-decision', replyDeadline: '2027-05-01' }));
    expect(screen.getByText(EARLY_DECISION_NOTE)).toBeVisible();
  });

  it('for a waitlist: the task to confirm interest, the reply-by date asked for on its field, then saved, and the outcome', async () => {
    const waitlisted = buildApplication({ status: 'waitlisted', decidedOn: '2027-03-20' });
    const calls = renderPanel(waitlisted, { 'PATCH /applications/app-1': (body) => ({ body: { ...waitlisted, ...(body as object) } }) });
    // The waitlist section's code loads after the panel.
    expect(await screen.findByRole('link', { name: 'task list' })).toHaveAttribute('href', '/tasks');
    expect(screen.getByText(/Confirm your interest in Georgia Institute of Technology-Main Campus's waitlist/)).toBeVisible();
    const date = screen.getByLabelText('Reply to the waitlist by');
    await userEvent.click(screen.getByRole('button', { name: 'Save the waitlist date' }));
    // The contract's message, before anything is sent (the form's schema loads on first use).
    expect(await screen.findByText('Enter the date the college gives to reply by')).toBeVisible();
    expect(date).toHaveAttribute('aria-invalid', 'true');
    expect(date).toHaveAccessibleDescription('Enter the date the college gives to reply by');
    expect(patches(calls)).toEqual([]);

    await userEvent.type(date, '2027-04-20');
    await userEvent.click(screen.getByRole('button', { name: 'Save the waitlist date' }));
    expect(await screen.findByText('Saved the waitlist date.')).toBeVisible();
    expect(date).not.toHaveAttribute('aria-invalid');
    const outcome = screen.getByRole('group', { name: 'The outcome' });
    expect(outcome).toHaveTextContent('Admitted from the waitlist');
    await userEvent.click(screen.getByRole('button', { name: 'Admitted from the waitlist' }));
    await vi.waitFor(() => expect(patches(calls)).toEqual([{ waitlistReplyDate: '2027-04-20' }, { status: 'accepted' }]));
  });

  it('puts the API’s refusal of the waitlist date on its field, keeping the date typed', async () => {
    const waitlisted = buildApplication({ status: 'waitlisted', decidedOn: '2027-03-20' });
    const refusal = 'Enter a date between 2000 and 2100';
    renderPanel(waitlisted, {
      'PATCH /applications/app-1': {
        status: 400,
        body: { error: 'invalid_request', message: refusal, fields: { waitlistReplyDate: refusal } },
      },
    });
    const date = await screen.findByLabelText('Reply to the waitlist by');
    await userEvent.type(date, '2027-04-20');
    await userEvent.click(screen.getByRole('button', { name: 'Save the waitlist date' }));
    await vi.waitFor(() => expect(date).toHaveAccessibleDescription(refusal));
    expect(date).toHaveValue('2027-04-20');
    expect(screen.queryByText('Saved the waitlist date.')).toBeNull();
  });
});
