import { basename, relative, sep } from 'node:path';
import type { Rule } from 'eslint';
import type { Node } from 'estree';
import { WRITE_METHODS, callReferences, moduleObjects, sqlTemplateReferences, type TableReference } from './table-references.ts';

/** What the rule enforces: the declarations of apps/api/src/db/table-owners.ts and where apps/api is. */
export interface Ownership {
  /** Absolute path of apps/api. */
  apiRoot: string;
  /** table -> owning folder, relative to apps/api/src. */
  owners: Readonly<Record<string, string>>;
  /** read model file (relative to apps/api/src) -> the tables it may read. */
  readModels: Readonly<Record<string, readonly string[]>>;
  /** Paths relative to apps/api outside the rule: a folder ending in `/`, a file, or `*.suffix`. */
  exempt: readonly string[];
}

const posix = (path: string) => path.split(sep).join('/');

export function isExempt(ownership: Ownership, file: string): boolean {
  const path = posix(relative(ownership.apiRoot, file));
  if (path.startsWith('..')) return true;
  return ownership.exempt.some((pattern) =>
    pattern.startsWith('*') ? path.endsWith(pattern.slice(1)) : pattern.endsWith('/') ? path.startsWith(pattern) : path === pattern,
  );
}

/** The folder (relative to apps/api/src) a file sits in: `features/tasks`, `lib`, `read-models`. */
function folderOf(pathInSrc: string): string {
  const parts = pathInSrc.split('/');
  return parts[0] === 'features' ? parts.slice(0, 2).join('/') : parts.length > 1 ? parts[0]! : '.';
}

/**
 * `campuspath/owned-tables`: a table is named only in a store module (`*.store.ts`) of the folder
 * that owns it, or in a declared read model listing it; read models never write. Everything else
 * calls the owner's store functions.
 */
export function ownedTablesRule(ownership: Ownership): Rule.RuleModule {
  return {
    meta: {
      type: 'problem',
      docs: { description: 'Only the owning feature’s store modules (or a declared read model) name a table.' },
      schema: [],
      messages: {
        foreign:
          '`{{table}}` belongs to {{owner}} (apps/api/src/db/table-owners.ts): call a function of its store ({{owner}}/*.store.ts) instead of querying it here.',
        notStore: 'Only store modules name tables: move this query on `{{table}}` into a *.store.ts file of {{owner}}.',
        undeclaredTable:
          'The read model {{file}} does not declare `{{table}}`: add it to READ_MODELS in apps/api/src/db/table-owners.ts, with why.',
        undeclaredReadModel: 'read-models/ holds only the read models READ_MODELS declares (apps/api/src/db/table-owners.ts).',
        readModelWrites: 'Read models only read: write through the store of the table’s owner.',
        dynamic: 'Name the table with a string literal, so its owner can be checked.',
      },
    },
    create(context) {
      const file = context.physicalFilename;
      if (isExempt(ownership, file)) return {};
      const pathInSrc = posix(relative(`${ownership.apiRoot}${sep}src`, file));
      const folder = folderOf(pathInSrc);
      const isStore = basename(file).endsWith('.store.ts');
      const readModelTables = ownership.readModels[pathInSrc];
      let reportedUndeclared = false;
      const objects = moduleObjects(context.sourceCode.ast as Node);

      function check(reference: TableReference) {
        const node = reference.node as Rule.Node;
        if (folder === 'read-models' && !readModelTables) {
          if (!reportedUndeclared) context.report({ node, messageId: 'undeclaredReadModel' });
          reportedUndeclared = true;
          return;
        }
        if (reference.kind === 'dynamic') {
          context.report({ node, messageId: 'dynamic' });
          return;
        }
        const { table } = reference;
        const owner = ownership.owners[table];
        // Not a table (a CTE or subquery alias): its tables are checked where they are named.
        if (owner === undefined) return;
        if (readModelTables) {
          if (WRITE_METHODS.has(reference.method)) context.report({ node, messageId: 'readModelWrites' });
          else if (!readModelTables.includes(table))
            context.report({ node, messageId: 'undeclaredTable', data: { table, file: pathInSrc } });
          return;
        }
        if (folder !== owner) context.report({ node, messageId: 'foreign', data: { table, owner } });
        else if (!isStore) context.report({ node, messageId: 'notStore', data: { table, owner } });
      }

      return {
        CallExpression(node: Node) {
          for (const reference of callReferences(node, objects)) check(reference);
        },
        TaggedTemplateExpression(node: Node) {
          for (const reference of sqlTemplateReferences(node)) check(reference);
        },
      };
    },
  };
}
