import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { estimateAid, type AidEstimateResponse } from '@campuspath/contract/aid-estimate';
import { EMPTY_AID_ESTIMATE_INPUT } from '@campuspath/contract/aid-estimate-input';
import { offerBodySchema, type AcceptedApplication, type Offer, type OfferListResponse } from '@campuspath/contract/offers';
import { buildUser, stubApi, type FakeRoutes } from '../../testing/fake-api.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { Component as MyOffers } from './offers.tsx';
import { Component as StudentOffers } from './student-offers.tsx';

afterEach(() => vi.unstubAllGlobals());

/** A family of three, one parent earning $40,000: the estimate a student saved. */
const inputs = { ...EMPTY_AID_ESTIMATE_INPUT, parent: { ...EMPTY_AID_ESTIMATE_INPUT.parent, agi: 40_000, earnings1: 40_000 } };
const computed = estimateAid(inputs);
const savedEstimate: AidEstimateResponse = {
  estimate: { inputs, awardYear: computed.awardYear, sai: computed.sai, pell: computed.pell, updatedAt: '2026-03-02T15:00:00.000Z' },
};
const pellText = `$${computed.pell.toLocaleString('en-US')}`;

const netPrice = (calculatorUrl: string | null) => ({
  incomeBand: '48-75k' as const,
  amount: 18_250,
  year: '2022-23',
  label: 'Federal average net price for aided families earning $48,001–75,000 (College Scorecard 2022-23)',
  labelId: 'band' as const,
  calculatorUrl,
});

const accepted = (id: string, schoolName: string, calculatorUrl: string | null, hasOffer: boolean): AcceptedApplication => ({
  applicationId: id,
  schoolId: id === 'a1' ? 170976 : 139755,
  schoolName,
  hasOffer,
  prefill: {
    costs: { tuitionFees: 58_000, housingMeals: 13_000, books: 1_000, transportation: null, otherCosts: 2_500 },
    year: '2023-24',
    tuitionNote: 'Out-of-state tuition: the college reports no in-state figure',
    tuition: { figure: 'out-of-state', why: 'only-figure' },
    note: 'The college’s figures reported to the U.S. Department of Education (College Scorecard 2023-24).',
    residency: 'unknown',
  },
  federalNetPrice: netPrice(calculatorUrl),
});

const offer: Offer = {
  applicationId: 'a2',
  schoolId: 139755,
  schoolName: 'Georgia Institute of Technology',
  entries: offerBodySchema.parse({ academicYear: '2026-27', costs: { tuitionFees: { amount: 30_000 } } }),
  figures: { costOfAttendance: 30_000, giftAid: 0, netPrice: 30_000, mustCover: 30_000, totalBorrowing: 0, gapAfterLoans: 30_000 },
  explanation: [
    {
      label: 'Cost of attendance',
      amount: 30_000,
      how: 'Tuition and fees $30,000; $0 of it billed by the college.',
      parts: { id: 'costOfAttendance', lines: [{ line: 'tuitionFees', amount: 30_000 }], billed: 0 },
    },
  ],
  loans: [],
  flags: [],
  outsideScholarships: { recorded: [], recordedTotal: 0, letterAmount: null, counted: 0, countedFrom: 'none', how: 'None recorded.' },
  federalNetPrice: netPrice(null),
  enteredBy: null,
  updatedAt: '2026-03-03T15:00:00.000Z',
};

const list: OfferListResponse = {
  offers: [offer],
  accepted: [
    accepted('a1', 'University of Michigan', 'https://npc.example.edu/umich', false),
    accepted('a2', 'Georgia Institute of Technology', null, true),
  ],
  incomeBand: '48-75k',
  sample: false,
};

function stub(role: 'student' | 'parent' | 'counselor', routes: FakeRoutes) {
  return stubApi({ 'GET /auth/session': { body: { user: buildUser({ role, id: `${role}-1` }) } }, ...routes });
}

describe('a student’s aid offers', () => {
  it('shows the saved estimated Pell beside the federal net price in the form and the comparison, with each college’s calculator', async () => {
    stub('student', { 'GET /offers': { body: list }, 'GET /aid-estimate': { body: savedEstimate } });
    renderApp([{ path: '/offers', element: <MyOffers /> }], '/offers');
    fireEvent.click(await screen.findByRole('button', { name: 'Enter the University of Michigan offer' }));
    const reference = await screen.findByRole('region', { name: 'For reference beside the University of Michigan offer' });
    expect(within(reference).getByTestId('offer-federal-net-price')).toHaveTextContent('$18,250');
    expect(within(reference).getByText(/Federal average net price for aided families earning \$48,001–75,000/)).toBeVisible();
    expect(await within(reference).findByText(`Your estimated Pell Grant (${computed.awardYear})`)).toBeVisible();
    expect(within(reference).getByTestId('estimated-pell-amount')).toHaveTextContent(pellText);
    expect(within(reference).getByText(/an estimate, not an offer/)).toBeVisible();
    expect(within(reference).getByRole('link', { name: /University of Michigan’s net price calculator/ })).toHaveAttribute(
      'href',
      'https://npc.example.edu/umich',
    );
    // The tuition line says which published figure it starts from.
    expect(
      screen.getByText(/College’s federal figure \(2023-24\), out-of-state tuition: the college reports no in-state figure/),
    ).toBeVisible();

    const table = screen.getByRole('table', { name: 'Your offers, least to cover first' });
    const pellRow = within(table).getByRole('row', { name: /Your estimated Pell Grant \(2026-27 estimate, not an offer\)/ });
    expect(pellRow).toHaveTextContent(pellText);
    expect(within(table).getByRole('row', { name: /The college’s own net price calculator/ })).toHaveTextContent('Not reported');
  });

  it('leaves the Pell out when none is saved, and deletes an offer after asking', async () => {
    const calls = stub('student', {
      'GET /offers': { body: list },
      'GET /aid-estimate': { body: { estimate: null } },
      'DELETE /applications/a2/offer': { status: 204 },
    });
    renderApp([{ path: '/offers', element: <MyOffers /> }], '/offers');
    const table = await screen.findByRole('table', { name: 'Your offers, least to cover first' });
    expect(within(table).queryByText(/estimated Pell Grant/)).toBeNull();
    expect(screen.queryByRole('button', { name: /Delete the University of Michigan offer/ })).toBeNull();

    fireEvent.click(await screen.findByRole('button', { name: 'Delete the Georgia Institute of Technology offer' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete the Georgia Institute of Technology offer?' });
    expect(dialog).toHaveTextContent('The accepted application stays.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete offer' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/applications/a2/offer']);
    // The list is asked again after the delete.
    expect(calls.filter((call) => call.path === '/offers')).toHaveLength(2);
  });
});

describe('the demo’s sample offers', () => {
  it('say "Sample" in the note, the row, the comparison’s caption and columns, and the worked-out offer', async () => {
    stub('student', { 'GET /offers': { body: { ...list, sample: true } }, 'GET /aid-estimate': { body: { estimate: null } } });
    renderApp([{ path: '/offers', element: <MyOffers /> }], '/offers');
    expect(await screen.findByTestId('sample-offers-note')).toHaveTextContent('Sample offers. This demo’s offers are made-up figures');
    expect(screen.getByText('Sample offer entered')).toBeVisible();
    const table = screen.getByRole('table', { name: 'Sample offers, least to cover first' });
    expect(within(table).getByRole('columnheader', { name: /Georgia Institute of Technology/ })).toHaveTextContent('Sample, 2026-27');
    const details = screen.getByRole('region', { name: 'Georgia Institute of Technology (sample)' });
    expect(details).toHaveTextContent('Sample 2026-27 offer: made-up figures for the demo, not the college’s own.');
    expect(screen.queryByRole('table', { name: 'Your offers, least to cover first' })).toBeNull();
  });
});

describe('a student’s money as a parent or counselor sees it', () => {
  const route = [{ path: '/students/:id/offers', element: <StudentOffers /> }];

  it('shows a parent the student’s saved estimate read-only, its steps on request, its Pell in the form, and lets them delete an offer', async () => {
    const calls = stub('parent', {
      'GET /students/s1/offers': { body: list },
      'GET /students/s1/aid-estimate': { body: savedEstimate },
      'DELETE /students/s1/applications/a2/offer': { status: 204 },
    });
    renderApp(route, '/students/s1/offers');
    const estimate = await screen.findByRole('region', { name: 'The student’s aid estimate' });
    expect(within(estimate).getByText('Estimate, not an offer')).toBeVisible();
    expect(within(estimate).getByTestId('aid-sai')).toHaveTextContent(computed.sai.toLocaleString('en-US'));
    expect(within(estimate).getByTestId('aid-pell')).toHaveTextContent(pellText);
    expect(within(estimate).queryByRole('textbox')).toBeNull();
    fireEvent.click(within(estimate).getByRole('button', { name: 'Show how it was worked out' }));
    expect(await within(estimate).findByRole('heading', { name: 'How it was worked out' })).toBeVisible();
    expect(within(estimate).getByTestId('aid-step-sai')).toHaveTextContent(computed.sai.toLocaleString('en-US'));

    fireEvent.click(screen.getByRole('button', { name: 'Enter the University of Michigan offer' }));
    const reference = await screen.findByRole('region', { name: 'For reference beside the University of Michigan offer' });
    expect(await within(reference).findByText(`The student’s estimated Pell Grant (${computed.awardYear})`)).toBeVisible();
    expect(within(reference).queryByRole('link', { name: 'Change my estimate' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));

    fireEvent.click(await screen.findByRole('button', { name: 'Delete the Georgia Institute of Technology offer' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete offer' }));
    await waitFor(() => expect(calls.some((call) => call.method === 'DELETE')).toBe(true));
    expect(calls.find((call) => call.method === 'DELETE')!.path).toBe('/students/s1/applications/a2/offer');
    expect(calls.some((call) => call.path === '/aid-estimate')).toBe(false);
  });

  it('shows a counselor an empty estimate plainly, and offers nothing to enter or delete', async () => {
    stub('counselor', {
      'GET /students/s1/offers': { body: list },
      'GET /students/s1/aid-estimate': { body: { estimate: null } },
    });
    renderApp(route, '/students/s1/offers');
    expect(await screen.findByText('No estimate saved yet')).toBeVisible();
    expect(await screen.findByRole('table', { name: 'Your offers, least to cover first' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Delete|Enter|Edit/ })).toBeNull();
  });
});
