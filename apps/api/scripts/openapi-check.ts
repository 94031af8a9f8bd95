/**
 * `npm run check:openapi [-- test files]`: runs the API test suite (or the files named) with every
 * request and answer checked against the OpenAPI document (test/openapi-requests.ts,
 * test/openapi-responses.ts; a mismatch of either fails its test) and prints how many were checked
 * and how many strayed, summed over the test files (test/openapi-check-report.ts writes them), and
 * lists the strays by operation. Exits non-zero when a test failed or anything strayed.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { REPO_ROOT } from '../src/env.ts';
import type { CheckMismatch } from '../src/test/openapi-check-report.ts';

const scratch = mkdtempSync(join(tmpdir(), 'campuspath-openapi-check-'));
const report = join(scratch, 'report.jsonl');
let status = 1;
try {
  const vitest = spawnSync('npx', ['vitest', 'run', '--project', 'api', ...process.argv.slice(2)], {
    cwd: REPO_ROOT,
    stdio: 'inherit',
    env: { ...process.env, OPENAPI_CHECK_REPORT: report },
  });
  status = vitest.status ?? 1;
  const totals = { files: 0, requests: 0, requestMismatches: 0, responses: 0, responseMismatches: 0 };
  // No file when no test file got as far as its end.
  const lines = existsSync(report) ? readFileSync(report, 'utf8').split('\n').filter(Boolean) : [];
  const byOperation = new Map<string, string[]>();
  for (const line of lines) {
    const counts = JSON.parse(line) as Omit<typeof totals, 'files'> & { file: string; mismatches?: CheckMismatch[] };
    for (const mismatch of counts.mismatches ?? []) {
      const key = `${mismatch.kind} ${mismatch.operation}`;
      byOperation.set(key, [
        ...(byOperation.get(key) ?? []),
        `  ${mismatch.url} (answered ${mismatch.status}): ${mismatch.why} [${counts.file.replace(`${REPO_ROOT}/`, '')}]`,
      ]);
    }
    totals.files += 1;
    totals.requests += counts.requests;
    totals.requestMismatches += counts.requestMismatches;
    totals.responses += counts.responses;
    totals.responseMismatches += counts.responseMismatches;
  }
  for (const [operation, found] of [...byOperation].sort(([a], [b]) => a.localeCompare(b)))
    process.stdout.write(`${operation}: ${found.length}\n${found.join('\n')}\n`);
  process.stdout.write(
    `OpenAPI check over ${totals.files} test files: ${totals.requests} requests (${totals.requestMismatches} mismatches), ` +
      `${totals.responses} responses (${totals.responseMismatches} mismatches)\n`,
  );
  if (totals.requestMismatches + totals.responseMismatches > 0) status = 1;
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(status);
