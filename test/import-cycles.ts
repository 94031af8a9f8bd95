import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * The import graph of one app's source folder, and its cycles (no file-level or
 * feature-level import cycle in apps/api/src or apps/web/src). ESLint's import-x/no-cycle catches
 * file cycles of value imports as you type; this walk also counts type-only imports and cycles
 * between features (account -> auth -> demo -> account once ran through three different files).
 */

/** Folders that hold test code (helpers and suites) rather than the running app, by name. */
export interface TestFolders {
  testFolders?: readonly string[];
}
const DEFAULT_TEST_FOLDERS = ['test', 'testing'];

/** Source files of the running app: tests and test helpers may import anything. */
function appFiles(dir: string, testFolders: readonly string[] = DEFAULT_TEST_FOLDERS): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFolders.includes(entry.name) ? [] : appFiles(path, testFolders);
    const isSource = /\.tsx?$/.test(entry.name);
    const isTestCode = /\.test\.tsx?$/.test(entry.name) || entry.name.includes('-test-');
    return isSource && !isTestCode ? [path] : [];
  });
}

/** file -> the files of the same folder tree it imports (relative imports only). */
export function importGraph(root: string, { testFolders }: TestFolders = {}): Map<string, string[]> {
  const files = appFiles(root, testFolders);
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

/**
 * features/<name> for feature code, features/<name>/stores for a feature's store modules
 * (`*.store.ts`: the API's table owners, a layer below every feature, so a feature may call
 * another's store while that one builds on it), else the top-level folder or file (lib, db, app.ts...).
 */
export function unitOf(root: string, file: string): string {
  const [top, name] = relative(root, file).split(/[\\/]/);
  if (top !== 'features') return top!;
  return file.endsWith('.store.ts') ? `features/${name}/stores` : `features/${name}`;
}

/** Each strongly connected component with more than one node (Tarjan), as sorted names. */
export function cycles(graph: Map<string, Set<string>>): string[][] {
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

/** File-level cycles, type-only imports included, named relative to `root`. */
export function fileCycles(root: string, options: TestFolders = {}): string[][] {
  const graph = new Map([...importGraph(root, options)].map(([file, targets]) => [file, new Set(targets)]));
  return cycles(graph).map((component) => component.map((file) => relative(root, file)));
}

/** Cycles between features (and between a feature and lib, db, components...). */
export function featureCycles(root: string, options: TestFolders = {}): string[][] {
  const graph = new Map<string, Set<string>>();
  for (const [file, targets] of importGraph(root, options)) {
    const from = unitOf(root, file);
    const edges = graph.get(from) ?? new Set<string>();
    for (const target of targets) if (unitOf(root, target) !== from) edges.add(unitOf(root, target));
    graph.set(from, edges);
  }
  return cycles(graph);
}

/** Test helpers in the running app's folders (named `*-test-*` or `*fixtures*`): they belong in a test folder. */
export function testHelpersInAppFolders(root: string, { testFolders = DEFAULT_TEST_FOLDERS }: TestFolders = {}): string[] {
  const walk = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) return testFolders.includes(entry.name) ? [] : walk(path);
      const helper = /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) && /-test-|fixtures/.test(entry.name);
      return helper ? [relative(root, path)] : [];
    });
  return walk(root);
}

/** Imports from the running app's files into test code (a test folder): the app must build without its tests. */
export function appImportsOfTestCode(root: string, { testFolders = DEFAULT_TEST_FOLDERS }: TestFolders = {}): string[] {
  const isTestCode = (file: string) =>
    relative(root, file)
      .split(/[\\/]/)
      .some((part) => testFolders.includes(part));
  return appFiles(root, testFolders).flatMap((file) => {
    const { importedFiles } = ts.preProcessFile(readFileSync(file, 'utf8'), true, true);
    return importedFiles
      .filter(({ fileName }) => fileName.startsWith('.') && isTestCode(resolve(dirname(file), fileName)))
      .map(({ fileName }) => `${relative(root, file)} -> ${fileName}`);
  });
}
