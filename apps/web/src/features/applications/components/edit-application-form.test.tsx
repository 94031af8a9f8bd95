import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApplication } from '../../../testing/build-application.ts';
import { stubApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { EditApplicationForm } from './edit-application-form.tsx';

/**
 * The Details form beside the decision panel: a status the panel saves (a waitlist's outcome)
 * shows in the form, so saving the form's other fields never puts the old status back.
 */
const waitlisted = buildApplication({ status: 'waitlisted' });

function Page() {
  const [application, setApplication] = useState(waitlisted);
  return (
    <>
      <button type="button" onClick={() => setApplication({ ...waitlisted, status: 'accepted', replyDeadline: '2027-05-01' })}>
        Admitted from the waitlist
      </button>
      <EditApplicationForm application={application} />
    </>
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('the Details form', () => {
  it('follows a status saved elsewhere and keeps what the student is typing', async () => {
    stubApi({ 'GET /auth/session': { body: { user: null } } });
    renderApp([{ path: '/', element: <Page /> }], '/');
    const status = screen.getByLabelText('Status');
    expect(status).toHaveDisplayValue('Waitlisted');
    await userEvent.type(screen.getByLabelText('Notes (optional)'), 'Sent a letter of continued interest');
    await userEvent.click(screen.getByRole('button', { name: 'Admitted from the waitlist' }));
    expect(status).toHaveDisplayValue('Accepted');
    expect(screen.getByLabelText('Notes (optional)')).toHaveValue('Sent a letter of continued interest');
  });
});
