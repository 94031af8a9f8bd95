import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyRequest, RouteOptions, onSendHookHandler, preValidationHookHandler } from 'fastify';
import type { OpenApiDocument, OpenApiOperation } from '../lib/openapi-document.ts';
import type { CheckReport } from './openapi-check-report.ts';

/**
 * Checks every request the API test suite sends against the OpenAPI document the app serves, as
 * a validating proxy (Prism) would before letting it through: its path and query parameters, its
 * Content-Type and, for JSON, its body. A request the document says is invalid is fine when the
 * server refuses it too (tests send bad input on purpose); it is a mismatch when the server
 * accepted it (below 400), since then a client generated from the document could not send what
 * works. So is a body of a media type the document declares that the server refused as one it
 * cannot read (415 without `fields`; a 415 naming a field refuses what a file holds, which the
 * document cannot describe, as a 400 refuses a value). useTestApp fails the test on a mismatch,
 * as it does on the response check's.
 */
export interface RequestCheck {
  /** For AppDeps.onRoute: adds the check to every route as it is registered. */
  onRoute(route: RouteOptions): void;
  /** The mismatches seen since the last call (and forgets them). */
  take(): string[];
}

interface SentRequest {
  params: unknown;
  query: unknown;
  body: unknown;
}

/**
 * An OpenAPI 3.0 schema as the JSON Schema Ajv reads (draft-07): 3.0's boolean exclusiveMinimum /
 * exclusiveMaximum become the numbers draft-07 expects. `nullable` Ajv reads as it is.
 */
function toDraft7(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(toDraft7);
  if (typeof node !== 'object' || node === null) return node;
  const copy: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) copy[key] = toDraft7(value);
  for (const [flag, bound] of [
    ['exclusiveMinimum', 'minimum'],
    ['exclusiveMaximum', 'maximum'],
  ] as const) {
    if (typeof copy[flag] === 'boolean') {
      if (copy[flag] && typeof copy[bound] === 'number') {
        copy[flag] = copy[bound];
        delete copy[bound];
      } else delete copy[flag];
    }
  }
  return copy;
}

/** Whether an error answer names the fields it refused (`{ error, message, fields }`, lib/errors.ts). */
function namesFields(payload: unknown): boolean {
  if (typeof payload !== 'string') return false;
  try {
    const fields = (JSON.parse(payload) as { fields?: unknown }).fields;
    return typeof fields === 'object' && fields !== null && Object.keys(fields).length > 0;
  } catch {
    return false;
  }
}

const mediaTypeOf = (contentType: string | undefined) => (contentType ?? '').split(';')[0]!.trim().toLowerCase();
const isStream = (value: unknown) => typeof (value as { pipe?: unknown } | null)?.pipe === 'function';

export function createRequestCheck(documentOf: () => unknown, report?: CheckReport): RequestCheck {
  const mismatches: string[] = [];
  const sent = new WeakMap<FastifyRequest, SentRequest>();
  let document: OpenApiDocument | undefined;
  // Parameters arrive as text: coerced to the declared types (and a single value to an array), as Prism does.
  const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false, validateFormats: false, coerceTypes: 'array' });
  const bodies = new Ajv({ strict: false, allErrors: true, validateSchema: false, validateFormats: false });
  const validators = new Map<unknown, ValidateFunction>();
  const compile = (engine: Ajv, schema: unknown) => {
    let validate = validators.get(schema);
    if (!validate) {
      validate = engine.compile(toDraft7({ ...(schema as object), components: document?.components }) as object);
      validators.set(schema, validate);
    }
    return validate;
  };

  function problemsWith(operation: OpenApiOperation, request: FastifyRequest, what: SentRequest): string[] {
    const problems: string[] = [];
    for (const parameter of operation.parameters ?? []) {
      if (parameter.in !== 'path' && parameter.in !== 'query') continue;
      const values = (parameter.in === 'path' ? what.params : what.query) as Record<string, unknown> | undefined;
      const value = values?.[parameter.name];
      if (value === undefined) {
        if (parameter.required) problems.push(`${parameter.in} parameter "${parameter.name}" is required`);
        continue;
      }
      // `style: form, explode: false` (compare's `ids=1,2`): one value, its items comma-separated.
      const spread = parameter.explode === false && typeof value === 'string' ? value.split(',') : value;
      const holder = { value: Array.isArray(spread) ? [...spread] : spread };
      const validate = compile(ajv, { type: 'object', properties: { value: parameter.schema ?? {} } });
      if (!validate(holder)) problems.push(`${parameter.in} parameter "${parameter.name}": ${validate.errors?.[0]?.message}`);
    }
    const body = operation.requestBody;
    const contentType = mediaTypeOf(request.headers['content-type']);
    const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
    if (!body) {
      if (hasBody && contentType) problems.push(`a ${contentType} body was sent, but the operation declares none`);
      return problems;
    }
    if (!hasBody) {
      if (body.required) problems.push('the request body is required');
      return problems;
    }
    const media = body.content[contentType];
    if (!media) {
      problems.push(`Content-Type "${contentType}" is not declared (${Object.keys(body.content).join(', ')})`);
      return problems;
    }
    if (contentType.endsWith('json') && what.body !== undefined && !isStream(what.body)) {
      const validate = compile(bodies, media.schema ?? {});
      if (!validate(what.body))
        problems.push(
          `body: ${(validate.errors ?? [])
            .slice(0, 3)
            .map((error) => `${error.instancePath || '(body)'} ${error.message}`)
            .join('; ')}`,
        );
    }
    return problems;
  }

  // Before validation: what the client sent, before the route's schemas transform it.
  const remember: preValidationHookHandler = async (request) => {
    sent.set(request, {
      params: { ...(request.params as object) },
      query: { ...(request.query as object) },
      body: isStream(request.body) ? request.body : structuredClone(request.body),
    });
  };

  const check: onSendHookHandler = async (request, reply, payload) => {
    try {
      document ??= documentOf() as OpenApiDocument;
      const path = request.routeOptions.url?.replace(/:(\w+)/g, '{$1}');
      const operation = path ? document.paths[path]?.[request.method.toLowerCase()] : undefined;
      if (!operation) return payload;
      report?.countChecked('requests');
      const what = sent.get(request) ?? { params: request.params, query: request.query, body: undefined };
      const problems = problemsWith(operation, request, what);
      const accepted = reply.statusCode < 400;
      const unreadable =
        reply.statusCode === 415 &&
        operation.requestBody?.content[mediaTypeOf(request.headers['content-type'])] !== undefined &&
        !namesFields(payload);
      if ((accepted && problems.length > 0) || unreadable) {
        const why = unreadable ? 'the server refused a declared media type with 415' : problems.join('; ');
        report?.recordMismatch({
          kind: 'request',
          operation: `${request.method} ${path}`,
          url: request.url,
          status: reply.statusCode,
          why,
        });
        mismatches.push(`${request.method} ${request.url} (answered ${reply.statusCode}): ${why}`);
      }
    } catch (error) {
      const why = `the request could not be checked: ${(error as Error).message}`;
      report?.recordMismatch({
        kind: 'request',
        operation: `${request.method} ${request.routeOptions.url ?? ''}`,
        url: request.url,
        status: reply.statusCode,
        why,
      });
      mismatches.push(`${request.method} ${request.url}: ${why}`);
    }
    return payload;
  };

  return {
    onRoute(route) {
      route.preValidation = [...[route.preValidation ?? []].flat(), remember];
      route.onSend = [...[route.onSend ?? []].flat(), check];
    },
    take: () => mismatches.splice(0),
  };
}
