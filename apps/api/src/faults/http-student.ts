/**
 * A student talking to a real server over HTTP (fetch): signs up, keeps the session cookie, sends
 * JSON and multipart uploads. Shared by the fault tests and the load test.
 */
import { buildSignupBody } from '../../../../test/factories.ts';

export interface HttpAnswer<T = unknown> {
  status: number;
  body: T;
}

export interface HttpStudent {
  email: string;
  password: string;
  cookie: string;
  send<T = unknown>(method: string, path: string, body?: unknown, timeoutMs?: number): Promise<HttpAnswer<T>>;
  upload<T = unknown>(fields: { type: string; name?: string }, file: { bytes: Uint8Array; fileName: string }): Promise<HttpAnswer<T>>;
}

const DEFAULT_TIMEOUT_MS = 30_000;

async function readAnswer<T>(response: Response): Promise<HttpAnswer<T>> {
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: kept as text so the test can show it.
  }
  return { status: response.status, body: body as T };
}

/** The `campuspath_session=…` pair of a sign-up or sign-in answer. */
export function sessionCookie(response: Response): string {
  const found = response.headers.getSetCookie().find((value) => value.startsWith('campuspath_session='));
  if (!found) throw new Error(`No session cookie in the answer (${response.status})`);
  return found.split(';')[0]!;
}

/** JSON request with an optional session cookie; never throws for an HTTP status (only for a network failure or timeout). */
export async function sendJson<T = unknown>(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; cookie?: string; timeoutMs?: number } = {},
): Promise<HttpAnswer<T>> {
  const headers: Record<string, string> = { accept: 'application/json' };
  if (options.cookie) headers.cookie = options.cookie;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
    signal: AbortSignal.timeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS),
  });
  return readAnswer<T>(response);
}

export function studentFor(baseUrl: string, email: string, password: string, cookie: string): HttpStudent {
  return {
    email,
    password,
    cookie,
    send: (method, path, body, timeoutMs) => sendJson(baseUrl, method, path, { body, cookie, timeoutMs }),
    async upload(fields, file) {
      const form = new FormData();
      form.append('type', fields.type);
      if (fields.name) form.append('name', fields.name);
      form.append('file', new Blob([file.bytes], { type: 'application/octet-stream' }), file.fileName);
      const response = await fetch(`${baseUrl}/api/documents`, {
        method: 'POST',
        headers: { cookie, accept: 'application/json' },
        body: form,
        signal: AbortSignal.timeout(DEFAULT_TIMEOUT_MS),
      });
      return readAnswer(response);
    },
  };
}

/** Signs a new student up over HTTP; throws unless the answer is 201. */
export async function signUpStudent(baseUrl: string, label = 'student'): Promise<HttpStudent> {
  const { email, password, ...rest } = buildSignupBody();
  const body = { ...rest, email: email.replace(/^student-/, `${label}-`), password };
  const response = await fetch(`${baseUrl}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(DEFAULT_TIMEOUT_MS),
  });
  if (response.status !== 201) throw new Error(`Sign-up failed: ${response.status} ${await response.text()}`);
  return studentFor(baseUrl, body.email, password, sessionCookie(response));
}
