import type { JsonSchema } from './fuzz-values.ts';

/**
 * A small valid value for a JSON schema (required properties only): enough to get a request past
 * validation, so a walk over the route table reaches each handler's ownership or access check
 * (app.ownership.test.ts, app.authorization.test.ts).
 */
export function exampleFor(schema: JsonSchema | null | undefined): unknown {
  if (!schema) return undefined;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  const choice = schema.anyOf ?? schema.oneOf;
  if (choice) return exampleFor(choice.find((option) => option.type !== 'null') ?? choice[0]);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      // Required properties, or the first one when none is (partial updates need at least one field).
      const keys = schema.required?.length ? schema.required : Object.keys(schema.properties ?? {}).slice(0, 1);
      return Object.fromEntries(keys.map((key) => [key, exampleFor(schema.properties?.[key])]));
    }
    case 'array':
      return [];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return false;
    case 'string':
      if (schema.format === 'email') return 'someone@example.com';
      if (schema.format === 'date') return new Date().toISOString().slice(0, 10);
      return 'x'.repeat(Math.max(1, schema.minLength ?? 1));
    default:
      return undefined;
  }
}
