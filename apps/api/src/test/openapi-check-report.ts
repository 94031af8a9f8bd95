import { appendFileSync } from 'node:fs';
import { loadEnv } from '../env.ts';

/**
 * How many requests and responses the OpenAPI checks (openapi-requests.ts, openapi-responses.ts)
 * saw in this test file, and which strayed from the document. `npm run check:openapi` runs the
 * API suite with OPENAPI_CHECK_REPORT naming a file, and each test file appends its counts and
 * its strays there, so the script can list them by operation.
 */
const counts = { requests: 0, requestMismatches: 0, responses: 0, responseMismatches: 0 };

/** One request or answer the document does not describe. */
export interface CheckMismatch {
  kind: 'request' | 'response';
  /** `METHOD /path/{param}` as the document names the operation. */
  operation: string;
  url: string;
  status: number;
  why: string;
}

let mismatches: CheckMismatch[] = [];

export const countChecked = (what: keyof typeof counts): void => {
  counts[what] += 1;
};

/** Counts a mismatch and keeps it for the report. */
export function recordMismatch(mismatch: CheckMismatch): void {
  counts[mismatch.kind === 'request' ? 'requestMismatches' : 'responseMismatches'] += 1;
  mismatches.push(mismatch);
}

/** Where a check counts what it saw: this test file's report (useTestApp), or nowhere (a check's own tests). */
export interface CheckReport {
  countChecked: typeof countChecked;
  recordMismatch: typeof recordMismatch;
}
export const testFileReport: CheckReport = { countChecked, recordMismatch };

/** Appends this file's counts and mismatches to OPENAPI_CHECK_REPORT (when set) and starts again from zero. */
export function flushCheckReport(testFile: string): void {
  const { OPENAPI_CHECK_REPORT } = loadEnv();
  if (OPENAPI_CHECK_REPORT) appendFileSync(OPENAPI_CHECK_REPORT, `${JSON.stringify({ file: testFile, ...counts, mismatches })}\n`);
  for (const key of Object.keys(counts) as (keyof typeof counts)[]) counts[key] = 0;
  mismatches = [];
}
