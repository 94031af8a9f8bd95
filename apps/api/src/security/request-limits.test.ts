import { describe, expect, it } from 'vitest';
import { ESSAY_BODY_MAX_LENGTH, ESSAY_PROMPT_MAX_LENGTH, ESSAY_TITLE_MAX_LENGTH } from '@campuspath/contract/essays-terms';
import { CHECKLIST_LABEL_MAX_LENGTH, CHECKLIST_MAX_ITEMS, NOTES_MAX_LENGTH } from '@campuspath/contract/applications-terms';
import { buildApplicationBody, buildSignupBody, buildTaskBody } from '../../../../test/factories.ts';
import { findNul } from '../lib/nul-guard.ts';
import { formatBytes } from '../lib/errors.ts';
import { BODY_LIMITS, MAX_JSON_DEPTH } from '../lib/request-limits.ts';
import { signUp } from '../test/factories.ts';
import { testCatalog } from '../test/test-app.ts';
import { DEEP_JSON_BODIES, SAME_ORIGIN } from './fuzz-requests.ts';
import { useSecurityApp } from './security-app.ts';

/**
 * Bodies that cost the server more than their size: JSON nested thousands of levels
 * deep used to exhaust the stack in the NUL check (500) before any limit ran, and every route read
 * bodies of up to 1 MB. Depth and size are now refused before any handler, with 400 and 413
 * answers naming the limit.
 */
const ctx = useSecurityApp();

const PUBLIC_BODY_ROUTES = ['/api/auth/login', '/api/auth/signup', '/api/auth/demo', '/api/auth/logout'];
const json = { 'content-type': 'application/json', ...SAME_ORIGIN };
/** `[[[…]]]` `levels` deep: 8 KB at 4,000 levels, the size of the attack that answered 500. */
const nestedArrays = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
/** A three-byte character, so texts at the contract's maximum length are as many bytes as they can be. */
const WIDE = '語';

describe('JSON nesting depth', () => {
  it('answers 400 naming the depth limit on every public route, before the rate limiter or any handler', async () => {
    for (const url of PUBLIC_BODY_ROUTES) {
      for (const payload of [nestedArrays(4_000), ...DEEP_JSON_BODIES]) {
        const response = await ctx.app.inject({ method: 'POST', url, headers: json, payload });
        expect(response.statusCode, `${url}: ${response.body.slice(0, 200)}`).toBe(400);
        expect(response.json()).toEqual({
          error: 'nesting_too_deep',
          message: `The request body nests arrays and objects more than ${MAX_JSON_DEPTH} levels deep; at most ${MAX_JSON_DEPTH} are allowed`,
        });
      }
    }
  });

  it('answers 400 on signed-in routes too, and reads a body at the limit as usual', async () => {
    const { cookie } = await signUp(ctx.app);
    const deep = await ctx.app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: { ...json, cookie },
      payload: `{"title":"Deep","notes":${nestedArrays(4_000)}}`,
    });
    expect(deep.statusCode, deep.body).toBe(400);
    expect(deep.json().error).toBe('nesting_too_deep');

    // At the limit the body is parsed and validated: a 400 naming the field, not the depth.
    const atLimit = await ctx.app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: { ...json, cookie },
      payload: `{"title":"Deep","notes":${nestedArrays(MAX_JSON_DEPTH - 1)}}`,
    });
    expect(atLimit.statusCode, atLimit.body).toBe(400);
    expect(atLimit.json()).toMatchObject({ error: 'invalid_request', fields: { notes: expect.any(String) } });
  });

  it('never confuses brackets inside strings with nesting', async () => {
    const { cookie } = await signUp(ctx.app);
    const brackets = `${'['.repeat(100)}{${'"'}\\"${']'.repeat(50)}`;
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: { ...json, cookie },
      payload: JSON.stringify(buildTaskBody({ notes: brackets })),
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().task.notes).toBe(brackets);
  });

  it('finds a NUL however deeply a value nests (no recursion)', () => {
    let value: unknown = 'a\u0000b';
    for (let level = 0; level < 100_000; level += 1) value = [value];
    expect(findNul({ deep: value })).toBe(`deep${'.0'.repeat(100_000)}`);
  });
});

describe('body size', () => {
  it('answers 413 naming the limit past each scope’s limit, and reads bodies at the limit', async () => {
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: json,
      payload: JSON.stringify({ email: 'someone@example.com', password: 'x'.repeat(BODY_LIMITS.public) }),
    });
    expect(login.statusCode, login.body).toBe(413);
    expect(login.json()).toEqual({
      error: 'payload_too_large',
      message: `The request body is too large: this address accepts at most ${formatBytes(BODY_LIMITS.public)}`,
    });
    expect(formatBytes(BODY_LIMITS.public)).toBe('8 KB');

    const { cookie } = await signUp(ctx.app);
    const task = await ctx.app.inject({
      method: 'POST',
      url: '/api/tasks',
      headers: { ...json, cookie },
      payload: JSON.stringify(buildTaskBody({ notes: 'x'.repeat(BODY_LIMITS.workspace) })),
    });
    expect(task.statusCode, task.body).toBe(413);
    expect(task.json().message).toBe(`The request body is too large: this address accepts at most ${formatBytes(BODY_LIMITS.workspace)}`);
    expect(formatBytes(BODY_LIMITS.workspace)).toBe('128 KB');

    const essay = await ctx.app.inject({
      method: 'POST',
      url: '/api/essays',
      headers: { ...json, cookie },
      payload: JSON.stringify({ title: 'Long', body: 'x'.repeat(BODY_LIMITS.essays) }),
    });
    expect(essay.statusCode).toBe(413);
    expect(essay.json().message).toBe(`The request body is too large: this address accepts at most ${formatBytes(BODY_LIMITS.essays)}`);
  });

  it('accepts the contract’s longest essay and application, every character three bytes', async () => {
    const { cookie } = await signUp(ctx.app);
    const essay = await ctx.app.inject({
      method: 'POST',
      url: '/api/essays',
      headers: { ...json, cookie },
      payload: JSON.stringify({
        title: WIDE.repeat(ESSAY_TITLE_MAX_LENGTH),
        prompt: WIDE.repeat(ESSAY_PROMPT_MAX_LENGTH),
        body: WIDE.repeat(ESSAY_BODY_MAX_LENGTH),
      }),
    });
    expect(essay.statusCode, essay.body.slice(0, 300)).toBe(201);
    expect(essay.json().essay.body).toHaveLength(ESSAY_BODY_MAX_LENGTH);

    const application = await ctx.app.inject({
      method: 'POST',
      url: '/api/applications',
      headers: { ...json, cookie },
      payload: JSON.stringify(
        buildApplicationBody({
          schoolId: testCatalog().schools[0]!.id,
          notes: WIDE.repeat(NOTES_MAX_LENGTH),
          checklist: Array.from({ length: CHECKLIST_MAX_ITEMS }, () => ({ label: WIDE.repeat(CHECKLIST_LABEL_MAX_LENGTH), done: false })),
        }),
      ),
    });
    expect(application.statusCode, application.body.slice(0, 300)).toBe(201);

    const signup = await ctx.app.inject({ method: 'POST', url: '/api/auth/signup', headers: json, payload: buildSignupBody() });
    expect(signup.statusCode).toBe(201);
  });
});
