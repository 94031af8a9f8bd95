import type { Node } from 'estree';

/**
 * Where Kysely code names a table: the first argument of a query or join builder
 * (`selectFrom('users as u')`, `innerJoin('shares', …)`, `selectFrom(['a', 'b'])`, the
 * `selectFrom` an expression builder hands a callback, `selectFrom(TABLES[kind])` through a
 * module-level object of table names), `sql.table('x')`, and the FROM / JOIN / INTO / UPDATE
 * clauses of a raw `sql` template. Shared by the ownership rule and the usage report.
 */
export const QUERY_METHODS = new Set([
  'selectFrom',
  'insertInto',
  'updateTable',
  'deleteFrom',
  'replaceInto',
  'mergeInto',
  'innerJoin',
  'leftJoin',
  'rightJoin',
  'fullJoin',
  'crossJoin',
  'innerJoinLateral',
  'leftJoinLateral',
  'crossJoinLateral',
  'using',
]);

/** The builders that change rows: read models never call them. */
export const WRITE_METHODS = new Set(['insertInto', 'updateTable', 'deleteFrom', 'replaceInto', 'mergeInto']);

export type TableReference =
  | { kind: 'table'; table: string; method: string; node: Node }
  /** A table named by a variable or expression: its owner cannot be read from the code. */
  | { kind: 'dynamic'; method: string; node: Node };

/** `'users as u'` -> `users`. */
const tableOf = (text: string): string => text.trim().split(/\s+/)[0]!;

const RAW_SQL_TABLES = /\b(?:from|join|into|update|table)\s+"?([a-z_][a-z0-9_]*)"?/gi;

function methodName(callee: Node): string | null {
  if (callee.type === 'Identifier') return callee.name;
  if (callee.type === 'MemberExpression' && !callee.computed && callee.property.type === 'Identifier') return callee.property.name;
  return null;
}

/** Module-level `const NAME = { … }` objects (`as const` or not), by name: where a table may be looked up by key. */
export type ModuleObjects = ReadonlyMap<string, Node>;

/** The module-level `const` objects of a file (its Program node), for callReferences. */
export function moduleObjects(program: Node): ModuleObjects {
  const objects = new Map<string, Node>();
  if (program.type !== 'Program') return objects;
  for (const statement of program.body) {
    const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
    if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
    for (const declarator of declaration.declarations) {
      // `as const` wraps the object in a TypeScript node estree does not know.
      let init = declarator.init as Node | null | undefined;
      while (init && (init.type as string) === 'TSAsExpression') init = (init as unknown as { expression: Node }).expression;
      if (declarator.id.type === 'Identifier' && init?.type === 'ObjectExpression') objects.set(declarator.id.name, init);
    }
  }
  return objects;
}

/**
 * `TABLES[kind]` or `TABLES.key` where TABLES is a module-level object whose values are all string
 * literals: the tables it can name (the one keyed, or every value when the key is not a literal).
 * Null when the object is not such a map, so the name stays dynamic.
 */
function fromLookup(argument: Node, method: string, objects: ModuleObjects): TableReference[] | null {
  if (argument.type !== 'MemberExpression' || argument.object.type !== 'Identifier') return null;
  const object = objects.get(argument.object.name);
  if (object?.type !== 'ObjectExpression') return null;
  const entries: { key: string | null; value: Node }[] = [];
  for (const property of object.properties) {
    if (property.type !== 'Property' || property.value.type !== 'Literal' || typeof property.value.value !== 'string') return null;
    const key =
      property.key.type === 'Identifier' ? property.key.name : property.key.type === 'Literal' ? String(property.key.value) : null;
    entries.push({ key, value: property.value });
  }
  const keyed =
    !argument.computed && argument.property.type === 'Identifier'
      ? argument.property.name
      : argument.property.type === 'Literal'
        ? String(argument.property.value)
        : null;
  const chosen = keyed === null ? entries : entries.filter((entry) => entry.key === keyed);
  return chosen.flatMap((entry) => fromArgument(entry.value, method, objects)).map((reference) => ({ ...reference, node: argument }));
}

function fromArgument(argument: Node, method: string, objects: ModuleObjects): TableReference[] {
  if (argument.type === 'Literal' && typeof argument.value === 'string') {
    return [{ kind: 'table', table: tableOf(argument.value), method, node: argument }];
  }
  if (argument.type === 'TemplateLiteral' && argument.expressions.length === 0) {
    return [{ kind: 'table', table: tableOf(argument.quasis[0]!.value.cooked ?? ''), method, node: argument }];
  }
  if (argument.type === 'ArrayExpression') {
    return argument.elements.flatMap((element) =>
      element && element.type !== 'SpreadElement' ? fromArgument(element, method, objects) : [],
    );
  }
  const looked = fromLookup(argument, method, objects);
  if (looked) return looked;
  // A subquery (`open.as('open')`, a callback building one) names its tables where it is built.
  if (argument.type === 'CallExpression' || argument.type === 'ArrowFunctionExpression' || argument.type === 'FunctionExpression') {
    return [];
  }
  return [{ kind: 'dynamic', method, node: argument }];
}

/** The tables a call names, if it is a query or join builder (or `sql.table`). */
export function callReferences(node: Node, objects: ModuleObjects = new Map()): TableReference[] {
  if (node.type !== 'CallExpression' || node.arguments.length === 0) return [];
  const name = methodName(node.callee);
  const first = node.arguments[0]!;
  if (name === 'table' && node.callee.type === 'MemberExpression' && node.callee.object.type === 'Identifier') {
    return node.callee.object.name === 'sql' && first.type !== 'SpreadElement' ? fromArgument(first, 'sql.table', objects) : [];
  }
  if (!name || !QUERY_METHODS.has(name) || first.type === 'SpreadElement') return [];
  // `using` is also a common word: only Kysely's `deleteFrom(…).using('t')` form, a member call, counts.
  if (name === 'using' && node.callee.type !== 'MemberExpression') return [];
  return fromArgument(first, name, objects);
}

/** The tables a raw `sql` template names after FROM, JOIN, INTO, UPDATE or TABLE. */
export function sqlTemplateReferences(node: Node): TableReference[] {
  if (node.type !== 'TaggedTemplateExpression' || node.tag.type !== 'Identifier' || node.tag.name !== 'sql') return [];
  const text = node.quasi.quasis.map((quasi) => quasi.value.cooked ?? '').join(' ');
  return [...text.matchAll(RAW_SQL_TABLES)].map((match) => ({
    kind: 'table' as const,
    table: match[1]!.toLowerCase(),
    method: 'sql',
    node,
  }));
}
