import type { z } from 'zod';

/**
 * Reads a JSON list column item by item. Only validated values are written, so this guards
 * against hand edits: an unreadable item is dropped rather than failing the whole read.
 */
export function readJsonList<T>(json: string | null | undefined, item: z.ZodType<T>): T[] {
  try {
    const value: unknown = JSON.parse(json ?? '[]');
    if (!Array.isArray(value)) return [];
    return value.flatMap((entry) => {
      const parsed = item.safeParse(entry);
      return parsed.success ? [parsed.data] : [];
    });
  } catch {
    return [];
  }
}

/** Reads a JSON object column, or `fallback` when it is unreadable. */
export function readJsonValue<T>(json: string | null | undefined, schema: z.ZodType<T>, fallback: T): T {
  try {
    const parsed = schema.safeParse(JSON.parse(json ?? 'null'));
    return parsed.success ? parsed.data : fallback;
  } catch {
    return fallback;
  }
}
