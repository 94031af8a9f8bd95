import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { buildServerBundle, killStartedServers, type ServerBundle } from './server-process.ts';

export interface FaultServer {
  /** The production server bundle built for this test file. */
  readonly serverJs: string;
  /** A temporary folder for the file's databases, uploads and outboxes. */
  readonly dir: string;
}

/**
 * For a fault test file: builds the production bundle once before its tests and gives them a
 * temporary folder; afterwards kills every server they started and removes both.
 */
export function useFaultServer(label: string): FaultServer {
  let bundle: ServerBundle | undefined;
  let dir: string | undefined;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), `campuspath-${label}-`));
    bundle = await buildServerBundle(`faults-${label}`);
  }, 120_000);
  afterAll(async () => {
    await killStartedServers();
    bundle?.remove();
    if (dir) rmSync(dir, { recursive: true, force: true });
  });
  return {
    get serverJs() {
      if (!bundle) throw new Error('useFaultServer: the bundle is built in beforeAll');
      return bundle.serverJs;
    },
    get dir() {
      if (!dir) throw new Error('useFaultServer: the folder is made in beforeAll');
      return dir;
    },
  };
}
