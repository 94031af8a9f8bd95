/**
 * CPU time of checking a 5,000-student OneRoster export (the zip of the roster bench: users,
 * orgs, classes, 35,000 enrollments) in this process, without the server or the database:
 * `npx tsx apps/api/bench/roster-parse-profile.ts` (add `node --cpu-prof` through
 * NODE_OPTIONS to see where it goes). Prints the CPU time of each run (process.cpuUsage), beside
 * the same run's baseline: checking the 5,000-student simple CSV.
 * A measurement, not a test: prints the numbers and exits 0.
 */
import { checkRosterUpload } from '../src/features/rosters/roster-upload-check.ts';
import { oneRosterExport, zipFiles } from './oneroster-export.ts';

const RUNS = Number(process.env.BENCH_RUNS) || 3;
const files = oneRosterExport(5_000, 'Bench High');
const zip = await zipFiles(files);
const year = new Date().getFullYear() + 1;
const simple = Buffer.from(
  [
    'name,email,graduation_year,group',
    ...Array.from({ length: 5_000 }, (_, i) => `Student ${i},s${i}@bench.example,${year},Homeroom ${i % 40}`),
  ].join('\n'),
);

async function cpuMs(run: () => Promise<unknown>): Promise<number> {
  const before = process.cpuUsage();
  await run();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}

const now = new Date();
for (let run = 1; run <= RUNS; run += 1) {
  const exportMs = await cpuMs(() => checkRosterUpload([{ fileName: 'oneroster.zip', bytes: zip }], 'Bench High', now));
  const simpleMs = await cpuMs(() => checkRosterUpload([{ fileName: 'roster.csv', bytes: simple }], 'Bench High', now));
  process.stdout.write(`run ${run}: OneRoster zip ${exportMs.toFixed(0)} ms CPU · simple CSV (baseline) ${simpleMs.toFixed(0)} ms CPU\n`);
}
