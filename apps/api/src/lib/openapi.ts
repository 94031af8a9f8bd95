import { Readable } from 'node:stream';
import type { FastifyDynamicSwaggerOptions, SwaggerTransform } from '@fastify/swagger';
import type { RouteOptions } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { apiErrorSchema } from '@campuspath/contract/errors';
import { ROUTE_POLICY } from '../security/route-policy.ts';
import { describePolicy } from '../security/route-policy-words.ts';
import { finishDocument, type OpenApiDocument } from './openapi-document.ts';
import { SESSION_COOKIE } from './sessions.ts';

/**
 * The OpenAPI document served at /api/docs/json, made honest in one place rather than in every
 * route file: each operation gets a stable operationId from its method and path, its security
 * (the session cookie inside the workspace scope, none elsewhere) and the error answers the
 * app's shared machinery can give it (lib/errors.ts, the origin check, the body limits); empty
 * answers (204, 304) declare no body. Route files declare only what is theirs: their bodies,
 * parameters, success answers and content types (the helpers below).
 */

/** The security scheme's name in the document: the httpOnly session cookie (lib/sessions.ts). */
export const SESSION_SECURITY = 'sessionCookie';

/**
 * An onRoute hook for a scope whose every route requires a session (lib/auth-guard.ts adds it
 * beside the hook that enforces it, so the document cannot drift from the check).
 */
export function declareSessionRequired(route: RouteOptions): void {
  route.schema = { ...route.schema, security: [{ [SESSION_SECURITY]: [] }] };
}

/** `304 Not Modified` for routes answered with lib/http-cache.ts (ETag + If-None-Match). */
export const notModifiedResponse = z.null().describe('Not Modified: the ETag given in If-None-Match is still current; no body');

/** An iCalendar file (RFC 5545) as the 200 answer. */
export const calendarFileResponse = {
  description: 'An iCalendar file (RFC 5545)',
  content: { 'text/calendar': { schema: z.string().describe('iCalendar text') } },
};

/** A CSV file (RFC 4180) as the 200 answer (the caseload export). */
export const csvFileResponse = {
  description: 'A CSV file (RFC 4180), one header row',
  content: { 'text/csv': { schema: z.string().describe('CSV text') } },
};

/** The same, sent as a stream while it is read (an export too large to hold whole: the class-wide deadlines). */
export const csvStreamResponse = {
  description: 'A CSV file (RFC 4180), one header row, sent as it is read',
  content: {
    'text/csv': { schema: z.custom<Readable>((value) => value instanceof Readable).meta({ type: 'string', description: 'CSV text' }) },
  },
};

/** A file download as the 200 answer (the handler sends the bytes), one entry per media type it can have. */
export function fileResponse(description: string, mediaTypes: readonly string[]) {
  const schema = z.custom<Buffer>((value) => Buffer.isBuffer(value)).meta({ type: 'string', format: 'binary' });
  return { description, content: Object.fromEntries(mediaTypes.map((type) => [type, { schema }])) };
}

/**
 * For a route that reads its body itself (multipart uploads through @fastify/multipart): the
 * body documented as `form`, without Fastify validating it (a declared `body` would be checked
 * against the parsed multipart request, which is empty). Use as the route's `config.swaggerTransform`.
 */
export function documentedBody(form: z.ZodType): SwaggerTransform {
  return (input) => openapiTransform({ ...input, schema: { ...input.schema, body: form } });
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const EMPTY_STATUSES = ['204', '304'];
const EMPTY_DESCRIPTIONS: Record<string, string> = { '204': 'No Content', '304': 'Not Modified' };

/**
 * A stable, unique operationId from the method and the path: `GET /api/schools/:id/majors` is
 * `getSchoolsByIdMajors`. Unique because method + path is unique in the router.
 */
export function operationIdFor(method: string, url: string): string {
  const words = url
    .replace(/^\/api(?=\/|$)/, '')
    .split('/')
    .filter(Boolean)
    .flatMap((segment) => {
      const parts = segment
        .replace(/^:/, '')
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map((part) => part[0]!.toUpperCase() + part.slice(1));
      return segment.startsWith(':') ? ['By', ...parts] : parts;
    });
  return method.toLowerCase() + words.join('');
}

type Responses = Record<string, unknown>;

/**
 * The error answers any route of this kind can give, whatever its handler does (routes may declare
 * their own; theirs win): 400 (a broken %-escape anywhere in the URL, invalid parameters or body),
 * 401 without a session, 403 from the origin check and 413/415 for a body too large or of another
 * type on state-changing requests, 404 for ids that name nothing, 500, and 503 (a backing service
 * down; catalogue routes answer from memory and never touch one).
 */
function sharedErrorResponses(method: string, url: string, secured: boolean, response: Responses): Responses {
  const errors: Responses = { 400: apiErrorSchema };
  if (secured) errors[401] = apiErrorSchema;
  // Fastify reads a body sent with any state-changing method, declared or not: too large is 413,
  // a Content-Type it has no parser for is 415.
  if (!SAFE_METHODS.has(method)) Object.assign(errors, { 403: apiErrorSchema, 413: apiErrorSchema, 415: apiErrorSchema });
  if (url.includes(':')) errors[404] = apiErrorSchema;
  errors[500] = apiErrorSchema;
  if (!('304' in response)) errors[503] = apiErrorSchema;
  return errors;
}

/**
 * The error body becomes one component (`#/components/schemas/ApiError`) instead of being inlined
 * in every answer. It goes in zod's global registry, where `.describe()` and `.meta()` keep the
 * rest of the document's metadata (a registry of its own would drop those).
 */
z.globalRegistry.add(apiErrorSchema, { ...z.globalRegistry.get(apiErrorSchema), id: 'ApiError' });

const zodTransform = createJsonSchemaTransform({});
const zodTransformObject = createJsonSchemaTransformObject({});

const ifNoneMatchHeaders = z.object({
  'if-none-match': z.string().optional().describe('The ETag of a copy the client holds; answered with 304 while it is current'),
});

/** The per-route transform: fills in what the shared machinery does, then converts zod to JSON Schema. */
export const openapiTransform: SwaggerTransform = (input) => {
  const { schema, url, route } = input;
  if (!schema || schema.hide) return zodTransform(input);
  const method = [route.method].flat()[0]!.toUpperCase();
  const secured = (schema.security ?? []).some((requirement) => SESSION_SECURITY in requirement);
  const declared = (schema.response ?? {}) as Responses;
  const cached = '304' in declared;
  // Every operation says who may call it, from the policy the authorization matrix tests.
  const policy = ROUTE_POLICY[`${method} ${route.url}`];
  const result = zodTransform({
    ...input,
    schema: {
      ...schema,
      ...(schema.description || !policy ? {} : { description: describePolicy(policy) }),
      operationId: schema.operationId ?? operationIdFor(method, route.url),
      security: schema.security ?? [],
      ...(cached && !schema.headers ? { headers: ifNoneMatchHeaders } : {}),
      response: { ...sharedErrorResponses(method, url, secured, declared), ...declared },
    },
  });
  const response = (result.schema.response ?? {}) as Record<string, Record<string, unknown>>;
  for (const status of EMPTY_STATUSES) {
    // `type: 'null'` is how @fastify/swagger writes a response without content.
    if (response[status]) response[status] = { type: 'null', description: EMPTY_DESCRIPTIONS[status] };
  }
  if (cached && response['200']) {
    response['200'] = { ...response['200'], headers: { etag: { type: 'string', description: 'Send it back in If-None-Match' } } };
    response['304'] = { ...response['304'], headers: { etag: { type: 'string', description: 'The current ETag' } } };
  }
  return result;
};

/** The tags routes use, described once; a tag missing here is still listed, without a description. */
const TAGS: Record<string, string> = {
  health: 'Liveness and readiness of this process',
  schools: 'The college catalogue: search, filters, map points and college pages (public, cached with ETag)',
  programs: 'Fields of study across the catalogue (public, cached with ETag)',
  compare: 'Colleges side by side (public) and my comparison list',
  auth: 'Sign-up, sign-in, the demo account and sign-out',
  account: 'My account: name, password, sessions, export and deletion',
  profile: 'My academic profile and preferences',
  'saved-schools': 'Colleges I saved',
  applications: 'My applications',
  essays: 'My essays and their saved versions',
  documents: 'My documents (uploaded files)',
  letters: 'Recommendation letters I asked for',
  tasks: 'My to-do list',
  deadlines: 'Deadlines across my applications',
  dashboard: 'My dashboard summary',
  recommendations: 'Colleges that fit my profile',
  timeline: 'My application timeline',
  reminders: 'Reminder settings, notifications and calendar files',
  'high-schools': 'High schools: counselors create and run them, students join with a code; the caseload',
  sharing: 'Who can see my plan: parent invitations, viewers and their switches, my school',
  students: 'What parents and counselors see of the students who share with them; counselor tasks and notes',
  'admission-history':
    "A high school's admission history: counselors import past outcomes (CSV) and choose what students see; its students read it per college",
  'checked-deadlines': 'Deadlines a high school’s counselors checked (with their source), and offers to update a student’s application',
  'aid-estimate':
    'My Student Aid Index and Pell estimator inputs (an estimate, not an offer), and a shared student’s while costs are shared',
  offers:
    "Aid offers on accepted applications, in the College Financing Plan's lines, with every figure explained; parents sharing costs enter them too",
  rosters:
    'A high school’s roster: counselors import it (CSV or OneRoster) and invite each student once; the invitation link joins the school',
  'class-plans':
    'Class-wide plans: a counselor gives a graduation year or roster group tasks that reach each student’s own list, joiners included; completion as sharing allows',
  scholarships:
    'The student’s own outside scholarships (awarded ones count in their aid offers), and the local ones a high school’s counselors post for its students',
};

/** Options for @fastify/swagger (app.ts). */
export const swaggerOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.0.3',
    info: { title: 'CampusPath API', version: '1.0.0', description: 'College search on College Scorecard and IPEDS data.' },
    servers: [{ url: '/', description: 'This server' }],
    tags: Object.entries(TAGS).map(([name, description]) => ({ name, description })),
    components: {
      securitySchemes: {
        [SESSION_SECURITY]: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The httpOnly session cookie set by POST /api/auth/login, /api/auth/signup or /api/auth/demo.',
        },
      },
    },
  },
  transform: openapiTransform,
  transformObject: (documentObject) => finishDocument(zodTransformObject(documentObject) as OpenApiDocument),
};
