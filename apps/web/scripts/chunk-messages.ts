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

/** One chunk's catalogue file per language, named by their content (immutable, like the chunks). */
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
 * Once the browser build knows its chunks, every chunk with messages gets one small catalogue file
 * per language holding just its messages, compiled from the same `.po` files as before. Every chunk
 * something loads (the entry, each page and loader, each lazy part) starts with a top-level await
 * of the catalogues of its language for itself and the chunks it imports: the browser evaluates
 * nothing of the chunk until its messages are in, so no page renders or hydrates with an id
 * missing, and a page fetches only its own language's messages for the code it runs. The catalogue
 * files add their messages to one object, the page's i18n instance's (lib/i18n/load-messages.ts).
 * The server renderer's build keeps whole catalogues (entry-server.tsx) and is not touched.
 */
export function chunkMessages(configPath: string) {
  const linguiConfig = getConfig({ configPath });
  const idsByModule = new Map<string, Set<string>>();
  let translations: Record<Locale, Record<string, string>> | undefined;

  /** Called by the macro plugin with each module's compiled code. */
  const collect = (moduleId: string, code: string) => {
    idsByModule.set(moduleId, new Set([...code.matchAll(MESSAGE_ID)].map((match) => match[1]!)));
  };

  // A chunk's catalogue files (null: no messages), made once per build: several chunks name the same shared chunk.
  const made = new Map<string, Record<Locale, string> | null>();

  const plugin: Plugin = {
    name: 'campuspath:chunk-messages',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    async buildStart() {
      made.clear();
      const [catalog] = await getCatalogs(linguiConfig);
      const read = async (locale: Locale) =>
        (await catalog!.getTranslations(locale, { fallbackLocales: linguiConfig.fallbackLocales, sourceLocale: linguiConfig.sourceLocale }))
          .messages as Record<string, string>;
      translations = { en: await read('en'), es: await read('es') };
    },
    renderChunk(code, chunk, _options, { chunks }) {
      if (!chunk.isEntry && !chunk.isDynamicEntry) return null;
      // What it needs before it runs: its own chunk's and its static imports' messages, less what the entry loaded.
      const needed = staticClosure(chunks, chunk.fileName);
      const entry = Object.values(chunks).find((candidate) => candidate.isEntry);
      if (!chunk.isEntry && entry) staticClosure(chunks, entry.fileName).forEach((loaded) => needed.delete(loaded));
      const files: Record<Locale, string[]> = { en: [], es: [] };
      for (const name of needed) {
        const own = catalogueFiles(name, chunks[name]!.moduleIds, (file) => this.emitFile(file));
        if (own) LOCALES.forEach((locale) => files[locale].push(own[locale]));
      }
      if (files.en.length === 0) return null;
      // The page's language is its path's, the rule of lib/i18n/locales.ts (`/es` and below is Spanish).
      const list = (locale: Locale) => JSON.stringify(files[locale].map((file) => `./${file.slice('assets/'.length)}`));
      const load = `await Promise.all((/^\\/es(\\/|$)/.test(location.pathname)?${list('es')}:${list('en')}).map((f)=>import(f)));\n`;
      const magic = new MagicString(code).prepend(load);
      return { code: magic.toString(), map: magic.generateMap({ hires: 'boundary' }) };
    },
    generateBundle(_options, bundle) {
      // By final chunk name, for the server's preloads (apps/api/src/features/web/route-preloads.ts) and e2e/js-budget.spec.ts.
      const manifest: MessagesManifest = {};
      for (const output of Object.values(bundle)) {
        const own = output.type === 'chunk' ? made.get(output.preliminaryFileName) : undefined;
        if (own) manifest[output.fileName] = own;
      }
      this.emitFile({ type: 'asset', fileName: MESSAGES_MANIFEST, source: JSON.stringify(manifest, null, 2) });
    },
  };

  /** The catalogue files of one chunk (its modules' messages), emitted on first use. */
  function catalogueFiles(fileName: string, moduleIds: string[], emit: (file: EmittedAsset) => unknown): Record<Locale, string> | null {
    if (made.has(fileName)) return made.get(fileName)!;
    const ids = new Set<string>();
    for (const moduleId of moduleIds) idsByModule.get(moduleId)?.forEach((id) => ids.add(id));
    const known = [...ids].filter((id) => id in translations!.en).sort();
    let files: Record<Locale, string> | null = null;
    if (known.length > 0) {
      files = { en: '', es: '' };
      for (const locale of LOCALES) {
        const messages = Object.fromEntries(known.map((id) => [id, translations![locale][id] || translations!.en[id]!]));
        const { source } = createCompiledCatalog(locale, messages, { namespace: 'es', pseudoLocale: linguiConfig.pseudoLocale });
        // Added to the page's one object of messages rather than exported: the chunk only waits for it.
        const body = `${source.replace(/^[\s\S]*?export const messages\s*=\s*/, 'Object.assign(globalThis.__campuspathMessages??={},').replace(/;?\s*$/, ');')}\n`;
        const fileNameOf = `assets/messages-${locale}-${createHash('sha256').update(body).digest('base64url').slice(0, 8)}.js`;
        emit({ type: 'asset', fileName: fileNameOf, source: body });
        files[locale] = fileNameOf;
      }
    }
    made.set(fileName, files);
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
