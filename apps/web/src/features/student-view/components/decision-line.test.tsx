import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WithI18n } from '../../../testing/test-i18n.tsx';
import { buildApplication } from '../../../testing/build-application.ts';
import { DecisionLine } from './decision-line.tsx';

/** What a parent or counselor reads of a student's decided application. */
describe('the decision line of a shared application', () => {
  it('says nothing before a decision', () => {
    const { container } = render(<DecisionLine application={buildApplication({ status: 'submitted' })} />, { wrapper: WithI18n });
    expect(container).toBeEmptyDOMElement();
  });

  it('shows an offer’s reply date as the common default, and the deposit not paid', () => {
    render(<DecisionLine application={buildApplication({ status: 'accepted', decidedOn: '2027-03-14', replyDeadline: '2027-05-01' })} />, {
      wrapper: WithI18n,
    });
    expect(screen.getByText(/Decision received/)).toHaveTextContent(
      'Decision received Mar 14, 2027 · Reply and deposit by May 1, 2027 (common default) · Deposit not paid',
    );
  });

  it('shows the college’s own date with its source, the choice to attend and the deposit', () => {
    const application = buildApplication({
      status: 'accepted',
      decidedOn: '2027-03-14',
      replyDeadline: '2027-04-15',
      replyDeadlineSource: 'Admission letter',
      attending: true,
      depositPaid: true,
    });
    render(<DecisionLine application={application} />, { wrapper: WithI18n });
    expect(screen.getByText(/Attending/)).toHaveTextContent(
      'Decision received Mar 14, 2027 · Attending · Reply and deposit by Apr 15, 2027 (the college’s date; source: Admission letter) · Deposit paid',
    );
  });

  it('says who recorded the college’s date when the counselor did', () => {
    const application = buildApplication({
      status: 'accepted',
      replyDeadline: '2027-04-15',
      replyDeadlineSource: 'Admission portal',
      replyDeadlineBy: 'Ms. Rivera',
    });
    render(<DecisionLine application={application} />, { wrapper: WithI18n });
    expect(screen.getByText(/Reply and deposit/)).toHaveTextContent(
      'Reply and deposit by Apr 15, 2027 (the college’s date; source: Admission portal; recorded by Ms. Rivera, counselor) · Deposit not paid',
    );
  });

  it('shows a waitlist’s reply-by date, or that it is not entered yet', () => {
    const { rerender } = render(
      <DecisionLine application={buildApplication({ status: 'waitlisted', waitlistReplyDate: '2027-04-20' })} />,
      { wrapper: WithI18n },
    );
    expect(screen.getByText('Reply to the waitlist by Apr 20, 2027')).toBeVisible();
    rerender(<DecisionLine application={buildApplication({ status: 'waitlisted' })} />);
    expect(screen.getByText('Waitlist reply date not entered')).toBeVisible();
  });
});
