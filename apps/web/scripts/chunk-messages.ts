import { createHash } from 'node:crypto';
import { createCompiledCatalog, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import MagicString from 'magic-string';
import type { Plugin } from 'vite';

/** The languages a page is shown in (lib/i18n/locales.ts); `pseudo` is for development only. */
const LOCALES = ['en', 'es'] as const;
type Locale = (typeof LOCALES)[number];

/** Where the build writes which catalogue files belong to which chunk: the server's preloads and the JS budget read it. */
export const MESSAGES_MANIFEST = '.vite/messages-manifest.json';

/** A loaded chunk's catalogue file per language, named by its content (immutable, like the chunks). */
export type MessagesManifest = Record<string, Record<Locale, string>>;

/**
 * The message ids the macros wrote into a module: descriptors (`{ id: "…" }`) and `<Trans id="…">`.
 * A match that is not a catalogue id (an element's `id`) is dropped when catalogues are made.
 */
const MESSAGE_ID = /\bid(?::\s*|=)"([^"\\]+)"/g;

/**
 * Each chunk's messages, in each language, loaded with the chunk (docs/i18n.md, decision 0019).
 *
 * The macros leave only message ids in the code (lingui-macro.ts reports each module's ids here).
 * Once the browser build knows its chunks, every chunk something loads (the entry; each page, loader
 * and lazy part) gets one small catalogue file per language with the messages of its code and of
 * the chunks it imports (less the entry's), compiled from the same `.po` files as before, and starts
 * with a top-level await of the file in the page's language: the browser runs none of the chunk's
 * code until its messages are in, so nothing renders or hydrates with an id missing, and a page
 * fetches only its own language's messages for the code it runs. The files add their messages to
 * one object, the page's i18n instance's (lib/i18n/load-messages.ts). A chunk two pages share has
 * its messages in both pages' files (fetched again on moving between them; a file per shared chunk
 * was more requests and more bytes on a first load). The server renderer's build keeps whole
 * catalogues (entry-server.tsx) and is not touched.
 */
export function chunkMessages(configPath: string) {
  const linguiConfig = getConfig({ configPath });
  const idsByModule = new Map<string, Set<string>>();
  let translations: Record<Locale, Record<string, string>> | undefined;

  /** Called by the macro plugin with each module's compiled code. */
  const collect = (moduleId: string, code: string) => {
    idsByModule.set(moduleId, new Set([...code.matchAll(MESSAGE_ID)].map((match) => match[1]!)));
  };

  // Each loaded chunk's catalogue files (null: no messages), by its preliminary file name.
  const made = new Map<string, Record<Locale, string> | null>();
  const emitted = new Set<string>();

  const plugin: Plugin = {
    name: 'campuspath:chunk-messages',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async buildStart() {
      made.clear();
      emitted.clear();
      const [catalog] = await getCatalogs(linguiConfig);
      const read = async (locale: Locale) =>
        (
          await catalog!.getTranslations(locale, {
            fallbackLocales: linguiConfig.fallbackLocales || {},
            sourceLocale: linguiConfig.sourceLocale!,
          })
        ).messages as Record<string, string>;
      translations = { en: await read('en'), es: await read('es') };
    },
    renderChunk(code, chunk, _options, { chunks }) {
      // A chunk some code imports on demand loads on its own too, even when Rolldown does not mark it
      // a dynamic entry (a module a page imports statically and another page lazily, such as the
      // college's admissions links, is one shared chunk, not flagged): it brings its own messages.
      const loadedOnItsOwn =
        chunk.isEntry || chunk.isDynamicEntry || Object.values(chunks).some((other) => other.dynamicImports.includes(chunk.fileName));
      if (!loadedOnItsOwn) return null;
      // Its messages and its static imports', less what the entry has loaded: one file per language,
      // one request (a file per shared chunk cost explore ten requests and 1.4 KB more gzipped).
      const needed = staticClosure(chunks, chunk.fileName);
      const entry = Object.values(chunks).find((candidate) => candidate.isEntry);
      if (!chunk.isEntry && entry) staticClosure(chunks, entry.fileName).forEach((loaded) => needed.delete(loaded));
      const ids = new Set<string>();
      for (const name of needed) for (const moduleId of chunks[name]!.moduleIds) idsByModule.get(moduleId)?.forEach((id) => ids.add(id));
      const files = catalogueFiles(ids, (file) => this.emitFile(file));
      made.set(chunk.fileName, files);
      if (!files) return null;
      // The page's language is its path's, the rule of lib/i18n/locales.ts (`/es` and below is Spanish).
      const relative = (locale: Locale) => JSON.stringify(`./${files[locale].slice('assets/'.length)}`);
      const load = `await import(/^\\/es(\\/|$)/.test(location.pathname)?${relative('es')}:${relative('en')});\n`;
      const magic = new MagicString(code).prepend(load);
      return { code: magic.toString(), map: magic.generateMap({ hires: 'boundary' }) };
    },
    generateBundle(_options, bundle) {
      // By final chunk name, for the server's preloads (apps/api/src/features/web/route-preloads.ts) and e2e/js-budget.spec.ts.
      const manifest: MessagesManifest = {};
      for (const output of Object.values(bundle)) {
        const files = output.type === 'chunk' ? made.get(output.preliminaryFileName) : undefined;
        if (files) manifest[output.fileName] = files;
      }
      this.emitFile({ type: 'asset', fileName: MESSAGES_MANIFEST, source: JSON.stringify(manifest, null, 2) });
    },
  };

  /** The catalogue file of `ids` in each language, compiled from the `.po` files as @lingui/vite-plugin does. */
  function catalogueFiles(ids: Set<string>, emit: (file: EmittedAsset) => unknown): Record<Locale, string> | null {
    const known = [...ids].filter((id) => id in translations!.en).sort();
    if (known.length === 0) return null;
    const files = { en: '', es: '' };
    for (const locale of LOCALES) {
      const messages = Object.fromEntries(known.map((id) => [id, translations![locale][id] || translations!.en[id]!]));
      const { source } = createCompiledCatalog(locale, messages, { namespace: 'json', pseudoLocale: linguiConfig.pseudoLocale });
      const compiled = (JSON.parse(source) as { messages: Record<string, unknown> }).messages;
      // Added to the page's one object of messages (lib/i18n/load-messages.ts): the chunk only waits for it.
      const body = `Object.assign(globalThis.__campuspathMessages??={},${JSON.stringify(compiled)});\n`;
      const file = `assets/messages-${locale}-${createHash('sha256').update(body).digest('base64url').slice(0, 8)}.js`;
      if (!emitted.has(file)) emit({ type: 'asset', fileName: file, source: body });
      emitted.add(file);
      files[locale] = file;
    }
    return files;
  }

  return { plugin, collect };
}

type EmittedAsset = { type: 'asset'; fileName: string; source: string };

/** `fileName` and every chunk it imports statically, each once. */
function staticClosure(chunks: Record<string, { imports: string[] }>, fileName: string, seen = new Set<string>()): Set<string> {
  if (seen.has(fileName) || !chunks[fileName]) return seen;
  seen.add(fileName);
  chunks[fileName]!.imports.forEach((imported) => staticClosure(chunks, imported, seen));
  return seen;
}
