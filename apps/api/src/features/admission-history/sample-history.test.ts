import { describe, expect, it } from 'vitest';
import { historyResponseSchema } from '@campuspath/contract/admission-history';
import { SAMPLE_HISTORY_MARKER } from '@campuspath/contract/admission-history-terms';
import { buildProfileBody } from '../../../../../test/factories.ts';
import { createSchool, joinSchool, signUpAs } from '../../test/roles.ts';
import { testCatalog, useTestApp } from '../../test/test-app.ts';
import { importSampleHistory } from './history-files.service.ts';
import { importHistoryCsv, postHistoryCsv } from '../../test/history-requests.ts';
import { generateSampleHistory } from './sample-history.ts';

/** The generated sample history ("Demo"): labelled, repeatable, plausible, and importable. */
const ctx = useTestApp();

describe('generateSampleHistory', () => {
  it('makes the same few thousand rows over five class years every time', () => {
    const rows = generateSampleHistory(testCatalog(), { latestClassYear: 2026 });
    expect(rows).toHaveLength(3_000);
    expect(new Set(rows.map((row) => row.classYear))).toEqual(new Set([2022, 2023, 2024, 2025, 2026]));
    expect(generateSampleHistory(testCatalog(), { latestClassYear: 2026 })).toEqual(rows);
    expect(rows.some((row) => row.sat === null && row.act === null)).toBe(true);
  });

  it('admits fewer at selective colleges than at open ones, and more of the stronger applicants', () => {
    const rows = generateSampleHistory(testCatalog(), { latestClassYear: 2026, rows: 6_000 });
    const rate = (list: typeof rows) => list.filter((row) => row.decision === 'admitted').length / list.length;
    const tech = rows.filter((row) => row.collegeId === 139755);
    const kennesaw = rows.filter((row) => row.collegeId === 486840);
    expect(tech.length).toBeGreaterThan(200);
    expect(rate(tech)).toBeLessThan(rate(kennesaw));
    expect(rate(tech.filter((row) => row.gpaMilli >= 3900))).toBeGreaterThan(rate(tech.filter((row) => row.gpaMilli < 3500)));
  });
});

describe('the sample and the template', () => {
  it('serves a labelled sample file that imports cleanly as a sample, and a template with no rows', async () => {
    const counselor = await signUpAs(ctx.app, 'counselor');
    const { highSchool } = await createSchool(ctx.app, counselor);
    const sample = await ctx.app.inject({ url: '/api/admission-history/sample.csv', headers: { cookie: counselor.cookie } });
    expect(sample.statusCode).toBe(200);
    expect(sample.headers['content-disposition']).toMatch(/SAMPLE/);
    expect(sample.body.replace(/^\ufeff/, '').startsWith(SAMPLE_HISTORY_MARKER)).toBe(true);
    expect(sample.body).toMatch(/NOT REAL STUDENTS/);
    const imported = await importHistoryCsv(ctx.app, counselor, highSchool.id, sample.body);
    expect(imported.import).toMatchObject({ rows: 3_000, sample: true });

    const template = await ctx.app.inject({ url: '/api/admission-history/template.csv', headers: { cookie: counselor.cookie } });
    expect(template.body).toMatch(/^\ufeff# CampusPath admission history template/);
    const empty = await postHistoryCsv(ctx.app, counselor, highSchool.id, template.body);
    expect(empty.statusCode).toBe(422);
    expect(empty.json().report.problems[0].problem).toMatch(/header but no rows/);
  });

  it('gives the counselor demo a sample history a student with GPA 3.7 and SAT 1380 can read', async () => {
    const counselor = await signUpAs(ctx.app, 'counselor');
    const created = await createSchool(ctx.app, counselor);
    const done = await importSampleHistory(
      { db: ctx.database.handle.db, catalog: testCatalog(), now: () => new Date() },
      counselor.user.id,
      created.highSchool.id,
    );
    expect(done.sample).toBe(true);
    const student = await signUpAs(ctx.app, 'student');
    await joinSchool(ctx.app, student, created.joinCode.joinCode);
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie: student.cookie },
      payload: buildProfileBody({ gpa: 3.7, satTotal: 1380 }),
    });
    const read = await ctx.app.inject({
      url: `/api/high-schools/${created.highSchool.id}/admission-history?college=139755&college=139959`,
      headers: { cookie: student.cookie },
    });
    const answer = historyResponseSchema.parse(read.json());
    expect(answer.sample).toBe(true);
    expect(answer.colleges.every((college) => college.shown)).toBe(true);
    expect(answer.colleges.some((college) => college.studentsLikeYou?.status === 'shown')).toBe(true);
  });
});
