import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from '@typescript-eslint/typescript-estree';
import type { Node } from 'estree';
import { isExempt, type Ownership } from '../lint/owned-tables.ts';
import { callReferences, moduleObjects, sqlTemplateReferences } from '../lint/table-references.ts';
import { OWNERSHIP_EXEMPT, READ_MODELS, TABLE_OWNERS } from '../src/db/table-owners.ts';

/**
 * Which folders of apps/api/src name each table in a query (production code: the files the
 * ownership rule checks). Prints the tables named from more than one folder, with the folders,
 * counting read-models/ as a folder and without it. `npx tsx apps/api/scripts/table-usage.ts`
 */
const API_ROOT = fileURLToPath(new URL('..', import.meta.url));
const SRC = join(API_ROOT, 'src');
const ownership: Ownership = { apiRoot: API_ROOT, owners: TABLE_OWNERS, readModels: READ_MODELS, exempt: OWNERSHIP_EXEMPT };

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

function walk(node: unknown, visit: (node: Node) => void): void {
  if (!node || typeof node !== 'object') return;
  if (Array.isArray(node)) {
    for (const child of node) walk(child, visit);
    return;
  }
  const record = node as Record<string, unknown>;
  if (typeof record.type === 'string') visit(record as unknown as Node);
  for (const [key, value] of Object.entries(record)) if (key !== 'parent' && key !== 'loc' && key !== 'range') walk(value, visit);
}

const folderOf = (file: string) => {
  const parts = relative(SRC, file).split(sep);
  return parts[0] === 'features' ? `features/${parts[1]}` : parts.length > 1 ? parts[0]! : parts[0]!;
};

const usage = new Map<string, Set<string>>();
let dynamic = 0;
for (const file of sourceFiles(SRC)) {
  if (isExempt(ownership, file)) continue;
  const ast = parse(readFileSync(file, 'utf8'), { loc: false, range: false });
  const objects = moduleObjects(ast as unknown as Node);
  walk(ast, (node) => {
    for (const reference of [...callReferences(node, objects), ...sqlTemplateReferences(node)]) {
      if (reference.kind === 'dynamic') {
        dynamic += 1;
        continue;
      }
      if (!(reference.table in TABLE_OWNERS)) continue;
      const folders = usage.get(reference.table) ?? new Set();
      folders.add(folderOf(file));
      usage.set(reference.table, folders);
    }
  });
}

const shared = [...usage].filter(([, folders]) => folders.size > 1).sort((a, b) => b[1].size - a[1].size);
const outsideReadModels = shared.filter(([, folders]) => [...folders].filter((folder) => folder !== 'read-models').length > 1);
for (const [table, folders] of shared) console.log(`${table.padEnd(28)} ${folders.size}  ${[...folders].sort().join(', ')}`);
console.log(`\n${Object.keys(TABLE_OWNERS).length} tables; named in a query by production code: ${usage.size}`);
console.log(`tables named from more than one folder: ${shared.length} (${outsideReadModels.length} leaving read-models/ aside)`);
console.log(`tables named through a variable: ${dynamic}`);
