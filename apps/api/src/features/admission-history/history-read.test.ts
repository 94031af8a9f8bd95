import { beforeAll, describe, expect, it } from 'vitest';
import {
  historyResponseSchema,
  historySettingsResponseSchema,
  historySummaryResponseSchema,
  type HistoryQuery,
} from '@campuspath/contract/admission-history';
import { buildProfileBody } from '../../../../../test/factories.ts';
import type { SignedInUser } from '../../test/factories.ts';
import { createSchool, followStudent, joinSchool, signUpAs } from '../../test/roles.ts';
import { useTestApp } from '../../test/test-app.ts';
import { historyFile, historyLine, importHistoryCsv, type LineFields } from '../../test/history-requests.ts';

/**
 * Reading a school's history: small-number suppression at the display minimum (4 versus
 * 5, and a raised one), a round under it withheld from every view, the class-year window,
 * test-optional applicants on the strip, the round filter, "students like you" on the chart's
 * grid, counselors seeing everything, and nobody outside the school.
 */
const ctx = useTestApp();
const GT = 139755;
const UGA = 139959;
const EMORY = 139658;
const MIT = 166683;
let counselor: SignedInUser;
let student: SignedInUser;
let schoolId: string;

const lines = (count: number, fields: Partial<LineFields>) =>
  Array.from({ length: count }, (_, index) => historyLine({ gpa: (3.5 + index / 100).toFixed(2), ...fields }));

async function read(user: SignedInUser, query: Record<string, string> & Partial<Record<keyof HistoryQuery, string>>) {
  const search = new URLSearchParams(query).toString();
  const response = await ctx.app.inject({
    url: `/api/high-schools/${schoolId}/admission-history?${search}`,
    headers: { cookie: user.cookie },
  });
  expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
  return historyResponseSchema.parse(response.json());
}
const settings = (body: object) =>
  ctx.app.inject({
    method: 'PUT',
    url: `/api/high-schools/${schoolId}/admission-history/settings`,
    headers: { cookie: counselor.cookie },
    payload: body,
  });

beforeAll(async () => {
  counselor = await signUpAs(ctx.app, 'counselor', 'Ms. Rivera');
  const created = await createSchool(ctx.app, counselor);
  schoolId = created.highSchool.id;
  student = await signUpAs(ctx.app, 'student');
  await joinSchool(ctx.app, student, created.joinCode.joinCode);
  await ctx.app.inject({
    method: 'PUT',
    url: '/api/profile',
    headers: { cookie: student.cookie },
    payload: buildProfileBody({ gpa: 3.7, satTotal: 1380 }),
  });
  // Georgia Tech: 5 EA in 2024 (like the student), 5 test-optional RD in 2023, 5 ED in 2019, and
  // 3 REA in 2024 (under the minimum). UGA: exactly 4. Emory: exactly 5. MIT: 7 EA and 3 ED.
  await importHistoryCsv(
    ctx.app,
    counselor,
    schoolId,
    historyFile([
      ...lines(5, { classYear: 2024, round: 'EA', sat: 1370 }),
      ...lines(5, { classYear: 2023, round: 'RD', sat: null, decision: 'denied' }),
      ...lines(5, { classYear: 2019, round: 'ED', sat: 1500, decision: 'denied' }),
      ...lines(3, { classYear: 2024, round: 'REA', sat: 1450, decision: 'waitlisted' }),
      ...lines(4, { college: UGA, classYear: 2024 }),
      ...lines(5, { college: EMORY, classYear: 2024, round: 'RD', decision: 'waitlisted' }),
      ...lines(7, { college: MIT, classYear: 2024, round: 'EA', sat: 1550, decision: 'denied' }),
      ...lines(3, { college: MIT, classYear: 2024, round: 'ED', sat: 1520, gpa: 3.9 }),
    ]),
  );
});

describe('small numbers', () => {
  it('shows nothing for a college with 4 past applicants, and the chart for one with 5, saying why', async () => {
    const answer = await read(student, { college: String(UGA) });
    expect(answer.colleges[0]).toMatchObject({
      shown: false,
      reason: 'too_few_applicants',
      applicants: null,
      points: [],
      strip: [],
      byRound: [],
    });
    expect(answer.colleges[0]!.message).toBe('Too few past applicants from your school to show (fewer than 5).');
    const emory = (await read(student, { college: String(EMORY) })).colleges[0]!;
    expect(emory).toMatchObject({ shown: true, applicants: 5, decisions: { admitted: 0, denied: 0, waitlisted: 5 } });
    expect(emory.points).toHaveLength(5);
  });

  it('hides a college under a raised minimum, and never accepts a minimum under 5', async () => {
    expect((await settings({ displayMinimum: 4 })).statusCode).toBe(400);
    expect((await settings({ displayMinimum: 4 })).json().fields).toHaveProperty('displayMinimum');
    const raised = await settings({ displayMinimum: 6 });
    expect(historySettingsResponseSchema.parse(raised.json()).settings.displayMinimum).toBe(6);
    expect((await read(student, { college: String(EMORY) })).colleges[0]).toMatchObject({ shown: false, reason: 'too_few_applicants' });
    // Every Georgia Tech round is under 6 now: the college shows nothing, though it has 18 applicants.
    expect((await read(student, { college: String(GT) })).colleges[0]).toMatchObject({ shown: false, applicants: null });
    expect((await read(student, { college: String(MIT) })).colleges[0]).toMatchObject({ shown: true, applicants: 7 });
    // Counselors always see everything.
    expect((await read(counselor, { college: String(EMORY) })).colleges[0]).toMatchObject({ shown: true, applicants: 5 });
    expect((await read(counselor, { college: String(EMORY), view: 'students' })).colleges[0]).toMatchObject({ shown: false });
    await settings({ displayMinimum: 5 });
  });

  it('withholds a round under the minimum from every view, "All rounds" included', async () => {
    const gt = (await read(student, { college: String(GT) })).colleges[0]!;
    expect(gt.applicants).toBe(15);
    expect(gt.byRound.map((group) => [group.round, group.applicants])).toEqual([
      ['early-action', 5],
      ['regular-decision', 5],
      ['early-decision', 5],
    ]);
    expect(gt.points.some((point) => point.decision === 'waitlisted')).toBe(false);
    // 7 Early Action and 3 Early Decision: "All rounds" minus Early Action once gave back the 3.
    const all = (await read(student, { college: String(MIT) })).colleges[0]!;
    const ea = (await read(student, { college: String(MIT), round: 'early-action' })).colleges[0]!;
    const ed = (await read(student, { college: String(MIT), round: 'early-decision' })).colleges[0]!;
    expect(all).toMatchObject({ shown: true, applicants: 7, decisions: { admitted: 0, denied: 7, waitlisted: 0 } });
    expect(all.points).toEqual(ea.points);
    expect(all.table).toEqual(ea.table);
    expect(all.byRound).toEqual([{ round: 'early-action', applicants: 7, admitted: 0 }]);
    expect(ed).toMatchObject({ shown: false, applicants: null, points: [] });
    const summary = historySummaryResponseSchema.parse(
      (
        await ctx.app.inject({ url: `/api/high-schools/${schoolId}/admission-history/summary`, headers: { cookie: student.cookie } })
      ).json(),
    );
    expect(summary.colleges.find((college) => college.collegeId === MIT)).toMatchObject({ applicants: 7, admitted: 0 });
    expect(summary.colleges.find((college) => college.collegeId === GT)).toMatchObject({ applicants: 15, admitted: 5 });
    // Counselors see the whole college.
    expect((await read(counselor, { college: String(MIT) })).colleges[0]).toMatchObject({ applicants: 10 });
  });
});

describe('the class-year window, the strip and the round filter', () => {
  it('shows only the class years the school chose', async () => {
    await settings({ classYears: [2023, 2024] });
    const gt = (await read(student, { college: String(GT) })).colleges[0]!;
    expect(gt.applicants).toBe(10);
    expect(gt.points.every((point) => point.score === 1370)).toBe(true);
    const summary = historySummaryResponseSchema.parse(
      (
        await ctx.app.inject({ url: `/api/high-schools/${schoolId}/admission-history/summary`, headers: { cookie: student.cookie } })
      ).json(),
    );
    expect(summary.colleges.map((college) => college.collegeId).sort()).toEqual([EMORY, GT, MIT].sort());
    expect(summary.classYears).toEqual([]);
    await settings({ classYears: null });
    expect((await read(student, { college: String(GT) })).colleges[0]!.applicants).toBe(15);
  });

  it('puts applicants without a test score on the GPA-only strip, not the chart', async () => {
    const gt = (await read(student, { college: String(GT) })).colleges[0]!;
    expect(gt.strip).toHaveLength(5);
    expect(gt.strip.every((point) => point.decision === 'denied')).toBe(true);
    expect(gt.points).toHaveLength(10);
    // Rounded: GPA to 0.05, scores to 10.
    for (const point of gt.points) {
      expect(Math.round(point.gpa * 100) % 5).toBe(0);
      expect(point.score % 10).toBe(0);
    }
  });

  it('filters by round, and hides a round under the minimum', async () => {
    const ea = (await read(student, { college: String(GT), round: 'early-action' })).colleges[0]!;
    expect(ea).toMatchObject({ shown: true, applicants: 5, strip: [] });
    const rea = (await read(student, { college: String(GT), round: 'restrictive-early-action' })).colleges[0]!;
    expect(rea).toMatchObject({ shown: false, reason: 'too_few_applicants', points: [] });
    expect(rea.message).toBe('Too few past applicants from your school applied Restrictive Early Action to show (fewer than 5).');
    expect((await read(counselor, { college: String(GT), round: 'restrictive-early-action' })).colleges[0]).toMatchObject({
      shown: true,
      applicants: 3,
    });
    const bad = await ctx.app.inject({
      url: `/api/high-schools/${schoolId}/admission-history?college=${GT}&round=ED`,
      headers: { cookie: student.cookie },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('round');
  });
});

describe('students like you', () => {
  it("counts past applicants like the student (GPA 3.7, SAT 1380) and marks the student's own position", async () => {
    const gt = (await read(student, { college: String(GT) })).colleges[0]!;
    expect(gt.you).toEqual({ gpa: 3.7, score: 1380, basis: 'SAT' });
    expect(gt.studentsLikeYou).toMatchObject({
      status: 'shown',
      admitted: 5,
      total: 5,
      byRound: [{ round: 'early-action', admitted: 5, total: 5 }],
    });
    expect(gt.studentsLikeYou!.summary).toMatch(/^5 of 5 past applicants like you \(GPA [\d.]+–[\d.]+, SAT \d+–\d+\) from /);
    const fit = await ctx.app.inject({ url: `/api/schools/${GT}/fit`, headers: { cookie: student.cookie } });
    expect(fit.json().schoolHistory).toEqual(gt.studentsLikeYou);
    const emory = await ctx.app.inject({ url: `/api/schools/${EMORY}/fit`, headers: { cookie: student.cookie } });
    expect(emory.json().schoolHistory).toMatchObject({ status: 'shown', admitted: 0, total: 5 });
    expect(gt.studentsLikeYou!.band).toEqual({ label: 'GPA 3.5–3.9, SAT 1320–1440', widened: false, widest: false });
    // At a raised minimum of 6, MIT (7 in Early Action) still shows. None of its applicants is in
    // the narrow band around the student, so the band widens step by step; only the widest (GPA
    // ±0.4, SAT ±200) holds 6 or more, and the answer names it.
    await settings({ displayMinimum: 6 });
    const raised = (await read(student, { college: String(MIT) })).colleges[0]!;
    expect(raised).toMatchObject({
      shown: true,
      studentsLikeYou: {
        status: 'shown',
        admitted: 0,
        total: 7,
        byRound: [{ round: 'early-action', admitted: 0, total: 7 }],
        band: { label: 'GPA 3.3–4.0, SAT 1180–1580', widened: true, widest: true },
      },
    });
    await settings({ displayMinimum: 5 });
  });

  it("compares on the chart's grid: a GPA stepped by 0.001 never tells 3.51 from 3.52", async () => {
    // Two schools alike but for their applicants' exact GPAs (the chart shows both as 3.5).
    const answers: string[][] = [];
    for (const gpa of ['3.51', '3.52']) {
      const teacher = await signUpAs(ctx.app, 'counselor');
      const school = await createSchool(ctx.app, teacher);
      await importHistoryCsv(ctx.app, teacher, school.highSchool.id, historyFile(lines(6, { gpa, sat: 1400 })));
      const me = await signUpAs(ctx.app, 'student');
      await joinSchool(ctx.app, me, school.joinCode.joinCode);
      const seen: string[] = [];
      for (let milli = 3_700; milli <= 3_740; milli += 2) {
        await ctx.app.inject({
          method: 'PUT',
          url: '/api/profile',
          headers: { cookie: me.cookie },
          payload: buildProfileBody({ gpa: milli / 1000, satTotal: 1400 }),
        });
        const fit = await ctx.app.inject({ url: `/api/schools/${GT}/fit`, headers: { cookie: me.cookie } });
        seen.push(`${milli}:${fit.json().schoolHistory.status}`);
      }
      answers.push(seen);
    }
    expect(answers[0]).toEqual(answers[1]);
    // Whatever the similarity band, the answer can change only where the student's own GPA crosses a grid line.
    const perCell = new Map<number, Set<string>>();
    for (const entry of answers[0]!) {
      const [milli, status] = entry.split(':');
      const cell = Math.round(Number(milli) / 50);
      perCell.set(cell, (perCell.get(cell) ?? new Set()).add(status!));
    }
    expect([...perCell.values()].map((statuses) => statuses.size)).toEqual([...perCell.values()].map(() => 1));
  });

  it('puts it in the recommendations list and sorts by it, beside (never inside) the federal chance', async () => {
    const response = await ctx.app.inject({ url: '/api/recommendations?sort=history&limit=3', headers: { cookie: student.cookie } });
    expect(response.statusCode, response.body.slice(0, 300)).toBe(200);
    const [first] = response.json().results;
    expect(first.school.id).toBe(GT);
    expect(first.history).toMatchObject({ status: 'shown', admitted: 5, total: 5 });
    expect(first.fit.chance.summary).not.toMatch(/history/i);
  });
});

describe('who may read', () => {
  it('answers 404 to a student of another school, a parent and a counselor of another school', async () => {
    const other = await signUpAs(ctx.app, 'counselor');
    const otherSchool = await createSchool(ctx.app, other);
    const elsewhere = await signUpAs(ctx.app, 'student');
    await joinSchool(ctx.app, elsewhere, otherSchool.joinCode.joinCode);
    await ctx.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: { cookie: elsewhere.cookie },
      payload: buildProfileBody({ gpa: 3.7, satTotal: 1380 }),
    });
    const { parent } = await followStudent(ctx.app, student);
    for (const user of [elsewhere, parent, other]) {
      const response = await ctx.app.inject({
        url: `/api/high-schools/${schoolId}/admission-history?college=${GT}`,
        headers: { cookie: user.cookie },
      });
      expect(response.statusCode).toBe(404);
    }
    const fit = await ctx.app.inject({ url: `/api/schools/${GT}/fit`, headers: { cookie: elsewhere.cookie } });
    expect(fit.json().schoolHistory).toMatchObject({ status: 'hidden', reason: 'too_few_applicants', total: null });
  });
});
