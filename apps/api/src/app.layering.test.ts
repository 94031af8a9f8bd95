import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The API's modules form a DAG (issue 16): routes -> services -> db and lib, and features build on
 * each other in one direction only. ESLint's import-x/no-cycle catches file-level cycles of value
 * imports; this walk also counts type-only imports and, above all, cycles between features
 * (account -> auth -> demo -> account was one, through three different files).
 */
const SRC = dirname(fileURLToPath(import.meta.url));

/** Source files of the running app: tests and test helpers may import anything. */
function appFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'test' ? [] : appFiles(path);
    const isTestCode = entry.name.endsWith('.test.ts') || entry.name.includes('-test-');
    return entry.name.endsWith('.ts') && !isTestCode ? [path] : [];
  });
}

function importGraph(): Map<string, string[]> {
  const files = appFiles(SRC);
  const known = new Set(files);
  return new Map(
    files.map((file) => {
      const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
      const targets = importedFiles
        .filter(({ fileName }) => fileName.startsWith('.'))
        .map(({ fileName }) => resolve(dirname(file), fileName))
        .filter((target) => known.has(target));
      return [file, targets];
    }),
  );
}

/** features/<name> for feature code, else the top-level folder or file (lib, db, catalog, app.ts...). */
function unitOf(file: string): string {
  const [top, name] = relative(SRC, file).split(/[\\/]/);
  return top === 'features' ? `features/${name}` : top!;
}

/** Each strongly connected component with more than one node (Tarjan), as sorted names. */
function cycles(graph: Map<string, Set<string>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter);
    counter += 1;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node)!, index.get(next)!));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

describe('API layering', () => {
  const files = importGraph();

  it('has no import cycle between files, type-only imports included', () => {
    const graph = new Map([...files].map(([file, targets]) => [file, new Set(targets)]));
    const named = cycles(graph).map((component) => component.map((file) => relative(SRC, file)));
    expect(named).toEqual([]);
  });

  it('has no import cycle between features (or between a feature and lib, db, catalog)', () => {
    const graph = new Map<string, Set<string>>();
    for (const [file, targets] of files) {
      const from = unitOf(file);
      const edges = graph.get(from) ?? new Set<string>();
      for (const target of targets) if (unitOf(target) !== from) edges.add(unitOf(target));
      graph.set(from, edges);
    }
    expect(cycles(graph)).toEqual([]);
  });
});
