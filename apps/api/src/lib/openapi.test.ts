import Fastify, { type FastifyReply } from 'fastify';
import fastifySwagger from '@fastify/swagger';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compareResponseSchema } from '@campuspath/contract/compare';
import { ACCEPTED_DOCUMENT_FORMATS } from '@campuspath/contract/documents-terms';
import { apiErrorSchema } from '@campuspath/contract/errors';
import { createRequestCheck } from '../test/openapi-requests.ts';
import { createResponseCheck } from '../test/openapi-responses.ts';
import { useTestApp } from '../test/test-app.ts';
import type { OpenApiDocument, OpenApiOperation } from './openapi-document.ts';
import { SESSION_SECURITY, documentedBody, operationIdFor, swaggerOptions } from './openapi.ts';
import { SESSION_COOKIE } from './sessions.ts';

const ctx = useTestApp();

const MIT = 166683;
const MICHIGAN = 170976;

const documentOf = () => ctx.app.swagger() as unknown as OpenApiDocument;

/** Every operation in the document, with its method and path. */
function operations(): { method: string; path: string; operation: OpenApiOperation }[] {
  return Object.entries(documentOf().paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => ({ method, path, operation })),
  );
}

const find = (method: string, path: string) => documentOf().paths[path]![method]!;
const schemaOf = (operation: OpenApiOperation, status: string, mediaType: string) =>
  operation.responses[status]?.content?.[mediaType]?.schema;

describe('the OpenAPI document at /api/docs/json', () => {
  it('is the document the app serves, and names every operation with a unique operationId from method and path', async () => {
    const served = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(served.statusCode).toBe(200);
    expect(served.json()).toEqual(JSON.parse(JSON.stringify(documentOf())));
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(find('get', '/api/schools/{id}/majors').operationId).toBe('getSchoolsByIdMajors');
    expect(find('delete', '/api/saved-schools/{schoolId}').operationId).toBe('deleteSavedSchoolsBySchoolId');
    expect(operationIdFor('POST', '/api/account/sign-out-everywhere')).toBe('postAccountSignOutEverywhere');
  });

  it('declares no body for 204 and 304 answers', () => {
    const empty = operations().flatMap(({ operation }) =>
      ['204', '304'].filter((status) => status in operation.responses).map((status) => operation.responses[status]!),
    );
    expect(empty.length).toBeGreaterThan(15);
    for (const response of empty) expect(response.content).toBeUndefined();
  });

  it('declares text/calendar for .ics files and the accepted file types for document downloads', () => {
    for (const path of ['/api/calendar/{file}', '/api/calendar/items/{kind}/{file}']) {
      expect(Object.keys(find('get', path).responses['200']!.content!)).toEqual(['text/calendar']);
    }
    const download = find('get', '/api/documents/{id}/file').responses['200']!.content!;
    expect(Object.keys(download)).toEqual(ACCEPTED_DOCUMENT_FORMATS.map((format) => format.mime));
    for (const media of Object.values(download)) expect(media.schema).toEqual({ type: 'string', format: 'binary' });
  });

  it('declares the upload form of POST /api/documents as multipart/form-data', () => {
    const body = find('post', '/api/documents').requestBody!.content;
    expect(Object.keys(body)).toEqual(['multipart/form-data']);
    expect(body['multipart/form-data']!.schema).toMatchObject({
      type: 'object',
      properties: { file: { type: 'string', format: 'binary' }, type: { enum: expect.arrayContaining(['transcript']) }, name: {} },
      required: ['type', 'file'],
    });
  });

  it('describes compare ids as one comma-separated value, which is how the API reads them', async () => {
    const ids = find('get', '/api/compare').parameters!.find((parameter) => parameter.name === 'ids')!;
    expect(ids).toMatchObject({ in: 'query', required: true, style: 'form', explode: false, schema: { type: 'array', maxItems: 6 } });
    const pattern = new RegExp((ids.schema as { items: { pattern: string } }).items.pattern);
    expect(pattern.test('Massachusetts-Institute-of-Technology')).toBe(true);
    // style form, explode false: `ids=a,b` (how a client generated from the document sends an array).
    const response = await ctx.app.inject({ method: 'GET', url: `/api/compare?ids=${MIT},${MICHIGAN}` });
    expect(compareResponseSchema.parse(response.json()).schools.map((school) => school.id)).toEqual([MIT, MICHIGAN]);
  });

  it('lists the session cookie as the security of exactly the operations that answer 401 without it', async () => {
    expect(documentOf().components!.securitySchemes).toEqual({
      [SESSION_SECURITY]: expect.objectContaining({ type: 'apiKey', in: 'cookie', name: SESSION_COOKIE }),
    });
    let secured = 0;
    for (const { method, path, operation } of operations()) {
      const url = path.replace(/\{\w+\}/g, 'x');
      const response = await ctx.app.inject({ method: method.toUpperCase(), url });
      const requiresSession = response.statusCode === 401;
      expect({ method, path, security: operation.security }).toEqual({
        method,
        path,
        security: requiresSession ? [{ [SESSION_SECURITY]: [] }] : [],
      });
      if (requiresSession) secured += 1;
    }
    expect(secured).toBeGreaterThan(50);
  });

  it('declares 304 on exactly the operations that answer it to If-None-Match', async () => {
    // The calendar feed needs a signed token; calendar-feed-http.test.ts gets its 304s, which the response check holds to the document.
    const publicGets = operations().filter(
      ({ method, path, operation }) => method === 'get' && operation.security?.length === 0 && path !== '/api/calendar/{file}',
    );
    let cached = 0;
    for (const { path, operation } of publicGets) {
      const query: Record<string, string> = { '/api/compare': `?ids=${MIT}`, '/api/schools/suggest': '?q=mit' };
      const url = path.replace(/\{id\}/g, String(MIT)) + (query[path] ?? '');
      const first = await ctx.app.inject({ method: 'GET', url });
      const etag = first.headers.etag;
      if (typeof etag !== 'string') {
        expect({ path, declares304: '304' in operation.responses }).toEqual({ path, declares304: false });
        continue;
      }
      const again = await ctx.app.inject({ method: 'GET', url, headers: { 'if-none-match': etag } });
      expect({ path, status: again.statusCode, declares304: '304' in operation.responses }).toEqual({
        path,
        status: 304,
        declares304: true,
      });
      expect(operation.parameters).toContainEqual(expect.objectContaining({ in: 'header', name: 'if-none-match' }));
      cached += 1;
    }
    expect(cached).toBe(8);
  });

  it('declares error answers with the shared JSON error body', () => {
    for (const { operation } of operations()) {
      // Every 4xx and the 500: the shared body, or one that extends it (an essay's 409 carries the current text).
      for (const status of Object.keys(operation.responses).filter((code) => code.startsWith('4') || code === '500')) {
        const schema = schemaOf(operation, status, 'application/json') as { $ref?: string; required?: string[] };
        if (schema.$ref) expect(schema.$ref).toBe('#/components/schemas/ApiError');
        else expect(schema.required).toEqual(expect.arrayContaining(['error', 'message']));
      }
      expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['400', '500']));
    }
    expect(find('get', '/api/tasks').responses['401']!.description).toMatch(/sign in/i);
  });
  it('describes request bodies as clients send them: CSV text, an optional demo body, the one-click form', () => {
    for (const path of ['/api/high-schools/{id}/admission-history/imports', '/api/high-schools/{id}/checked-deadlines/import']) {
      expect(find('post', path).requestBody!.content['text/csv']!.schema).toMatchObject({ type: 'string' });
    }
    expect(find('post', '/api/auth/demo').requestBody).toMatchObject({ required: false });
    expect(find('post', '/api/unsubscribe').requestBody).toMatchObject({
      required: false,
      content: { 'application/x-www-form-urlencoded': { schema: { properties: { 'List-Unsubscribe': { enum: ['One-Click'] } } } } },
    });
  });

  it('gives every operation a description and every 429 a Retry-After header', () => {
    let limited = 0;
    for (const { method, path, operation } of operations()) {
      expect({ method, path, described: typeof operation.description === 'string' && operation.description.length > 0 }).toEqual({
        method,
        path,
        described: true,
      });
      const tooMany = operation.responses['429'];
      if (!tooMany) continue;
      expect(tooMany.headers?.['Retry-After']).toMatchObject({ required: true, schema: { type: 'integer' } });
      limited += 1;
    }
    expect(limited).toBeGreaterThan(3);
  });
});

describe('the request check every API test runs (test/openapi-requests.ts)', () => {
  it('reports a request the document refuses only when the server accepted it', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const check = createRequestCheck(() => app.swagger());
    app.addHook('onRoute', check.onRoute);
    await app.register(fastifySwagger, swaggerOptions);
    const body = z.strictObject({ n: z.number() });
    const response = { 200: z.object({ ok: z.boolean() }) };
    // Documents a body it does not validate: the drift the check exists to catch.
    app.post('/loose', { schema: { response }, config: { swaggerTransform: documentedBody(body) } }, async () => ({ ok: true }));
    app.post('/strict', { schema: { body, response } }, async () => ({ ok: true }));
    await app.ready();
    for (const url of ['/loose', '/strict']) {
      for (const payload of [{ n: 1 }, { n: 'one' }]) await app.inject({ method: 'POST', url, payload });
    }
    expect(check.take()).toEqual(['POST /loose (answered 200): body: /n must be number']);
    await app.close();
  });

  it('reports a 415 to a declared media type, unless the answer names the field whose content it refused', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const check = createRequestCheck(() => app.swagger());
    app.addHook('onRoute', check.onRoute);
    await app.register(fastifySwagger, swaggerOptions);
    const body = z.strictObject({ file: z.string() });
    const response = { 415: apiErrorSchema };
    const refuse = (fields?: Record<string, string>) => async (_request: unknown, reply: FastifyReply) =>
      reply.status(415).send({ error: 'unsupported_media_type', message: 'Upload a PDF', ...(fields ? { fields } : {}) });
    app.post('/unread', { schema: { body, response } }, refuse());
    app.post('/content', { schema: { body, response } }, refuse({ file: 'Upload a PDF' }));
    await app.ready();
    for (const url of ['/unread', '/content']) await app.inject({ method: 'POST', url, payload: { file: 'x' } });
    expect(check.take()).toEqual(['POST /unread (answered 415): the server refused a declared media type with 415']);
    await app.close();
  });
});

describe('the response check every API test runs (test/openapi-responses.ts)', () => {
  it('reports undeclared statuses and bodies that break the schema, and passes declared answers', async () => {
    // No type provider: these routes answer what their schemas do not allow, on purpose.
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const check = createResponseCheck(() => app.swagger());
    app.addHook('onRoute', check.onRoute);
    await app.register(fastifySwagger, swaggerOptions);
    const response: Record<number, unknown> = { 200: z.object({ n: z.number() }) };
    app.get('/teapot', { schema: { response } }, async (_request, reply) => reply.status(418).send({ n: 1 }));
    app.get('/wrong', { schema: { response } }, async (_request, reply) => reply.type('application/json').send('{"n":"one"}'));
    app.get('/right', { schema: { response } }, async () => ({ n: 1 }));
    app.delete('/gone', { schema: { response: { 204: z.null() } } }, async (_request, reply) => reply.status(204).send(null));
    await app.ready();
    for (const [method, url] of [
      ['GET', '/teapot'],
      ['GET', '/wrong'],
      ['GET', '/right'],
      ['DELETE', '/gone'],
    ] as const) {
      await app.inject({ method, url });
    }
    expect(check.take()).toEqual([
      'GET /teapot answered 418: status 418 is not declared (declared: 200, 400, 500, 503)',
      'GET /wrong answered 200: body does not match the 200 schema: /n must be number',
    ]);
    await app.close();
  });
});
