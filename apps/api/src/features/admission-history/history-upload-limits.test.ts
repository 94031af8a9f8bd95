import { PassThrough } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { importRejectedSchema } from '@campuspath/contract/admission-history-imports';
import { HISTORY_MAX_FILE_BYTES } from '@campuspath/contract/admission-history-terms';
import { BODY_LIMITS } from '../../lib/request-limits.ts';
import type { SignedInUser } from '../../test/factories.ts';
import { createSchool, signUpAs } from '../../test/roles.ts';
import { useTestApp } from '../../test/test-app.ts';
import { HISTORY_HEADER, historyFile, historyLine, postHistoryCsv } from '../../test/history-requests.ts';

/**
 * What an upload may cost before and while it is read: the caller is checked before a byte of
 * the body is, a file is read up to its limit and no further, and a file shaped to be expensive (a
 * line of millions of empty cells, a line of megabytes) is refused as it is read. A student in no
 * school once took the server down with one 5 MB line sent to a school's import.
 */
const ctx = useTestApp();
let counselor: SignedInUser;
let outsider: SignedInUser;
let schoolId: string;

beforeAll(async () => {
  counselor = await signUpAs(ctx.app, 'counselor', 'Ms. Rivera');
  outsider = await signUpAs(ctx.app, 'student', 'Sam Outsider');
  schoolId = (await createSchool(ctx.app, counselor)).highSchool.id;
});

const importUrl = () => `/api/high-schools/${schoolId}/admission-history/imports`;

describe('a history upload', () => {
  it('is answered for a caller who may not import here without reading its body (which never ends)', async () => {
    for (const user of [outsider, counselor]) {
      const endless = new PassThrough();
      endless.write('class_year,college,round,decision,gpa,sat,act\n');
      const url = user === outsider ? importUrl() : '/api/high-schools/00000000-0000-4000-8000-000000000000/admission-history/imports';
      const response = await ctx.app.inject({
        method: 'POST',
        url,
        headers: { cookie: user.cookie, 'content-type': 'text/csv' },
        payload: endless,
      });
      expect(response.statusCode, response.body).toBe(404);
      endless.destroy();
    }
  });

  it('is refused past its limit with 413 naming it, whether it says its length up front or not', async () => {
    const tooBig = Buffer.alloc(HISTORY_MAX_FILE_BYTES + 1, 'a');
    const declared = await postHistoryCsv(ctx.app, counselor, schoolId, tooBig);
    expect(declared.statusCode).toBe(413);
    expect(declared.json()).toMatchObject({ error: 'payload_too_large', fields: { file: 'The file is larger than 5,120 KB' } });

    const streamed = new PassThrough();
    const response = ctx.app.inject({
      method: 'POST',
      url: importUrl(),
      headers: { cookie: counselor.cookie, 'content-type': 'text/csv' },
      payload: streamed,
    });
    for (let sent = 0; sent <= HISTORY_MAX_FILE_BYTES; sent += 1024 * 1024) streamed.write(Buffer.alloc(1024 * 1024, 'a'));
    streamed.end();
    expect((await response).statusCode).toBe(413);
  });

  it('takes a JSON body no larger than any other signed-in route', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: importUrl(),
      headers: { cookie: counselor.cookie, 'content-type': 'application/json' },
      payload: `[${'{},'.repeat(BODY_LIMITS.workspace / 3)}{}]`,
    });
    expect(response.statusCode).toBe(413);
  });

  it('refuses a line of millions of empty cells, and a line of megabytes, naming the line', async () => {
    const wide = importRejectedSchema.parse(
      (await postHistoryCsv(ctx.app, counselor, schoolId, Buffer.alloc(HISTORY_MAX_FILE_BYTES, ','))).json(),
    );
    expect(wide.report.problems).toEqual([expect.objectContaining({ row: 1, problem: expect.stringMatching(/more than 256 columns/) })]);

    const long = `${HISTORY_HEADER}\n${historyLine()}\n2024,${'x'.repeat(200_000)},EA,admitted,3.8,1400,\n`;
    const tall = importRejectedSchema.parse((await postHistoryCsv(ctx.app, counselor, schoolId, long)).json());
    expect(tall.report.problems).toEqual([expect.objectContaining({ row: 3, problem: expect.stringMatching(/over 64 KB/) })]);

    // Quoted cells may hold delimiters and line breaks: they are one cell, not many.
    const quoted = historyFile([historyLine({ college: `"${'Georgia Tech,'.repeat(300)}"` })]);
    const report = importRejectedSchema.parse((await postHistoryCsv(ctx.app, counselor, schoolId, quoted)).json()).report;
    expect(report.problems).toEqual([expect.objectContaining({ row: 2, column: 'college' })]);
  });

  it('suggests colleges for the first unknown names only, so a file of made-up names costs no more than a few searches', async () => {
    const lines = Array.from({ length: 40 }, (_, index) => historyLine({ college: `Georgia Tech Universty ${index}` }));
    const report = importRejectedSchema.parse((await postHistoryCsv(ctx.app, counselor, schoolId, historyFile(lines))).json()).report;
    expect(report.problemCount).toBe(40);
    const suggested = report.problems.filter((problem) => problem.suggestions.length > 0);
    expect(suggested.length).toBeGreaterThan(0);
    expect(suggested.length).toBeLessThanOrEqual(10);
    expect(report.problems.at(-1)!.problem).toMatch(/write its UNITID/);
  });
});
