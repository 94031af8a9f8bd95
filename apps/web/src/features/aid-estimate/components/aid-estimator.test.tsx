import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { estimateAid } from '@campuspath/contract/aid-estimate';
import { type AidEstimateInput, EMPTY_AID_ESTIMATE_INPUT } from '@campuspath/contract/aid-estimate-input';
import { buildUser, stubApi } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { AidEstimator } from './aid-estimator.tsx';

/** Inputs saved on an earlier visit. */
const savedInputs: AidEstimateInput = {
  ...EMPTY_AID_ESTIMATE_INPUT,
  state: 'GA',
  familySize: 4,
  parent: { ...EMPTY_AID_ESTIMATE_INPUT.parent, agi: 52000 },
};
const saved = estimateAid(savedInputs);

/** A signed-in student whose saved estimate is `inputs` (none when null); the page shows the form at once, as the server rendered it. */
function renderSignedIn(inputs: AidEstimateInput | null) {
  stubApi({
    'GET /auth/session': { body: { user: buildUser() } },
    'GET /aid-estimate': {
      body: {
        estimate: inputs && {
          inputs,
          awardYear: inputs.awardYear,
          sai: saved.sai,
          pell: saved.pell,
          updatedAt: '2026-11-20T15:00:00.000Z',
        },
      },
    },
  });
  renderApp([{ path: '/', element: <AidEstimator /> }], '/');
}

const agi = () => screen.getByLabelText('Parents’ adjusted gross income (AGI)', { exact: true });

afterEach(() => vi.unstubAllGlobals());

describe('the aid estimator while the session and saved inputs arrive', () => {
  it('keeps what a student typed before their saved inputs came, in the same form', async () => {
    renderSignedIn(savedInputs);
    const form = screen.getByRole('form', { name: 'Student Aid Index estimator' });
    fireEvent.change(agi(), { target: { value: '85000' } });

    // Signed in and the saved inputs answered: the form stayed (the same element) and kept the typing.
    await screen.findByRole('button', { name: 'Delete my saved inputs' });
    expect(screen.getByRole('form', { name: 'Student Aid Index estimator' })).toBe(form);
    expect(agi()).toHaveValue(85000);
    expect(screen.getByLabelText('State of residence')).toHaveValue('OH');
    expect(screen.queryByText('Loading your saved estimate…')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('You started typing before your saved inputs loaded, so they were not filled in.');
  });

  it('fills an untouched form with the saved inputs and shows what they give', async () => {
    renderSignedIn(savedInputs);
    await vi.waitFor(() => expect(screen.getByLabelText('State of residence')).toHaveValue('GA'));
    expect(agi()).toHaveValue(52000);
    expect(screen.getByTestId('aid-pell')).toHaveTextContent(`$${saved.pell.toLocaleString('en-US')}`);
  });

  it('keeps the blank form for a student with nothing saved, saying so only while it asks', async () => {
    renderSignedIn(null);
    expect(screen.getByRole('form', { name: 'Student Aid Index estimator' })).toBeInTheDocument();
    await screen.findByRole('button', { name: 'Estimate and save' });
    await vi.waitFor(() => expect(screen.queryByText('Loading your saved estimate…')).not.toBeInTheDocument());
    expect(agi()).toHaveValue(0);
    expect(screen.queryByTestId('aid-estimate-result')).not.toBeInTheDocument();
  });
});
