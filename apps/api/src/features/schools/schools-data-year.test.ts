import { describe, expect, it } from 'vitest';
import { schoolFitResponseSchema } from '@campuspath/contract/recommendations';
import { schoolListResponseSchema } from '@campuspath/contract/schools';
import { schoolDetailSchema, type SchoolDetail } from '@campuspath/contract/school-detail';
import { buildProfileBody } from '../../../../../test/factories.ts';
import { makeEtag } from '../../lib/http-cache.ts';
import { signUp } from '../../test/factories.ts';
import { useTestApp } from '../../test/test-app.ts';

/**
 * The 2023-24 Scorecard year, each figure with its own vintage, and labels that say
 * exactly what a number is. Values pinned from data/raw/scorecard_2023_24.csv.
 */
const ctx = useTestApp();

const MIT = 166683;
const MICHIGAN = 170976;
const PITT_GREENSBURG = 215275;
const OHIO_STATE = 204796;
const PALAU = 243647;
const MICRONESIA = 243638;
const MARSHALL_ISLANDS = 376695;
const GUAM = 240754;

async function detail(id: number): Promise<SchoolDetail> {
  const response = await ctx.app.inject({ method: 'GET', url: `/api/schools/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return schoolDetailSchema.parse(response.json());
}

describe('the 2023-24 year', () => {
  it('answers MIT with its 2023-24 tuition and fall 2023 admission rate, each with its source and year', async () => {
    const mit = await detail(MIT);
    expect(mit.tuition['In-state']).toBe(60156);
    expect(mit.costs.tuition.inState).toBe(60156);
    expect(mit.fieldSources['costs.tuitionInState']).toEqual({
      column: 'TUITIONFEE_IN',
      dataset: 'College Scorecard',
      file: 'scorecard_2023_24.csv',
      year: '2023-24',
    });
    expect(Math.round(mit.admissions.admissionRate! * 10000) / 100).toBe(4.74);
    expect(mit.acceptance_rate).toBe(4.7);
    expect(mit.dataVintage.admissions).toBe('fall 2023');
    expect(mit.dataVintage.costs).toBe('2023-24');
    expect(mit.description).toContain('for fall 2023');
  });

  it('answers the University of Michigan with its fall 2023 undergraduates, on the card and the page', async () => {
    const michigan = await detail(MICHIGAN);
    expect(michigan.students.undergraduates).toBe(33488);
    expect(michigan.size).toBe(33488);
    expect(michigan.dataVintage.students).toBe('fall 2023');
    const list = schoolListResponseSchema.parse(
      (await ctx.app.inject({ method: 'GET', url: '/api/schools?search=michigan&limit=100' })).json(),
    );
    expect(list.results.find((card) => card.id === MICHIGAN)?.size).toBe(33488);
  });

  it('keeps the 2020-21 earnings, the 2023-24 year having none, and says whose earnings they are', async () => {
    const mit = await detail(MIT);
    expect(mit.medianEarnings).toBe(143372);
    expect(mit.fieldSources['outcomes.medianEarnings']).toMatchObject({ column: 'MD_EARN_WNE_P10', year: '2020-21' });
    expect(mit.dataVintage.earnings).toBe('students who entered in 2010-11, measured 10 years later (College Scorecard 2020-21)');
  });

  it('extends the trends to 2023-24: seven years', async () => {
    const mit = await detail(MIT);
    expect(mit.trends.map((point) => point.year)).toEqual(['2017-18', '2018-19', '2019-20', '2020-21', '2021-22', '2022-23', '2023-24']);
    expect(mit.trends.at(-1)).toMatchObject({ tuitionInState: 60156, undergraduates: 4571 });
  });

  it('changes every cached answer with the dataset version', async () => {
    const health = (await ctx.app.inject({ method: 'GET', url: '/api/health' })).json() as { dataset: { version: string } };
    expect(health.dataset.version).toMatch(/^scorecard-2023-24\./);
    const response = await ctx.app.inject({ method: 'GET', url: `/api/schools/${MIT}` });
    expect(response.headers.etag).toBe(makeEtag(health.dataset.version, `detail/${MIT}`));
    expect(response.headers.etag).not.toBe(makeEtag('scorecard-2025-01-16.ipeds-hd2024.adm2022.df84b92e2d', `detail/${MIT}`));
  });
});

describe('labels that say what the number is', () => {
  it("shows the campus's own admission rate where the all-campus figure differs by more than 5 points (Pitt-Greensburg)", async () => {
    const greensburg = await detail(PITT_GREENSBURG);
    expect(greensburg.admissions).toMatchObject({ admissionRate: 0.9792, admissionRateScope: 'campus' });
    expect(greensburg.fieldSources['admissions.admissionRate']).toMatchObject({ column: 'ADM_RATE', year: '2023-24' });
    const ohioState = await detail(OHIO_STATE);
    expect(ohioState.admissions.admissionRateScope).toBe('all-campuses');
    expect(ohioState.description).toContain('covering all campuses that share its federal aid ID');
  });

  it('names the real country of freely associated states and calls territories U.S. territories', async () => {
    for (const [id, country] of [
      [PALAU, 'Palau'],
      [MICRONESIA, 'Federated States of Micronesia'],
      [MARSHALL_ISLANDS, 'Marshall Islands'],
    ] as const) {
      const school = await detail(id);
      expect(school.mapLocation.country).toBe(country);
      expect(school.place).toEqual({ kind: 'freely-associated-state', country, label: 'U.S. freely associated state' });
      expect(school.region).toBe('International');
    }
    const guam = await detail(GUAM);
    expect(guam.mapLocation.country).toBe('United States');
    expect(guam.place.label).toBe('U.S. territory');
  });

  it('labels the derived figures: SAT total, cost per year with its years, the popular programs', async () => {
    const mit = await detail(MIT);
    expect(mit.admissions.sat.composite.p25).toBe(mit.admissions.sat.readingWriting.p25! + mit.admissions.sat.math.p25!);
    expect(mit.derivations['admissions.sat.composite']).toMatch(/^Derived: the sum of the reading\/writing and math section ranges/);
    expect(mit.derivations['costs.total']).toContain('(2023-24)');
    expect(mit.derivations['programs.isPopular']).toContain('three fields with the largest share of degrees');
    expect(mit.programs.filter((program) => program.isPopular)).toHaveLength(3);
  });

  it('describes earnings as those of former students who received federal aid, finished or not, in the match explanation', async () => {
    const { cookie } = await signUp(ctx.app);
    const profile = buildProfileBody({ satTotal: 1500 });
    expect((await ctx.app.inject({ method: 'PUT', url: '/api/profile', headers: { cookie }, payload: profile })).statusCode).toBe(200);
    const response = await ctx.app.inject({ method: 'GET', url: `/api/schools/${MIT}/fit`, headers: { cookie } });
    const { fit } = schoolFitResponseSchema.parse(response.json());
    const outcomes = fit.match.components.find((component) => component.id === 'outcomes')!;
    expect(outcomes.sentence).toContain('former students who received federal aid, finished or not, earn $143,372');
    expect(outcomes.sentence).not.toContain('graduates earn');
    expect(fit.chance.explanation[0]).toContain('in fall 2023');
  });
});
