import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The documented limit at the production heap: `npm run serve` caps the heap at 256 MB, and a
 * 20,000-row import into a school already holding 200,000 rows once needed the whole history in
 * memory to count its new rows. The import runs in a child process with that cap
 * (test/heap-capped-history-import.ts), on the database the suite runs on; running out of heap
 * ends the child with a non-zero code.
 */
const script = fileURLToPath(new URL('../../test/heap-capped-history-import.ts', import.meta.url));

function runCapped(): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--max-old-space-size=256', '--import', 'tsx', script], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('a 20,000-row history import at the production heap (256 MB)', () => {
  it(
    'imports one into a school holding 200,000 rows, counting its new rows, without running out of memory',
    { timeout: 300_000 },
    async () => {
      const { code, stdout, stderr } = await runCapped();
      expect(stderr).not.toMatch(/heap out of memory/);
      expect(code).toBe(0);
      const result = JSON.parse(stdout.trim().split('\n').at(-1)!) as {
        status: number;
        import: { rows: number; newRows: number } | null;
        heapLimit: number;
      };
      expect(result.status).toBe(201);
      expect(result.import?.rows).toBe(20_000);
      // Generated applicants may coincide with earlier ones; most do not.
      expect(result.import?.newRows).toBeGreaterThan(10_000);
      expect(result.import?.newRows).toBeLessThanOrEqual(20_000);
      // The cap reached the child: V8's limit is the old space asked for plus the young generation.
      expect(result.heapLimit).toBeLessThan(400 * 1024 * 1024);
    },
  );
});
