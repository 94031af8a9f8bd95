import type { Node } from 'estree';

/**
 * Where Kysely code names a table: the first argument of a query or join builder
 * (`selectFrom('users as u')`, `innerJoin('shares', …)`, `selectFrom(['a', 'b'])`, the
 * `selectFrom` an expression builder hands a callback), `sql.table('x')`, and the FROM / JOIN /
 * INTO / UPDATE clauses of a raw `sql` template. Shared by the ownership rule and the usage report.
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

function fromArgument(argument: Node, method: string): TableReference[] {
  if (argument.type === 'Literal' && typeof argument.value === 'string') {
    return [{ kind: 'table', table: tableOf(argument.value), method, node: argument }];
  }
  if (argument.type === 'TemplateLiteral' && argument.expressions.length === 0) {
    return [{ kind: 'table', table: tableOf(argument.quasis[0]!.value.cooked ?? ''), method, node: argument }];
  }
  if (argument.type === 'ArrayExpression') {
    return argument.elements.flatMap((element) => (element && element.type !== 'SpreadElement' ? fromArgument(element, method) : []));
  }
  // A subquery (`open.as('open')`, a callback building one) names its tables where it is built.
  if (argument.type === 'CallExpression' || argument.type === 'ArrowFunctionExpression' || argument.type === 'FunctionExpression') {
    return [];
  }
  return [{ kind: 'dynamic', method, node: argument }];
}

/** The tables a call names, if it is a query or join builder (or `sql.table`). */
export function callReferences(node: Node): TableReference[] {
  if (node.type !== 'CallExpression' || node.arguments.length === 0) return [];
  const name = methodName(node.callee);
  const first = node.arguments[0]!;
  if (name === 'table' && node.callee.type === 'MemberExpression' && node.callee.object.type === 'Identifier') {
    return node.callee.object.name === 'sql' && first.type !== 'SpreadElement' ? fromArgument(first, 'sql.table') : [];
  }
  if (!name || !QUERY_METHODS.has(name) || first.type === 'SpreadElement') return [];
  // `using` is also a common word: only Kysely's `deleteFrom(…).using('t')` form, a member call, counts.
  if (name === 'using' && node.callee.type !== 'MemberExpression') return [];
  return fromArgument(first, name);
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
