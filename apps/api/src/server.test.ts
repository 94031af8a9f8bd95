import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { configurationWarnings } from './env.ts';
import { useFaultServer } from './faults/fault-server.ts';
import { pickPort, startServer, waitUntilReady } from './faults/server-process.ts';

/**
 * Start-up warnings of the production server (server.ts): real email with a public URL that is
 * not https would send every link in it over plain http, so the operator is told at start.
 */
const server = useFaultServer('startup');

describe('start-up warnings', () => {
  it('warn when SMTP_URL sends email and PUBLIC_URL is not https, and only then', () => {
    const smtp = 'smtp://mail.example:587';
    expect(configurationWarnings({ SMTP_URL: smtp, PUBLIC_URL: 'http://campuspath.example' })).toEqual([
      expect.stringMatching(/PUBLIC_URL is http:\/\/campuspath\.example .*SMTP_URL.*plain http/),
    ]);
    expect(configurationWarnings({ SMTP_URL: smtp, PUBLIC_URL: undefined })).toEqual([expect.stringMatching(/PUBLIC_URL is not set/)]);
    expect(configurationWarnings({ SMTP_URL: smtp, PUBLIC_URL: 'https://campuspath.example' })).toEqual([]);
    // Without SMTP_URL emails only reach the local outbox.
    expect(configurationWarnings({ SMTP_URL: undefined, PUBLIC_URL: 'http://localhost:3000' })).toEqual([]);
  });

  it('the production server logs the warning at start', async () => {
    const running = startServer(server.serverJs, {
      port: await pickPort([4741, 4743, 4745]),
      databaseUrl: join(server.dir, 'startup.sqlite'),
      uploadsDir: join(server.dir, 'uploads'),
      outboxDir: join(server.dir, 'outbox'),
      // Nothing listens there; the scheduler is off, so nothing is sent.
      env: { PUBLIC_URL: 'http://campuspath.example/', SMTP_URL: 'smtp://127.0.0.1:9' },
    });
    await waitUntilReady(running);
    const warning = await running.waitForLog((line) => /PUBLIC_URL/.test(line.msg ?? ''));
    expect(warning).toMatchObject({ level: 40, msg: expect.stringMatching(/^PUBLIC_URL is http:\/\/campuspath\.example while SMTP_URL/) });
    expect((await running.stop()).code).toBe(0);
  });
});
