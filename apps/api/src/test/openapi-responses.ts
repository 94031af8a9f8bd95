import { Ajv, type ValidateFunction } from 'ajv';
import type { FastifyReply, FastifyRequest, RouteOptions, onSendHookHandler } from 'fastify';
import type { OpenApiDocument, OpenApiOperation } from '../lib/openapi-document.ts';
import type { CheckReport } from './openapi-check-report.ts';

/**
 * Checks every answer the API test suite sees against the OpenAPI document the app serves: the
 * status is declared for that operation, the Content-Type is one it declares (none for 204/304),
 * and a JSON body matches the declared schema. A test whose request got an undeclared answer fails
 * (useTestApp reports the violations after each test), so the document cannot drift from the code.
 */
export interface ResponseCheck {
  /** For AppDeps.onRoute: adds the check to every route as it is registered. */
  onRoute(route: RouteOptions): void;
  /** The violations seen since the last call (and forgets them). */
  take(): string[];
}

const pointer = (...tokens: string[]) =>
  tokens.map((token) => encodeURIComponent(token.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/');

function declaredResponse(operation: OpenApiOperation, status: number) {
  const { responses } = operation;
  const key = [String(status), `${String(status)[0]}XX`, 'default'].find((candidate) => candidate in responses);
  return key ? { key, response: responses[key]! } : null;
}

function bodyText(payload: unknown): string | null {
  if (payload === undefined || payload === null) return '';
  if (typeof payload === 'string') return payload;
  if (Buffer.isBuffer(payload)) return payload.toString('utf8');
  return null; // a stream (a download, a compressed answer): its bytes are not read here
}

export function createResponseCheck(documentOf: () => unknown, report?: CheckReport): ResponseCheck {
  const violations: string[] = [];
  let ajv: Ajv | undefined;
  let document: OpenApiDocument | undefined;
  const validators = new Map<string, ValidateFunction>();

  function validatorFor(path: string, method: string, status: string, mediaType: string): ValidateFunction {
    const ref = `openapi#/${pointer('paths', path, method, 'responses', status, 'content', mediaType, 'schema')}`;
    let validate = validators.get(ref);
    if (!validate) {
      validate = ajv!.compile({ $ref: ref });
      validators.set(ref, validate);
    }
    return validate;
  }

  function problemsWith(request: FastifyRequest, reply: FastifyReply, payload: unknown): string | null {
    if (!document) {
      document = documentOf() as OpenApiDocument;
      // OpenAPI 3.0 schemas are a JSON Schema dialect: `nullable` is built into Ajv, `example` and
      // friends are ignored (strict: false); formats are not checked.
      ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false, validateFormats: false });
      ajv.addSchema(document as object, 'openapi');
    }
    const method = request.method.toLowerCase();
    const path = request.routeOptions.url?.replace(/:(\w+)/g, '{$1}');
    const operation = path ? document.paths[path]?.[method] : undefined;
    if (!path || !operation) return null; // not in the document (hidden routes, HEAD)
    report?.countChecked('responses');
    const declared = declaredResponse(operation, reply.statusCode);
    if (!declared) return `status ${reply.statusCode} is not declared (declared: ${Object.keys(operation.responses).join(', ')})`;
    // Headers the document promises on this answer (Retry-After on a 429).
    for (const [name, header] of Object.entries(declared.response.headers ?? {})) {
      if ((header as { required?: boolean }).required && !reply.hasHeader(name))
        return `${declared.key} declares the header ${name}, but it was not sent`;
    }
    const contentType = String(reply.getHeader('content-type') ?? '');
    const mediaType = contentType.split(';')[0]!.trim().toLowerCase();
    // Fastify drops whatever body a 204 was given (and its Content-Type) before it is written.
    const text = reply.statusCode === 204 ? '' : bodyText(payload);
    const content = declared.response.content;
    if (!content) return text === '' ? null : `${declared.key} declares no body, but one was sent (${contentType})`;
    if (!(mediaType in content))
      return `Content-Type "${contentType}" is not declared for ${declared.key} (${Object.keys(content).join(', ')})`;
    if (text === '') return `${declared.key} declares a body (${Object.keys(content).join(', ')}), but none was sent`;
    if (text === null || !mediaType.endsWith('json') || reply.getHeader('content-encoding')) return null;
    const validate = validatorFor(path, method, declared.key, mediaType);
    if (validate(JSON.parse(text))) return null;
    const errors = (validate.errors ?? []).slice(0, 5).map((error) => `${error.instancePath || '(body)'} ${error.message}`);
    return `body does not match the ${declared.key} schema: ${errors.join('; ')}`;
  }

  const check: onSendHookHandler = async (request, reply, payload) => {
    let problem: string | null;
    try {
      problem = problemsWith(request, reply, payload);
    } catch (error) {
      problem = `could not be checked: ${(error as Error).message}`;
    }
    if (problem) {
      const operation = `${request.method} ${request.routeOptions.url?.replace(/:(\w+)/g, '{$1}') ?? request.url}`;
      report?.recordMismatch({ kind: 'response', operation, url: request.url, status: reply.statusCode, why: problem });
      violations.push(`${request.method} ${request.url} answered ${reply.statusCode}: ${problem}`);
    }
    return payload;
  };

  return {
    onRoute(route) {
      route.onSend = [...[route.onSend ?? []].flat(), check];
    },
    take: () => violations.splice(0),
  };
}
