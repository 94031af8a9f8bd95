import type { $ZodConfig } from 'zod/v4/core';

/**
 * zod compiles object parsers with `new Function` once a probe (`new Function("")`) says eval is
 * allowed. Our Content Security Policy (script-src 'self') forbids eval, so the probe fails, and
 * although zod catches the error the browser still reports a CSP violation on every page that
 * builds a schema (sign-in, sign-up: Lighthouse Best Practices 96). Jitless, zod never probes and
 * parses with its interpreter.
 *
 * zod reads the setting as each object schema is built, so it must be in place before the first
 * contract module loads (in page chunks); main.tsx imports this module first. It is written to the
 * object zod keeps its configuration in, `globalThis.__zod_globalConfig` (zod 4 adopts one set
 * before it loads, the same as `z.config({ jitless: true })`), rather than by importing zod here,
 * which would pull zod's core into the first load of `/` (+3.8 KB gzipped over its 120 KB budget).
 * e2e/csp.spec.ts fails if the probe comes back.
 */
const holder = globalThis as typeof globalThis & { __zod_globalConfig?: $ZodConfig };
(holder.__zod_globalConfig ??= {}).jitless = true;
