import { STATUS_CODES } from 'node:http';
import { ALSO_ACCEPTS } from '@campuspath/contract/common';

/** The parts of an OpenAPI 3.0 document these fixes read (the rest passes through untouched). */
export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OpenApiOperation>>;
  components?: { schemas?: Record<string, unknown>; [key: string]: unknown };
  tags?: { name: string; description?: string }[];
  [key: string]: unknown;
}

export interface OpenApiOperation {
  operationId?: string;
  tags?: string[];
  security?: Record<string, string[]>[];
  parameters?: { name: string; in: string; [key: string]: unknown }[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: unknown }> };
  responses: Record<string, { description: string; content?: Record<string, { schema?: unknown }>; headers?: Record<string, unknown> }>;
  [key: string]: unknown;
}

/** What each error answer means here (lib/errors.ts); other statuses get their HTTP reason phrase. */
const RESPONSE_DESCRIPTIONS: Record<string, string> = {
  '400': 'Bad Request: a parameter, the body or the URL is invalid; `fields` names each one',
  '401': 'Unauthorized: sign in first (no valid session cookie)',
  '403': 'Forbidden: a state-changing request from another site, or an action this account may not take',
  '404': 'Not Found: no such item, or it is not yours',
  '409': 'Conflict: the change clashes with the current state',
  '413': 'Payload Too Large',
  '415': 'Unsupported Media Type',
  '429': 'Too Many Requests: wait for the number of seconds in Retry-After',
  '500': 'Internal error: the body names only a request id, the details are in the server log',
  '503': 'Service Unavailable: a backing service (database, file storage) is down; try again after Retry-After',
  '507': 'Insufficient Storage: file storage is full; nothing was stored',
};

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * zod writes a record keyed by an enum (`z.record(incomeBandSchema, money)`) as `required` keys
 * with `additionalProperties` (its `propertyNames` has no OpenAPI 3.0 equivalent), so validators
 * see required properties that are never defined. Each key becomes a property of the value schema.
 */
function defineRequiredRecordKeys(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(defineRequiredRecordKeys);
    return;
  }
  if (!isObject(node)) return;
  const { required, additionalProperties } = node;
  if (Array.isArray(required) && isObject(additionalProperties)) {
    const properties = (node.properties ??= {}) as Record<string, unknown>;
    for (const key of required as string[]) properties[key] ??= additionalProperties;
  }
  Object.values(node).forEach(defineRequiredRecordKeys);
}

/**
 * OpenAPI 3.0.3: `nullable` adds null to the type, but an `enum` still has to list null for null to
 * be valid. zod writes `incomeBandSchema.nullable()` as a nullable enum without it.
 */
function allowNullInNullableEnums(node: unknown): void {
  if (Array.isArray(node)) {
    node.forEach(allowNullInNullableEnums);
    return;
  }
  if (!isObject(node)) return;
  if (node.nullable === true && Array.isArray(node.enum) && !node.enum.includes(null)) node.enum.push(null);
  Object.values(node).forEach(allowNullInNullableEnums);
}

/** Keywords that describe a field as a whole, which stay beside the `anyOf` of its spellings. */
const ANNOTATIONS = ['description', 'default', 'example', 'title', 'deprecated'];

/**
 * A field the server normalises first names the other spellings it takes under ALSO_ACCEPTS
 * (contract `alsoAccepts`). In a request, a schema `S` with other spellings `O` becomes
 * `anyOf: [S, O]`, so a validator passes what the server takes; in an answer, where the server
 * writes only `S`, the keyword is dropped.
 */
function applyOtherSpellings(node: unknown, inRequest: boolean): void {
  if (Array.isArray(node)) {
    node.forEach((child) => applyOtherSpellings(child, inRequest));
    return;
  }
  if (!isObject(node)) return;
  Object.values(node).forEach((child) => applyOtherSpellings(child, inRequest));
  const spellings = node[ALSO_ACCEPTS];
  if (spellings === undefined) return;
  delete node[ALSO_ACCEPTS];
  if (!inRequest) return;
  const checked: Record<string, unknown> = {};
  for (const key of Object.keys(node)) {
    if (ANNOTATIONS.includes(key)) continue;
    checked[key] = node[key];
    delete node[key];
  }
  node.anyOf = [checked, spellings];
}

function referencedComponents(document: OpenApiDocument): Set<string> {
  const seen = new Set<string>();
  const schemas = document.components?.schemas ?? {};
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isObject(node)) return;
    const ref = node.$ref;
    if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
      const name = ref.slice('#/components/schemas/'.length);
      if (!seen.has(name)) {
        seen.add(name);
        visit(schemas[name]);
      }
    }
    Object.values(node).forEach(visit);
  };
  visit(document.paths);
  return seen;
}

/**
 * A request body as clients send it:
 * - a `text/*` body is the text itself (a CSV file sent as text/csv), whatever schema the route's
 *   form declares for its multipart twin; the description of that form's file goes with it;
 * - a body the route takes or leaves (`.nullish()` in zod, written as `nullable`) is optional:
 *   POST /api/auth/demo with no body at all is the student demo.
 */
function describeRequestBody(operation: OpenApiOperation): void {
  const body = operation.requestBody;
  if (!body) return;
  const schemas = Object.values(body.content).map((media) => media.schema);
  const fileDescription = schemas
    .map((schema) =>
      isObject(schema) && isObject(schema.properties) && isObject(schema.properties.file) ? schema.properties.file.description : undefined,
    )
    .find((description): description is string => typeof description === 'string');
  for (const [mediaType, media] of Object.entries(body.content)) {
    // A new media object: @fastify/swagger shares one among a route's media types.
    if (mediaType.startsWith('text/'))
      body.content[mediaType] = { ...media, schema: { type: 'string', description: fileDescription ?? 'The file itself, as text' } };
  }
  if (schemas.length > 0 && schemas.every((schema) => isObject(schema) && schema.nullable === true)) {
    body.required = false;
    for (const schema of schemas) if (isObject(schema)) delete schema.nullable;
  }
}

/** RFC 9110 §10.2.3: every 429 says when to try again (lib/auth-limits.ts, rateLimited); a 503 may (a busy or failed backing service). */
const RETRY_AFTER = {
  description: 'Seconds to wait before trying again',
  schema: { type: 'integer', minimum: 1 },
};
function declareRetryAfter(operation: OpenApiOperation): void {
  for (const [status, required] of [
    ['429', true],
    ['503', false],
  ] as const) {
    const response = operation.responses[status];
    if (response) response.headers = { ...response.headers, 'Retry-After': { ...RETRY_AFTER, required } };
  }
}

/** Whole-document fixes after every route is in (the transformObject of @fastify/swagger). */
export function finishDocument(document: OpenApiDocument): OpenApiDocument {
  defineRequiredRecordKeys(document.paths);
  defineRequiredRecordKeys(document.components?.schemas);
  allowNullInNullableEnums(document.paths);
  allowNullInNullableEnums(document.components?.schemas);
  // A registered component may be a request's: its fields offer their other spellings too.
  applyOtherSpellings(document.components?.schemas, true);
  const tags = new Set<string>();
  for (const operations of Object.values(document.paths)) {
    for (const operation of Object.values(operations)) {
      operation.tags?.forEach((tag) => tags.add(tag));
      applyOtherSpellings(operation.parameters, true);
      applyOtherSpellings(operation.requestBody, true);
      applyOtherSpellings(operation.responses, false);
      describeRequestBody(operation);
      declareRetryAfter(operation);
      for (const parameter of operation.parameters ?? []) {
        // Repeatable filters (`state=CA&state=NY`): OpenAPI's default for query arrays, spelled out.
        if (parameter.in === 'query' && isObject(parameter.schema) && parameter.schema.type === 'array' && !parameter.style) {
          Object.assign(parameter, { style: 'form', explode: true });
        }
      }
      for (const [status, response] of Object.entries(operation.responses)) {
        if (response.description === 'Default Response') {
          response.description = RESPONSE_DESCRIPTIONS[status] ?? STATUS_CODES[status] ?? 'Response';
        }
      }
    }
  }
  const declared = new Set((document.tags ??= []).map((tag) => tag.name));
  for (const name of [...tags].sort()) if (!declared.has(name)) document.tags.push({ name });
  // Registered schemas come out in both an input and an output version; keep the ones in use.
  const used = referencedComponents(document);
  const schemas = document.components?.schemas;
  if (schemas) for (const name of Object.keys(schemas)) if (!used.has(name)) delete schemas[name];
  return document;
}
