/**
 * `npm run lint:openapi` (part of `npm run lint`): builds the app as the server does (no listening),
 * writes the OpenAPI document it serves at /api/docs/json to a temporary file and lints it twice:
 * Redocly CLI's recommended rules (redocly.yaml) and Spectral's OpenAPI rules (.spectral.yaml), two
 * independent readings of the spec that each catch what the other lets through. Any finding of
 * Spectral's, even a hint, and any error of Redocly's fails the run. `--out FILE` keeps the document.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { buildApp } from '../src/app.ts';
import { loadCatalog } from '../src/catalog/catalog.ts';
import { openDatabase } from '../src/db/database.ts';
import { migrateUpTo, SCHEMA_VERSION } from '../src/db/migrate.ts';
import { REPO_ROOT } from '../src/env.ts';
import { createFileSystemStorage } from '../src/lib/storage.ts';

const scratch = mkdtempSync(join(tmpdir(), 'campuspath-openapi-'));
const outIndex = process.argv.indexOf('--out');
const documentFile = outIndex > 0 ? resolve(process.argv[outIndex + 1]!) : join(scratch, 'openapi.json');
let status = 1;
try {
  const database = openDatabase(join(scratch, 'openapi.sqlite'));
  await migrateUpTo(database.db, SCHEMA_VERSION);
  const app = await buildApp({
    catalog: loadCatalog(join(REPO_ROOT, 'data/catalog/catalog.json.gz')),
    database,
    storage: createFileSystemStorage(join(scratch, 'uploads')),
    links: { secret: 'openapi-lint-only-'.padEnd(32, 'x') },
    // Only the document is read: nothing is ever sent.
    mailer: { describe: 'none', send: () => Promise.reject(new Error('openapi-lint sends no email')), close: () => undefined },
  });
  await app.ready();
  writeFileSync(documentFile, JSON.stringify(app.swagger(), null, 2));
  await app.close();
  await database.close();

  const cli = join(dirname(createRequire(import.meta.url).resolve('@redocly/cli/package.json')), 'bin/cli.js');
  const lint = spawnSync(process.execPath, [cli, 'lint', documentFile, '--config', join(REPO_ROOT, 'redocly.yaml'), '--format=stylish'], {
    encoding: 'utf8',
    // No update check over the network; Redocly's Node 20 notice on stderr is shown only on failure.
    env: { ...process.env, REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', REDOCLY_TELEMETRY: 'off' },
  });
  process.stdout.write(lint.stdout);
  if (lint.status !== 0) process.stderr.write(lint.stderr);

  const spectralCli = join(dirname(createRequire(import.meta.url).resolve('@stoplight/spectral-cli/package.json')), 'dist/index.js');
  const spectral = spawnSync(
    process.execPath,
    [spectralCli, 'lint', documentFile, '--ruleset', join(REPO_ROOT, '.spectral.yaml'), '--fail-severity=hint', '--format=stylish'],
    { encoding: 'utf8' },
  );
  process.stdout.write(spectral.stdout);
  if (spectral.status !== 0) process.stderr.write(spectral.stderr);

  status = lint.status === 0 && spectral.status === 0 ? 0 : 1;
  if (status === 0)
    console.log(`OpenAPI document: ${documentFile === join(scratch, 'openapi.json') ? 'valid' : documentFile} (Redocly and Spectral)`);
} finally {
  rmSync(scratch, { recursive: true, force: true });
}
process.exit(status);
