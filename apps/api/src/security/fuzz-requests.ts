import fc from 'fast-check';
import { EXE_BYTES, PDF_BYTES, PNG_BYTES, multipart } from '../test/document-fixtures.ts';
import { MAX_JSON_DEPTH } from '../lib/request-limits.ts';
import type { RegisteredRoute } from './security-app.ts';
import { HOSTILE_KEYS, fromSchema, hostileJson, hostileString, toJsonSchema, type JsonSchema, type ValueHints } from './fuzz-values.ts';

/** One generated request, ready for app.inject() (the session cookie is added by the caller). */
export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

/** What the generators know about the signed-in student's data, to reach past the 404s. */
export interface KnownValues {
  /** Real values for the parameter after `segment` (`essays` -> essay ids); empty when unknown. */
  params(segment: string, name: string): string[];
  hints: ValueHints;
}

export const SAME_ORIGIN = { host: 'localhost:3000', origin: 'http://localhost:3000' };
const UNSAFE = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** encodeURIComponent, except that lone surrogates (which it refuses) become U+FFFD. */
export function encode(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return encodeURIComponent(value.replace(/[\ud800-\udfff]/g, '\ufffd'));
  }
}

/** Path segments sent as they are: encodings, traversal, overlong and odd ids. */
const RAW_SEGMENTS = [
  '%2e%2e%2f%2e%2e%2fetc%2fpasswd',
  '..%2f..%2fpackage.json',
  '..%5c..%5cwindows',
  '%00',
  'a%00b',
  '%',
  '%ZZ',
  '%C0%AE%C0%AE',
  '%E2%80%AE',
  '%F0%9F%8E%93',
  'a%2Fb',
  'x'.repeat(301),
  '1'.repeat(40),
  '-1',
  '0',
  '1.5',
  '1e3',
  '%D9%A3',
  "a'b",
  'a;b',
  '%20',
];
/** Query fragments sent as they are: broken escapes, bracket and prototype notations, empty pairs. */
const RAW_QUERY = [
  '%',
  '%ZZ=1',
  'a=%00',
  '=',
  '&&&',
  '=x',
  'a[b]=1',
  'a[]=1&a[]=2',
  '__proto__[x]=1',
  'constructor[prototype][x]=1',
  'x=1;y=2',
];

/** A generated value as path text; objects may have no prototype (fast-check's `__proto__` keys), so no String(). */
const asText = (value: unknown): string => (typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value));

const paramArbitrary = (segment: string, name: string, schema: JsonSchema | undefined, known: KnownValues): fc.Arbitrary<string> => {
  const real = known.params(segment, name);
  return fc.oneof(
    { weight: real.length ? 4 : 0, arbitrary: real.length ? fc.constantFrom(...real).map(encode) : fc.constant('x') },
    { weight: 2, arbitrary: fromSchema(schema).map((value) => encode(asText(value))) },
    { weight: 2, arbitrary: hostileString.filter((value) => value.length > 0).map(encode) },
    { weight: 2, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  );
};

function pathArbitrary(route: RegisteredRoute, known: KnownValues): fc.Arbitrary<string> {
  const paramsSchema = toJsonSchema(route.schema?.params)?.properties ?? {};
  const segments = route.url.split('/');
  const parts = segments.map((segment, index): fc.Arbitrary<string> => {
    if (segment === '*')
      return fc.oneof(fc.constantFrom('index.html', 'swagger-ui.css', '.env', 'a/b/c', ...RAW_SEGMENTS), hostileString.map(encode));
    if (!segment.startsWith(':')) return fc.constant(segment);
    const name = segment.slice(1);
    return paramArbitrary(segments[index - 1] ?? '', name, paramsSchema[name], known);
  });
  return fc.tuple(...parts).map((values) => values.join('/'));
}

function queryValue(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(queryValue);
  if (value === undefined) return [];
  return [typeof value === 'object' ? JSON.stringify(value) : String(value)];
}

function queryArbitrary(route: RegisteredRoute, known: KnownValues): fc.Arbitrary<string> {
  const schema = toJsonSchema(route.schema?.querystring);
  const keys = Object.keys(schema?.properties ?? {});
  const valid = fromSchema(schema ?? { type: 'object' }, known.hints).map((query) =>
    Object.entries((query ?? {}) as Record<string, unknown>).flatMap(([key, value]) =>
      queryValue(value).map((one) => `${encode(key)}=${encode(one)}`),
    ),
  );
  const hostilePair = fc
    .tuple(fc.constantFrom(...keys, ...HOSTILE_KEYS, 'limit', 'page'), hostileString)
    .map(([key, value]) => `${encode(key)}=${encode(value)}`);
  const extra = fc.array(fc.oneof(hostilePair, fc.constantFrom(...RAW_QUERY)), { maxLength: 4 });
  return fc
    .oneof(
      valid,
      fc.tuple(valid, extra).map(([a, b]) => [...a, ...b]),
      extra,
    )
    .map((pairs) => (pairs.length ? `?${pairs.join('&')}` : ''));
}

type Body = { payload?: string | Buffer; contentType?: string };
const json = (value: unknown): Body => ({ payload: JSON.stringify(value) ?? 'null', contentType: 'application/json' });

/** `{"<key>": <value>, ...rest}` written by hand, so `__proto__` arrives as a key and not as a prototype. */
function withRawKey(base: unknown, key: string, value: unknown): Body {
  const entry = `${JSON.stringify(key)}:${JSON.stringify(value) ?? 'null'}`;
  const rest = base && typeof base === 'object' && !Array.isArray(base) ? JSON.stringify(base).slice(1, -1) : '';
  return { payload: `{${entry}${rest ? `,${rest}` : ''}}`, contentType: 'application/json' };
}

const NOT_JSON: Body[] = [
  { payload: '{"a":', contentType: 'application/json' },
  { payload: "{'single': 'quotes'}", contentType: 'application/json' },
  { payload: '', contentType: 'application/json' },
  { payload: '\u0000', contentType: 'application/json' },
  { payload: '{"a":1}', contentType: 'application/json; charset=utf-16' },
  { payload: '{"a":1}', contentType: 'text/plain' },
  { payload: 'a=1&b=2', contentType: 'application/x-www-form-urlencoded' },
  { payload: '<a>1</a>', contentType: 'application/xml' },
  { payload: '{"a":1}', contentType: 'application/octet-stream' },
  { payload: '{"a":1}', contentType: 'multipart/form-data' },
  { payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n', contentType: 'multipart/form-data; boundary=x' },
  { payload: 'garbage', contentType: 'multipart/form-data; boundary=----b' },
  { payload: '{"a":1}', contentType: 'nonsense' },
  { payload: '{"a":1}' },
  { payload: `{"a":"${'x'.repeat(1024 * 1024)}"}`, contentType: 'application/json' },
];

/**
 * JSON nested past MAX_JSON_DEPTH, each under the smallest body limit (8 KB), so every route
 * must refuse it for its depth: 4,000 levels of arrays in 8 KB used to exhaust the stack (500).
 */
export const DEEP_JSON_BODIES = [
  `${'['.repeat(MAX_JSON_DEPTH + 1)}${']'.repeat(MAX_JSON_DEPTH + 1)}`,
  `${'['.repeat(4_000)}${']'.repeat(4_000)}`,
  `${'{"":'.repeat(1_500)}0${'}'.repeat(1_500)}`,
  `${'[{"a":'.repeat(900)}0${'}]'.repeat(900)}`,
  `{"title":${'['.repeat(3_000)}${']'.repeat(3_000)}}`,
  // Never closed: refused for its depth before the parser would call it malformed.
  '['.repeat(5_000),
];

const uploads: fc.Arbitrary<Body> = fc
  .tuple(
    fc.constantFrom(PDF_BYTES, PNG_BYTES, EXE_BYTES, Buffer.alloc(0), Buffer.from('<html><script>alert(1)</script></html>')),
    fc.oneof(fc.constantFrom('a.pdf', '../../etc/passwd.pdf', 'x.txt', ''), hostileString),
    fc.oneof(fc.constantFrom('essay', 'other', 'transcript'), hostileString),
  )
  .map(([bytes, fileName, type]) => {
    const { payload, headers } = multipart([
      { name: 'type', value: type },
      { name: 'file', value: bytes, fileName: fileName.replace(/[\r\n]/g, '') },
    ]);
    return { payload, contentType: headers['content-type'] };
  });

function bodyArbitrary(route: RegisteredRoute, known: KnownValues): fc.Arbitrary<Body> {
  const schema = toJsonSchema(route.schema?.body);
  const valid = fromSchema(schema ?? { type: 'object' }, known.hints);
  const keys = Object.keys(schema?.properties ?? {});
  const oneWrongField = fc
    .tuple(valid, fc.constantFrom(...keys, 'x'), hostileJson)
    .map(([base, key, value]) =>
      json(base && typeof base === 'object' && !Array.isArray(base) ? { ...base, [key]: value } : { [key]: value }),
    );
  return fc.oneof(
    { weight: 4, arbitrary: valid.map(json) },
    { weight: 3, arbitrary: oneWrongField },
    {
      weight: 2,
      arbitrary: fc.tuple(valid, fc.constantFrom(...HOSTILE_KEYS), hostileJson).map(([base, key, value]) => withRawKey(base, key, value)),
    },
    { weight: 2, arbitrary: hostileJson.map(json) },
    { weight: 2, arbitrary: fc.constantFrom(...NOT_JSON) },
    { weight: 1, arbitrary: fc.constantFrom(...DEEP_JSON_BODIES).map((payload) => ({ payload, contentType: 'application/json' })) },
    { weight: 1, arbitrary: uploads },
    { weight: 1, arbitrary: fc.constant({}) },
  );
}

/** Generated requests for one route: hostile or plausible path parameters, query string and body. */
export function requestArbitrary(route: RegisteredRoute, known: KnownValues): fc.Arbitrary<FuzzRequest> {
  return fc.tuple(pathArbitrary(route, known), queryArbitrary(route, known), bodyArbitrary(route, known)).map(([path, query, body]) => ({
    method: route.method,
    url: `${path}${query}`,
    headers: {
      ...(UNSAFE.has(route.method) ? SAME_ORIGIN : { host: SAME_ORIGIN.host }),
      ...(body.contentType ? { 'content-type': body.contentType } : {}),
    },
    ...(body.payload !== undefined && route.method !== 'GET' && route.method !== 'HEAD' ? { payload: body.payload } : {}),
  }));
}

/**
 * Every deep body, sent to a route that reads bodies (any method but GET and HEAD) with each
 * parameter filled in: run first on each route, so the fuzz of every route meets each one.
 */
export function deepBodyRequests(route: RegisteredRoute): FuzzRequest[] {
  if (route.method === 'GET' || route.method === 'HEAD') return [];
  const url = route.url.replace(/:[A-Za-z]+|\*/g, 'x');
  return DEEP_JSON_BODIES.map((payload) => ({
    method: route.method,
    url,
    headers: { ...SAME_ORIGIN, 'content-type': 'application/json' },
    payload,
  }));
}
