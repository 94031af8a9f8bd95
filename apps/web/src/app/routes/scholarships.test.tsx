import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LocalScholarship, Scholarship } from '@campuspath/contract/scholarships';
import { buildUser, stubApi } from '../../testing/fake-api.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { Component as Scholarships } from './scholarships.tsx';

afterEach(() => vi.unstubAllGlobals());

const listing: LocalScholarship = {
  id: 'l1',
  highSchoolId: 'hs1',
  name: 'Lions Club Award',
  sponsor: 'Lincoln Lions Club',
  amount: null,
  eligibility: 'Seniors planning a four-year degree',
  deadline: '2027-03-01',
  link: 'https://lions.example.org',
  checkedOn: '2026-11-01',
  postedBy: 'Ms. Rivera',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const mine: Scholarship = {
  id: 's1',
  name: 'Rotary Club',
  amount: 1500,
  renewable: 'no',
  status: 'awarded',
  deadline: null,
  link: null,
  notes: '',
  fromLocal: null,
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};
const render = () => renderApp([{ path: '/scholarships', element: <Scholarships /> }], '/scholarships');

describe('/scholarships', () => {
  it('shows a visitor the guide and no listing at all', async () => {
    stubApi({ 'GET /auth/session': { body: { user: null } } });
    render();
    expect(await screen.findByRole('heading', { name: 'Where the money is' })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Your scholarships' })).toBeNull();
    expect(screen.queryByText('Lions Club Award')).toBeNull();
  });

  it('shows a student their list with what their offers count, and adds a school listing in one click', async () => {
    const calls = stubApi({
      'GET /auth/session': { body: { user: buildUser() } },
      'GET /scholarships': { body: { scholarships: [mine] } },
      'GET /local-scholarships': {
        body: { highSchool: { id: 'hs1', name: 'Lincoln High' }, scholarships: [{ ...listing, added: false }] },
      },
      'POST /scholarships/from-local': { status: 201, body: { scholarship: { ...mine, id: 's2', name: listing.name, status: 'planned' } } },
    });
    render();
    const yours = await screen.findByRole('list', { name: 'Your scholarships' });
    expect(within(yours).getByText('Rotary Club', { selector: 'p' })).toBeVisible();
    expect(screen.getByText('$1,500', { selector: 'strong' })).toBeVisible();
    const local = await screen.findByRole('list', { name: 'Local scholarships from Lincoln High' });
    expect(within(local).getByText(/Amount varies or not announced/)).toBeVisible();
    expect(within(local).getByText(/Posted by Ms\. Rivera, Lincoln High; checked/)).toBeVisible();
    fireEvent.click(within(local).getByRole('button', { name: 'Add to my scholarships: Lions Club Award' }));
    await screen.findByText('Lions Club Award');
    await vi.waitFor(() => expect(calls.some((call) => call.method === 'POST')).toBe(true));
    expect(calls.find((call) => call.method === 'POST')).toMatchObject({
      path: '/scholarships/from-local',
      body: { localScholarshipId: 'l1' },
    });
  });

  it('keeps what the student typed and shows the field the API refused', async () => {
    stubApi({
      'GET /auth/session': { body: { user: buildUser() } },
      'GET /scholarships': { body: { scholarships: [] } },
      'GET /local-scholarships': { body: { highSchool: null, scholarships: [] } },
      'POST /scholarships': {
        status: 400,
        body: { error: 'invalid_request', message: 'Invalid', fields: { amount: 'Enter whole dollars, without cents' } },
      },
    });
    render();
    expect(await screen.findByText(/You are not in a high school on CampusPath/)).toBeVisible();
    const form = screen.getByRole('form', { name: 'Record a scholarship' });
    fireEvent.change(within(form).getByLabelText('Name'), { target: { value: 'Elks' } });
    fireEvent.change(within(form).getByLabelText('Amount (whole dollars)'), { target: { value: '12.5' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Add scholarship' }));
    expect(await within(form).findByText('Enter whole dollars, without cents')).toBeVisible();
    expect(within(form).getByLabelText('Name')).toHaveValue('Elks');
    expect(within(form).getByLabelText('Amount (whole dollars)')).toHaveValue('12.5');
  });

  it('asks before deleting a scholarship: Cancel keeps it, the confirmation deletes it', async () => {
    const calls = stubApi({
      'GET /auth/session': { body: { user: buildUser() } },
      'GET /scholarships': { body: { scholarships: [mine] } },
      'GET /local-scholarships': { body: { highSchool: null, scholarships: [] } },
      'DELETE /scholarships/s1': { status: 204 },
    });
    render();
    // The dialog's code loads after the page (a placeholder holds the button's place until then).
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Rotary Club' }, { timeout: 10_000 }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Delete Rotary Club?' });
    expect(dialog).toHaveTextContent('stops counting as an outside scholarship in your aid offers');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.some((call) => call.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Rotary Club' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete scholarship' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/scholarships/s1']);
  });
});
