import { appendFileSync } from 'node:fs';
import { loadEnv } from '../env.ts';

/**
 * How many requests and responses the OpenAPI checks (openapi-requests.ts, openapi-responses.ts)
 * saw in this test file, and how many strayed from the document. `npm run check:openapi` runs the
 * API suite with OPENAPI_CHECK_REPORT naming a file, and each test file appends its counts there.
 */
const counts = { requests: 0, requestMismatches: 0, responses: 0, responseMismatches: 0 };

export const countChecked = (what: keyof typeof counts): void => {
  counts[what] += 1;
};

/** Appends this file's counts to OPENAPI_CHECK_REPORT (when set) and starts again from zero. */
export function flushCheckReport(testFile: string): void {
  const { OPENAPI_CHECK_REPORT } = loadEnv();
  if (OPENAPI_CHECK_REPORT) appendFileSync(OPENAPI_CHECK_REPORT, `${JSON.stringify({ file: testFile, ...counts })}\n`);
  for (const key of Object.keys(counts) as (keyof typeof counts)[]) counts[key] = 0;
}
