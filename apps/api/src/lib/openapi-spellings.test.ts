import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { schoolListResponseSchema } from '@campuspath/contract/schools';
import { useTestApp } from '../test/test-app.ts';
import type { OpenApiDocument } from './openapi-document.ts';

const ctx = useTestApp();

// Query parameters arrive as text, coerced to the declared types (a single value to an array), as
// a validating proxy such as Prism reads them.
const ajv = new Ajv({ strict: false, allErrors: true, validateSchema: false, validateFormats: false, coerceTypes: 'array' });

/** Whether the served document allows `value` as the query parameter `name` of GET /api/schools. */
function documentAllows(name: string, value: string): boolean {
  const document = ctx.app.swagger() as unknown as OpenApiDocument;
  const parameter = document.paths['/api/schools']!.get!.parameters!.find((candidate) => candidate.name === name)!;
  const holder = { value };
  return ajv.validate({ type: 'object', properties: { value: parameter.schema } }, holder);
}

/** Spellings people type or links carry, each with neighbours the server refuses. */
const SPELLINGS: Record<string, string[]> = {
  state: ['CA', 'ca', ' Ny ', 'dC', 'XX', 'C A', 'cal', ''],
  location: ['West', 'west', ' NORTHEAST ', 'Northwest', ''],
  programType: ['liberal-arts', 'Liberal Arts', 'liberal_arts', "Associate's College", 'COMMUNITY  COLLEGE', 'liberal--arts', 'arts', ''],
  size: ['very-large', 'Very Large', 'very_large', 'SMALL', 'huge', ''],
  testPolicy: ['not-considered', 'Not Considered', ' optional ', 'blind'],
  major: ['01', ' 01 ', 'Agriculture', 'natural-resources', 'natural resources', '02', 'farming'],
  costMax: ['50000', '', ' ', 'abc', '-1', '2.5'],
  admitMin: ['10', '12.5', '', '101'],
};

describe('the OpenAPI document describes the query spellings GET /api/schools takes', () => {
  it.each(Object.entries(SPELLINGS))('allows exactly the %s values the server answers', async (name, values) => {
    for (const value of values) {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/schools?${new URLSearchParams({ [name]: value, limit: '1' })}` });
      expect({ value, documentAllows: documentAllows(name, value) }).toEqual({ value, documentAllows: response.statusCode === 200 });
    }
  });

  it('reads a blank number filter as no filter, as an empty form field means', async () => {
    const count = async (query: string) => {
      const response = await ctx.app.inject({ method: 'GET', url: `/api/schools?limit=1${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return schoolListResponseSchema.parse(response.json()).count;
    };
    const all = await count('');
    expect(await count('&costMax=')).toBe(all);
    expect(await count('&costMin=&costMax=%20&admitMin=&admitMax=&netPriceMax=')).toBe(all);
    expect(await count('&costMax=20000')).toBeLessThan(all);
  });
});
