/** A unique-constraint failure on SQLite or PostgreSQL (a concurrent duplicate insert). */
export function isUniqueViolation(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'SQLITE_CONSTRAINT_UNIQUE' || code === '23505';
}
