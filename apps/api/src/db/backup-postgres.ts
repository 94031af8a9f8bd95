/**
 * PostgreSQL has its own tools for consistent online dumps and restores; the db:backup and
 * db:restore scripts print the commands to run instead of reimplementing them. Every command
 * reads the connection from "$DATABASE_URL" so no password is ever printed or kept in shell history.
 */
export function postgresBackupCommands(file = 'campuspath-$(date -u +%Y%m%dT%H%M%SZ).dump'): string {
  return [
    'DATABASE_URL points at PostgreSQL: back it up with pg_dump (safe while the servers run; it reads one consistent snapshot):',
    '',
    `  pg_dump --format=custom --no-owner --no-privileges --file="${file}" "$DATABASE_URL"`,
    '',
    'Check the dump lists every table:  pg_restore --list <file> | grep "TABLE DATA"',
    "Use pg_dump from the server's major version or newer (e.g. docker compose exec postgres pg_dump …).",
    'Uploaded documents live in UPLOADS_DIR (or your object store): back them up alongside the dump.',
  ].join('\n');
}

export function postgresRestoreCommands(file = '<file>.dump'): string {
  return [
    'DATABASE_URL points at PostgreSQL: restore with pg_restore, with every API process stopped:',
    '',
    `  pg_restore --clean --if-exists --no-owner --no-privileges --single-transaction --exit-on-error --dbname="$DATABASE_URL" "${file}"`,
    '',
    '--single-transaction makes the restore all or nothing; --clean drops the current tables first.',
    'Then start the API processes: migrations newer than the dump run at start.',
  ].join('\n');
}
