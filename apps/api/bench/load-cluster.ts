/**
 * Cluster load test: `npm run test:load:cluster`. Not part of `npm test`; loopback only.
 *
 * Three production server processes on one fresh PostgreSQL database (created on the server
 * DATABASE_URL names, or a private cluster), as deploy/ runs them, with their reminder schedulers
 * ticking every 5 s into an SMTP sink and one APP_SECRET. LOAD_VUS virtual students (default 300)
 * work for LOAD_SECONDS (default 60) against all three in turn (round-robin over their ports: there
 * is no load balancer here); one in five turns reminder emails on and adds tasks due within 20 days.
 * At 40% of the run one process is killed with SIGKILL and started again on the same port.
 *
 * Then: the sign-in limit is probed with more parallel attempts than it allows for one email, across
 * the three; the run waits for every reminder email; the processes stop (SIGTERM); and the database
 * is checked for every acknowledged write. Prints the figures, and exits 1 on any 5xx, timeout,
 * connection error other than at the killed process while it was down, lost or duplicated write,
 * a sign-in limit that is not exact, or a reminder email missing, sent twice or sent for nothing.
 * Requests the killed process could not take are sent to the next one and reported as connection
 * errors, not 5xx; writes cut in flight by the kill are not resent and count as in doubt.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startSmtpSink } from '../src/test/smtp-sink.ts';
import {
  buildServerBundle,
  pickPort,
  startServer,
  waitUntilReady,
  type ServerProcess,
  type ServerSettings,
} from '../src/faults/server-process.ts';
import { cataloguePaths, preflight } from './load/catalogue-paths.ts';
import { checkReminderEmails, probeSignInLimit } from './load/cluster-checks.ts';
import { LoadStats, type Outcome } from './load/load-stats.ts';
import { scratchPostgres } from './load/scratch-postgres.ts';
import { verifyWrites } from './load/verify-writes.ts';
import { RoundRobin, runVirtualStudent } from './load/virtual-student.ts';

const VUS = Number(process.env.LOAD_VUS) || 300;
const SECONDS = Number(process.env.LOAD_SECONDS) || 60;
const THINK_MS = process.env.LOAD_THINK_MS ? Number(process.env.LOAD_THINK_MS) : 500;
const PROCESSES = 3;
const KILLED = 1;
const KILL_AT = 0.4;
const PER_EMAIL_LIMIT = 10;
const REMINDER_INTERVAL_SECONDS = 5;
const REMINDER_LEASE_SECONDS = 15;
const TARGETS = { readP99: 50, writeP99: 150 };
const SERVER_PORTS = [4745, 4746, 4747, 4748, 4749, 4750, 4751, 4752];
const POSTGRES_PORTS = [55451, 55452, 55453, 55454];

interface ConnectionError {
  url: string;
  kind: 'refused' | 'cut';
  at: number;
}

async function main() {
  console.log('# CampusPath cluster load test');
  const bundle = await buildServerBundle('load-cluster');
  const dir = mkdtempSync(join(tmpdir(), 'campuspath-load-cluster-'));
  const database = await scratchPostgres(POSTGRES_PORTS);
  const smtp = await startSmtpSink();
  const started: ServerProcess[] = [];
  try {
    const ports: number[] = [];
    for (let i = 0; i < PROCESSES; i += 1) ports.push(await pickPort(SERVER_PORTS.filter((port) => !ports.includes(port))));
    // One secret for every process, as deploy/ sets it: links signed by one are good on the others.
    const secret = randomBytes(24).toString('hex');
    const settings = (i: number): ServerSettings => ({
      port: ports[i]!,
      databaseUrl: database.url,
      uploadsDir: join(dir, 'uploads'),
      outboxDir: join(dir, `outbox-${i}`),
      env: {
        LOG_LEVEL: 'warn',
        SMTP_URL: smtp.url,
        APP_SECRET: secret,
        PUBLIC_URL: 'https://campuspath.test',
        REMINDER_INTERVAL_SECONDS: String(REMINDER_INTERVAL_SECONDS),
        REMINDER_LEASE_SECONDS: String(REMINDER_LEASE_SECONDS),
        AUTH_RATE_LIMIT_PER_IP: '1000000',
        AUTH_RATE_LIMIT_PER_EMAIL: String(PER_EMAIL_LIMIT),
        // The probe signs in from one address (loopback): only the per-address cap, shared by the processes, may stop it.
        AUTH_RATE_LIMIT_PER_EMAIL_AND_IP: '1000000',
      },
    });
    const start = (i: number) => {
      const server = startServer(bundle.serverJs, settings(i));
      started.push(server);
      return server;
    };
    // Started together: they migrate one at a time under PostgreSQL's advisory lock.
    const servers = Array.from({ length: PROCESSES }, (_, i) => start(i));
    await Promise.all(servers.map((server) => waitUntilReady(server)));
    const paths = cataloguePaths();
    for (const server of servers) await preflight(server.url, paths);
    const urls = servers.map((server) => server.url);
    const loadAtStart = loadavg()[0]!;
    console.log(`\n${database.describe}; ${PROCESSES} API processes on ports ${ports.join(', ')}; SMTP sink ${smtp.url}`);
    console.log(
      `${VUS} virtual students for ${SECONDS} s, think time ${THINK_MS} ms on average, 1 in 5 with reminder emails on; ` +
        `schedulers every ${REMINDER_INTERVAL_SECONDS} s; load average at start ${loadAtStart.toFixed(1)} on ${cpus().length} cores\n`,
    );

    const stats = new LoadStats();
    const samples = new Map<string, string>();
    const connectionErrors: ConnectionError[] = [];
    const runStart = Date.now();
    const deadline = runStart + SECONDS * 1000;
    const kill = { at: 0, readyAt: 0 };
    const killing = (async () => {
      await new Promise((resolve) => setTimeout(resolve, SECONDS * 1000 * KILL_AT));
      kill.at = Date.now();
      await servers[KILLED]!.stop('SIGKILL');
      servers[KILLED] = start(KILLED);
      await waitUntilReady(servers[KILLED]);
      kill.readyAt = Date.now();
    })();
    stats.start();
    const rampMs = Math.min(10_000, SECONDS * 150);
    const context = {
      targets: new RoundRobin(urls),
      paths,
      stats,
      deadline,
      thinkMs: THINK_MS,
      reminders: (index: number) => index % 5 === 0,
      verificationToken: async (email: string) => {
        // The sign-up's verification email reaches the sink shortly after the answer.
        for (const giveUp = Date.now() + 30_000; Date.now() < giveUp; await new Promise((resolve) => setTimeout(resolve, 200))) {
          const found = smtp.received.find((sent) => sent.to.includes(email) && sent.text.includes('/verify-email?token='));
          const token = found && /\/verify-email\?token=([\w%-]+)/.exec(found.text)?.[1];
          if (token) return decodeURIComponent(token);
        }
        return null;
      },
      onFailure: (route: string, outcome: Outcome, body: string) => {
        const key = `${route} → ${outcome}`;
        if (!samples.has(key)) samples.set(key, body);
      },
      onConnectionError: (url: string, kind: 'refused' | 'cut', at: number) => connectionErrors.push({ url, kind, at }),
    };
    const ledgers = await Promise.all(
      Array.from({ length: VUS }, async (_, i) => {
        await new Promise((resolve) => setTimeout(resolve, (i * rampMs) / VUS));
        return runVirtualStudent(context, i);
      }),
    );
    stats.stop();
    const loadAtEnd = loadavg()[0]!;
    await killing;

    const probe = await probeSignInLimit(new RoundRobin(urls), PER_EMAIL_LIMIT);
    const reminders = await checkReminderEmails(
      database.url,
      smtp.received,
      (REMINDER_LEASE_SECONDS + 6 * REMINDER_INTERVAL_SECONDS) * 1000,
    );
    const exits = await Promise.all(servers.map((server) => server.stop('SIGTERM')));
    const verification = await verifyWrites(database.url, join(dir, 'uploads'), ledgers);

    console.log(stats.table(TARGETS));
    const outcomes = stats.outcomes();
    const count = (test: (outcome: Outcome) => boolean) =>
      [...outcomes].filter(([outcome]) => test(outcome)).reduce((sum, [, n]) => sum + n, 0);
    const fiveHundreds = count((outcome) => typeof outcome === 'number' && outcome >= 500);
    const timeouts = count((outcome) => outcome === 'timeout');
    const killedUrl = urls[KILLED]!;
    const atKill = (error: ConnectionError) => error.url === killedUrl && error.at >= kill.at - 100 && error.at <= kill.readyAt + 1000;
    const elsewhere = connectionErrors.filter((error) => !atKill(error));
    const refused = connectionErrors.filter((error) => error.kind === 'refused').length;
    const cut = connectionErrors.filter((error) => error.kind === 'cut').length;
    const requests = count((outcome) => outcome !== 'retried');
    const signedUp = ledgers.filter((ledger) => ledger.signedUp).length;
    const allowedBy = urls.map((url) => probe.allowedBy.get(url) ?? 0).join(' + ');
    const emailsOk = reminders.expected > 0 && reminders.missing.length === 0 && reminders.duplicated === 0 && reminders.unexpected === 0;

    const rows: [string, string][] = [
      ['requests', `${requests} (${(requests / stats.seconds).toFixed(0)} req/s) over ${PROCESSES} processes`],
      [
        'SIGKILL',
        `process ${KILLED + 1} killed at ${((kill.at - runStart) / 1000).toFixed(1)} s, ready again ${((kill.readyAt - kill.at) / 1000).toFixed(1)} s later`,
      ],
      ['5xx, timeouts', `${fiveHundreds}, ${timeouts}`],
      [
        'connection errors',
        `${refused} refused (sent again to another process), ${cut} cut in flight (reads sent again, writes in doubt); ${elsewhere.length} other than at the killed process while down`,
      ],
      [
        'acknowledged writes checked: lost, duplicated',
        `${verification.checked} of ${signedUp} students: ${verification.problems.length === 0 ? '0, 0' : `${verification.problems.length} PROBLEMS`}`,
      ],
      [
        'sign-in limit (per email)',
        `${probe.allowed} of ${probe.attempts} parallel attempts allowed (${allowedBy} by process), ${probe.refused} refused with 429; configured ${PER_EMAIL_LIMIT}`,
      ],
      [
        'reminder emails',
        `${reminders.delivered} of ${reminders.expected} due tasks emailed; ${reminders.duplicated} sent twice, ${reminders.unexpected} for nothing, ` +
          `${reminders.resentSameMessageId} resent with the same Message-ID; ${reminders.takenOver} claims taken over after a kill; waited ${(reminders.waitedMs / 1000).toFixed(1)} s after the run`,
      ],
      [
        'machine',
        `${cpus().length} cores; load average (1 min) ${loadAtStart.toFixed(1)} at the start, ${loadAtEnd.toFixed(1)} at the end`,
      ],
      ['server exits (SIGTERM)', exits.map((exit) => String(exit.code)).join(', ')],
    ];
    console.log('\n| cluster | figure |\n|---|---|');
    for (const [name, value] of rows) console.log(`| ${name} | ${value} |`);
    for (const [key, body] of samples) if (!key.endsWith('→ 401') && !key.endsWith('→ 409')) console.log(`  first ${key}: ${body}`);
    for (const problem of verification.problems.slice(0, 20)) console.log(`  ${problem}`);
    for (const missing of reminders.missing.slice(0, 10)) console.log(`  no email: ${missing}`);
    for (const error of elsewhere.slice(0, 10)) console.log(`  connection error: ${JSON.stringify(error)}`);
    for (const server of started)
      for (const line of server.logs.filter((entry) => (entry.level ?? 0) >= 50).slice(0, 3))
        console.log(`  server log (${server.url}): ${JSON.stringify(line).slice(0, 400)}`);
    console.log(`  reminder_deliveries by status: ${JSON.stringify(reminders.statuses)}`);

    const failed =
      fiveHundreds > 0 ||
      timeouts > 0 ||
      elsewhere.length > 0 ||
      verification.problems.length > 0 ||
      probe.allowed !== PER_EMAIL_LIMIT ||
      probe.refused !== probe.attempts - PER_EMAIL_LIMIT ||
      !emailsOk;
    console.log(
      `\n${failed ? 'FAIL' : 'PASS'}: 5xx, timeouts, connection errors beyond the kill, lost or duplicated writes, the sign-in limit and reminder emails decide; latency is reported, never failed on.`,
    );
    process.exitCode = failed ? 1 : 0;
  } finally {
    await Promise.all(
      started
        .filter((server) => server.child.exitCode === null && server.child.signalCode === null)
        .map((server) => server.stop('SIGKILL')),
    ).catch(() => undefined);
    await smtp.close();
    await database.remove();
    rmSync(dir, { recursive: true, force: true });
    bundle.remove();
  }
}

// Exits once the report is printed instead of waiting for the HTTP client's idle keep-alive sockets.
main().then(
  () => process.exit(),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
