import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { PageLocale } from './page-locale.ts';

/** One entry of Vite's build manifest (`.vite/manifest.json`): a module's chunk and what it imports. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;
/** The web build's `.vite/messages-manifest.json`: each chunk's own catalogue file per language (apps/web/scripts/chunk-messages.ts). */
type MessagesManifest = Record<string, Record<PageLocale, string>>;

/** The chunk and style URLs the matched routes need beyond what index.html loads. */
export interface RouteAssets {
  scripts: string[];
  styles: string[];
}

export interface RoutePreloads {
  /**
   * The assets of the routes `routeIds` and of the modules `extra` (manifest keys, such as
   * `src/app/client-routes.ts`), with the catalogue files of `locale` for those chunks and the entry.
   */
  assetsFor(routeIds: readonly string[], extra?: readonly string[], locale?: PageLocale): RouteAssets;
  /** The entry's catalogue file in `locale`, for the app shell's HTML (none in a build without one). */
  entryMessages(locale: PageLocale): string[];
}

/**
 * A server-rendered page names its route modules and styles with the HTML, so the browser fetches
 * the page's code alongside the entry instead of after it (no waterfall before hydration). A route's
 * id is its page module's file name (apps/web/src/app/router.tsx): `src/app/routes/{id}.tsx` and
 * its loader `{id}.loader.ts`. Each chunk waits for its messages in the page's language before it
 * runs (decision 0019), so their catalogue files are named too: fetched at once, not one after
 * another as each chunk reaches its wait. Computed once per route set and language and kept.
 */
export function createRoutePreloads(webDist: string): RoutePreloads {
  const manifestFile = join(webDist, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest) : {};
  const messagesFile = join(webDist, '.vite', 'messages-manifest.json');
  const messages: MessagesManifest = existsSync(messagesFile) ? (JSON.parse(readFileSync(messagesFile, 'utf8')) as MessagesManifest) : {};
  const entry = Object.values(manifest).find((chunk) => chunk.isEntry);
  // What index.html already loads: the entry, its static imports and its styles.
  const indexScripts = entry ? collect(manifest, [entryKey(manifest, entry)]).scripts : [];
  const loaded = new Set([...indexScripts, ...(entry?.css ?? [])]);
  const cataloguesOf = (scripts: readonly string[], locale: PageLocale) =>
    scripts.flatMap((file) => (messages[file] ? [`/${messages[file][locale]}`] : []));
  const known = new Map<string, RouteAssets>();

  return {
    assetsFor(routeIds, extra = [], locale = 'en') {
      const key = [locale, ...extra, ...routeIds].join(' ');
      let assets = known.get(key);
      if (assets === undefined) {
        const modules = [...extra, ...routeIds.flatMap((id) => [`src/app/routes/${id}.tsx`, `src/app/routes/${id}.loader.ts`])].filter(
          (name) => manifest[name],
        );
        const { scripts, styles } = collect(manifest, modules);
        const beyondIndex = (files: string[]) => files.filter((file) => !loaded.has(file)).map((file) => `/${file}`);
        const pageScripts = scripts.filter((file) => !loaded.has(file));
        assets = {
          scripts: [...beyondIndex(scripts), ...cataloguesOf([...indexScripts, ...pageScripts], locale)],
          styles: beyondIndex(styles),
        };
        known.set(key, assets);
      }
      return assets;
    },
    entryMessages: (locale) => cataloguesOf(indexScripts, locale),
  };
}

const entryKey = (manifest: Manifest, entry: ManifestChunk) => Object.keys(manifest).find((key) => manifest[key] === entry)!;

/** The chunk files and styles of `keys` and everything they import statically, each once. */
function collect(manifest: Manifest, keys: readonly string[]): { scripts: string[]; styles: string[] } {
  const seen = new Set<string>();
  const scripts: string[] = [];
  const styles = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    scripts.push(chunk.file);
    chunk.css?.forEach((file) => styles.add(file));
    chunk.imports?.forEach(visit);
  };
  keys.forEach(visit);
  return { scripts, styles: [...styles] };
}
