import type { CheckedDeadline, PutCheckedDeadlineBody } from '@campuspath/contract/checked-deadlines';
import { historyImportResponseSchema, type HistoryImportResponse } from '@campuspath/contract/admission-history-imports';
import type { App } from '../app.ts';
import type { SignedInUser } from './factories.ts';

/** Requests the admission-history and checked-deadline tests share. */

export const HISTORY_HEADER = 'class_year,college,round,decision,gpa,sat,act';

export interface LineFields {
  classYear: number | string;
  college: number | string;
  round: string;
  decision: string;
  gpa: number | string;
  sat: number | string | null;
  act: number | string | null;
}

/** One data line of the default header; Georgia Tech, EA, admitted, 3.8 / 1400 unless overridden. */
export const historyLine = (fields: Partial<LineFields> = {}): string => {
  const line = { classYear: 2024, college: 139755, round: 'EA', decision: 'admitted', gpa: 3.8, sat: 1400, act: null, ...fields };
  return [line.classYear, line.college, line.round, line.decision, line.gpa, line.sat ?? '', line.act ?? ''].join(',');
};

export const historyFile = (lines: readonly string[], header = HISTORY_HEADER): string => `${header}\n${lines.join('\n')}\n`;

/** POSTs a CSV as a text/csv body (or raw bytes) to the school's imports. */
export const postHistoryCsv = (app: App, user: SignedInUser, highSchoolId: string, csv: string | Buffer, fileName = 'history.csv') =>
  app.inject({
    method: 'POST',
    url: `/api/high-schools/${highSchoolId}/admission-history/imports?fileName=${encodeURIComponent(fileName)}`,
    headers: { cookie: user.cookie, 'content-type': 'text/csv' },
    payload: csv,
  });

/** Imports a CSV that must be accepted (201, or 200 for rows already imported). */
export async function importHistoryCsv(
  app: App,
  user: SignedInUser,
  highSchoolId: string,
  csv: string | Buffer,
): Promise<HistoryImportResponse> {
  const response = await postHistoryCsv(app, user, highSchoolId, csv);
  if (response.statusCode !== 201 && response.statusCode !== 200)
    throw new Error(`Import failed: ${response.statusCode} ${response.body.slice(0, 500)}`);
  return historyImportResponseSchema.parse(response.json());
}

/** Records a checked deadline (Georgia Tech's Early Action by default). */
export async function putDeadline(
  app: App,
  user: SignedInUser,
  highSchoolId: string,
  body: Partial<PutCheckedDeadlineBody> = {},
): Promise<CheckedDeadline> {
  const response = await app.inject({
    method: 'PUT',
    url: `/api/high-schools/${highSchoolId}/checked-deadlines`,
    headers: { cookie: user.cookie },
    payload: {
      collegeId: 139755,
      round: 'early-action',
      date: '2026-10-15',
      sourceUrl: 'https://admission.gatech.edu/first-year/deadlines',
      ...body,
    },
  });
  if (response.statusCode !== 200) throw new Error(`Recording a deadline failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { deadline: CheckedDeadline }).deadline;
}
