import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { HighSchool } from '@campuspath/contract/high-schools';
import { stubApi, type FakeAnswer } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';
import { useCounselorSchool } from '../use-counselor-school.ts';
import { CounselorSchoolGate, CreateSchoolFirst } from './counselor-school.tsx';

/** The gate every counselor page puts around its school: loading, a failure to retry, no school yet, the school. */
const school = (id: string, name: string, membership: HighSchool['membership'] = 'counselor'): HighSchool => ({
  id,
  name,
  city: 'Lincoln',
  state: 'NE',
  membership,
  counselors: [],
  studentCount: 0,
  joinCodeExpiresAt: null,
  joinCode: null,
  previousJoinCodeUntil: null,
});

function Page() {
  return (
    <CounselorSchoolGate
      counselorSchool={useCounselorSchool()}
      withoutSchool={<CreateSchoolFirst>Plans belong to a school.</CreateSchoolFirst>}
    >
      {(chosen) => <h2>{chosen.name}’s page</h2>}
    </CounselorSchoolGate>
  );
}

const render = (answer: FakeAnswer, url = '/page') => {
  const routes = { 'GET /auth/session': { body: { user: null } }, 'GET /high-schools': answer };
  stubApi(routes);
  renderApp([{ path: '/page', element: <Page /> }], url);
  return routes;
};

afterEach(() => vi.unstubAllGlobals());

describe('the counselor school gate', () => {
  it('shows the page for the school the address names, among the schools the person counsels', async () => {
    render({ body: { highSchools: [school('hs1', 'Lincoln High'), school('hs2', 'Lincoln East')] } }, '/page?school=hs2');
    expect(await screen.findByRole('heading', { name: 'Lincoln East’s page' })).toBeVisible();
  });

  it('says to create the school first when the person counsels none, with the page’s own reason', async () => {
    render({ body: { highSchools: [school('hs1', 'Lincoln High', 'student')] } });
    expect(await screen.findByText('Create your high school first.')).toBeVisible();
    expect(screen.getByText('Plans belong to a school.')).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create your high school' })).toHaveAttribute('href', '/counselor');
  });

  it('says the schools could not be loaded, and shows the page once a retry works', async () => {
    const routes = render({ status: 503, body: { error: 'unavailable', message: 'Try again' } });
    const retry = await screen.findByRole('button', { name: /try again/i });
    expect(screen.getByText("We couldn't load your high school.")).toBeVisible();
    routes['GET /high-schools'] = { body: { highSchools: [school('hs1', 'Lincoln High')] } };
    fireEvent.click(retry);
    expect(await screen.findByRole('heading', { name: 'Lincoln High’s page' })).toBeVisible();
  });
});
