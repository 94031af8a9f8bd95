import type { FastifyServerOptions } from 'fastify';
import { redactTokens, redactUrl } from './log-redaction.ts';

/**
 * Structured JSON logs (pino through Fastify; docs/operations.md, "Logs"). Every request line
 * carries `reqId`. Personal data never reaches the log: request lines hold method, URL (with
 * capability tokens masked), host and client address, never headers or bodies; `redact` is the
 * safety net for objects logged by hand; errors keep their type, message and stack with email
 * addresses masked, and drop driver fields such as PostgreSQL's `detail` (which quotes values).
 * Last, every line as written has signed tokens masked, whichever field carried them.
 */
export type LoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

/** Where logs go in tests; stdout otherwise. */
export interface LogDestination {
  write(line: string): void;
}

// Bounded like real addresses (64-character local part, 253-character domain) so a long line never backtracks for long.
const EMAIL = /[^\s@"'<>()[\]{},;:]{1,64}@[^\s@"'<>()[\]{},;:]{1,253}\.[A-Za-z]{2,24}/g;

/** Email addresses (the accounts' identifiers) masked in free text such as error messages. */
export function maskEmails(text: string): string {
  return text.replace(EMAIL, '[email]');
}

interface LoggableError {
  name?: string;
  message?: string;
  stack?: string;
  code?: unknown;
  statusCode?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

function serializeError(error: unknown, depth = 0): SerializedError {
  if (!error || typeof error !== 'object') return { type: typeof error, message: maskEmails(String(error)), stack: '' };
  const value = error as LoggableError;
  return {
    type: value.name ?? 'Error',
    message: maskEmails(value.message ?? ''),
    stack: maskEmails(value.stack ?? ''),
    ...(typeof value.code === 'string' || typeof value.code === 'number' ? { code: value.code } : {}),
    ...(typeof value.statusCode === 'number' ? { statusCode: value.statusCode } : {}),
    ...(typeof value.constraint === 'string' ? { constraint: value.constraint } : {}),
    ...(value.cause && depth < 3 ? { cause: serializeError(value.cause, depth + 1) } : {}),
  };
}

const SECRET_PATHS = [
  'req.headers.cookie',
  'req.headers.authorization',
  'res.headers["set-cookie"]',
  'req.body',
  'body',
  'email',
  'password',
  'token',
  '*.body',
  '*.email',
  '*.password',
  '*.currentPassword',
  '*.newPassword',
  '*.token',
  '*.cookie',
];

export function loggerOptions(level: LogLevel, destination?: LogDestination): LoggerOptions {
  return {
    level,
    ...(destination ? { stream: destination } : {}),
    redact: { paths: SECRET_PATHS, censor: '[redacted]' },
    hooks: { streamWrite: redactTokens },
    serializers: {
      req: (request: { method: string; url: string; hostname?: string; ip?: string }) => ({
        method: request.method,
        url: redactUrl(request.url),
        hostname: request.hostname,
        remoteAddress: request.ip,
      }),
      err: (error: unknown) => serializeError(error),
    },
  };
}
