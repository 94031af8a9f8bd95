import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint, RuleTester } from 'eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { READ_MODELS, TABLE_OWNERS } from '../src/db/table-owners.ts';
import { FEATURE_LAYERS } from '../src/feature-layers.ts';
import { apiFeatureZones } from './api-lint-plugin.ts';
import { missingFromLayers } from './feature-zones.ts';
import { oneFieldErrorRule } from './field-errors.ts';
import { oneClockRule } from './one-clock.ts';
import { ownedTablesRule, type Ownership } from './owned-tables.ts';

/** The API's house rules catch what they are for, and let the right code through. */
RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
const at = (path: string) => join(API_ROOT, path);
const tester = new RuleTester({ languageOptions: { parser: tseslint.parser, ecmaVersion: 2023, sourceType: 'module' } });

const ownership: Ownership = {
  apiRoot: API_ROOT,
  owners: { tasks: 'features/tasks', users: 'features/auth', sessions: 'lib' },
  readModels: { 'read-models/live-session.ts': ['sessions', 'users'] },
  exempt: ['src/db/migrations/', '*.test.ts'],
};

tester.run('campuspath/owned-tables', ownedTablesRule(ownership), {
  valid: [
    { filename: at('src/features/tasks/tasks.store.ts'), code: "db.selectFrom('tasks').selectAll().execute();" },
    { filename: at('src/features/auth/users.store.ts'), code: "db.selectFrom('users as u').innerJoin('users as v', 'v.id', 'u.id');" },
    { filename: at('src/lib/sessions.store.ts'), code: "db.deleteFrom('sessions').execute();" },
    {
      filename: at('src/read-models/live-session.ts'),
      code: "db.selectFrom('sessions').innerJoin('users', 'users.id', 'sessions.user_id');",
    },
    // Not a table: a subquery's alias. Its tables are checked where the subquery is built.
    { filename: at('src/features/tasks/tasks.store.ts'), code: "db.selectFrom(open.as('open')).selectAll();" },
    { filename: at('src/db/migrations/0001-initial.ts'), code: "db.schema; db.insertInto('users').values(row);" },
    { filename: at('src/features/tasks/tasks.test.ts'), code: "db.selectFrom('users').selectAll();" },
    { filename: at('src/features/tasks/tasks.service.ts'), code: 'listTasks(db, userId); items.filter((item) => item.done);' },
    {
      // A store serving two of its tables through one function names them in a map of literals.
      filename: at('src/features/auth/users.store.ts'),
      code: "const TABLES = { people: 'users', others: 'users as u' } as const; db.selectFrom(TABLES[kind]).selectAll();",
    },
    {
      // Keyed by a literal, only the keyed table counts.
      filename: at('src/features/tasks/tasks.store.ts'),
      code: "const TABLES = { mine: 'tasks', theirs: 'users' }; db.deleteFrom(TABLES.mine).execute();",
    },
  ],
  invalid: [
    {
      // The case the rule exists for: a feature querying another feature's table.
      filename: at('src/features/tasks/tasks.store.ts'),
      code: "db.selectFrom('users').select('name').where('id', '=', id);",
      errors: [{ messageId: 'foreign', data: { table: 'users', owner: 'features/auth' } }],
    },
    {
      filename: at('src/features/dashboard/dashboard.service.ts'),
      code: "db.selectFrom('tasks').innerJoin('users', 'users.id', 'tasks.user_id');",
      errors: [{ messageId: 'foreign' }, { messageId: 'foreign' }],
    },
    {
      // An expression builder's selectFrom, inside a where: still a query of the table.
      filename: at('src/features/tasks/tasks.store.ts'),
      code: "db.selectFrom('tasks').where(({ exists, selectFrom }) => exists(selectFrom('sessions').select('id')));",
      errors: [{ messageId: 'foreign', data: { table: 'sessions', owner: 'lib' } }],
    },
    {
      filename: at('src/features/tasks/tasks.service.ts'),
      code: "db.updateTable('tasks').set({ done: 1 }).execute();",
      errors: [{ messageId: 'notStore' }],
    },
    {
      filename: at('src/features/tasks/tasks.store.ts'),
      code: 'sql`delete from users where id = ${id}`;',
      errors: [{ messageId: 'foreign' }],
    },
    { filename: at('src/features/tasks/tasks.store.ts'), code: 'db.selectFrom(table).selectAll();', errors: [{ messageId: 'dynamic' }] },
    {
      // A map of table names is checked value by value: any foreign one is reported.
      filename: at('src/features/tasks/tasks.store.ts'),
      code: "const TABLES = { mine: 'tasks', theirs: 'users' } as const; db.updateTable(TABLES[kind]).set(row);",
      errors: [{ messageId: 'foreign', data: { table: 'users', owner: 'features/auth' } }],
    },
    {
      // A map with a value that is not a literal names nothing the rule can check.
      filename: at('src/features/tasks/tasks.store.ts'),
      code: "const TABLES = { mine: 'tasks', theirs: name }; db.selectFrom(TABLES[kind]);",
      errors: [{ messageId: 'dynamic' }],
    },
    {
      filename: at('src/read-models/live-session.ts'),
      code: "db.selectFrom('sessions').innerJoin('tasks', 'tasks.user_id', 'sessions.user_id');",
      errors: [{ messageId: 'undeclaredTable' }],
    },
    {
      filename: at('src/read-models/live-session.ts'),
      code: "db.deleteFrom('sessions').execute();",
      errors: [{ messageId: 'readModelWrites' }],
    },
    {
      filename: at('src/read-models/anything.ts'),
      code: "db.selectFrom('tasks').selectAll();",
      errors: [{ messageId: 'undeclaredReadModel' }],
    },
  ],
});

tester.run('campuspath/one-clock', oneClockRule, {
  valid: ['const at = deps.now();', 'new Date(row.created_at);', 'Date.parse(text);', 'new Date(now.getTime() + 1000);'],
  invalid: [
    { code: 'const at = new Date();', errors: [{ messageId: 'wallClock' }] },
    { code: 'const ms = Date.now() - started;', errors: [{ messageId: 'wallClock' }] },
    { code: 'function f(today = new Date()) { return today; }', errors: [{ messageId: 'wallClock' }] },
  ],
});

tester.run('campuspath/one-field-error', oneFieldErrorRule, {
  valid: ["throw refuseField('email', 'Enter an email');", "throw new HttpError(409, 'already_verified', 'Already verified.');"],
  invalid: [{ code: "throw new HttpError(400, 'invalid_request', message, { email: message });", errors: [{ messageId: 'byHand' }] }],
});

describe('API feature direction (apps/api/src/feature-layers.ts)', () => {
  const eslint = new ESLint({
    cwd: join(API_ROOT, '../..'),
    overrideConfigFile: true,
    overrideConfig: {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { 'import-x': importX as never },
      settings: { 'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts'] })] },
      rules: { 'import-x/no-restricted-paths': ['error', { zones: apiFeatureZones(API_ROOT) }] },
    },
  });
  const lint = async (file: string, code: string) => {
    const [result] = await eslint.lintText(code, { filePath: at(file) });
    return result!.messages.map((message) => message.message);
  };

  it('refuses a lower feature importing a higher one, and a store importing feature code', async () => {
    expect(
      await lint('src/features/tasks/tasks.service.ts', "import { buildDashboard } from '../dashboard/dashboard.service.ts';"),
    ).toEqual([expect.stringContaining('features/tasks sits below or beside features/dashboard')]);
    expect(
      await lint('src/features/essays/essays.service.ts', "import { listDocuments } from '../documents/documents.service.ts';"),
    ).toEqual([expect.stringContaining('features/essays sits below or beside features/documents')]);
    expect(await lint('src/features/tasks/tasks.store.ts', "import { findUser } from '../auth/users.ts';")).toEqual([
      expect.stringContaining('A store imports no feature code'),
    ]);
  });

  it('lets a feature import a lower layer, and any feature call any store', async () => {
    expect(
      await lint('src/features/dashboard/dashboard.service.ts', "import { getTimeline } from '../timeline/timeline.service.ts';"),
    ).toEqual([]);
    expect(
      await lint('src/features/timeline/timeline.service.ts', "import { findSettingsRow } from '../reminders/reminders.store.ts';"),
    ).toEqual([]);
  });

  it('places every feature folder in a layer', () => {
    expect(missingFromLayers(['tasks', 'brand-new'], FEATURE_LAYERS)).toEqual(['brand-new']);
  });
});

describe('the declarations the rules are generated from', () => {
  it('name folders and files that exist, and every read model file is declared', () => {
    for (const owner of new Set(Object.values(TABLE_OWNERS))) expect(existsSync(at(`src/${owner}`)), owner).toBe(true);
    const declared = Object.keys(READ_MODELS).sort();
    const onDisk = readdirSync(at('src/read-models'))
      .map((file) => `read-models/${file}`)
      .sort();
    expect(onDisk).toEqual(declared);
    for (const layer of FEATURE_LAYERS) for (const feature of layer) expect(existsSync(at(`src/features/${feature}`)), feature).toBe(true);
  });

  // The architecture guide's tables are written by hand: a table or read model added to the
  // declarations (or a store renamed) must reach the page a newcomer reads.
  it('are the ones docs/architecture.md lists, with store modules that exist', () => {
    const guide = readFileSync(join(API_ROOT, '../../docs/architecture.md'), 'utf8');
    const rows = (heading: string) => {
      const section = guide.slice(guide.indexOf(heading));
      const table = section.slice(section.indexOf('\n|'), section.indexOf('\n\n', section.indexOf('\n|')));
      return table
        .trim()
        .split('\n')
        .slice(2)
        .map((line) =>
          line
            .split('|')
            .slice(1, -1)
            .map((cell) => cell.trim()),
        );
    };
    const list = (cell: string) =>
      cell
        .split(',')
        .map((table) => table.trim())
        .sort();
    const owned = new Map<string, string[]>();
    for (const [table, owner] of Object.entries(TABLE_OWNERS)) owned.set(owner, [...(owned.get(owner) ?? []), table].sort());
    const documented = rows('### Who owns each table');
    expect(new Map(documented.map(([owner, tables]) => [owner!.replaceAll('`', ''), list(tables!)]))).toEqual(owned);
    for (const [owner, , stores] of documented) {
      for (const [, store] of stores!.matchAll(/`([^`]+)`/g)) {
        const path = store!.includes('/') ? `src/${store}` : `src/${owner!.replaceAll('`', '')}/${store}`;
        expect(existsSync(at(path)), path).toBe(true);
      }
    }
    const readModels = rows('### Read models').map(([file, tables]) => [`read-models/${file!.replaceAll('`', '')}`, list(tables!)]);
    expect(Object.fromEntries(readModels)).toEqual(
      Object.fromEntries(Object.entries(READ_MODELS).map(([file, tables]) => [file, [...tables].sort()])),
    );
  });
});
