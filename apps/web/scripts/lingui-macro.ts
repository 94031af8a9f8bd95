import { transformAsync } from '@babel/core';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';

/** Source that uses Lingui's macros (`@lingui/core/macro`, `@lingui/react/macro`): only these go through Babel. */
const USES_MACRO = /from ['"]@lingui\/(core|react)\/macro['"]/;
const SOURCE = /\.(ts|tsx)$/;

/**
 * Compiles Lingui's macros (`t`, `<Trans>`, `plural`…) into message ids and lookups before any
 * other plugin sees the file (docs/i18n.md). The React plugin (v6) has no Babel pass and
 * `@rolldown/plugin-babel` needs Node 22, so this runs `@babel/core` itself with the macro plugin
 * alone: TypeScript and JSX are only parsed here, left for Vite's own transform, and files
 * without a macro import are not touched, so the build pays for Babel only where messages are.
 * `onCompiled` gets each compiled module (the browser build's chunk-messages.ts reads its ids).
 */
export function linguiMacros(configPath: string, onCompiled?: (moduleId: string, code: string) => void): Plugin {
  // Read once, from this app's lingui.config.ts whatever the directory the build or tests run from.
  const linguiConfig = getConfig({ configPath });
  return {
    name: 'campuspath:lingui-macros',
    enforce: 'pre',
    async transform(code, id) {
      const file = id.split('?')[0]!;
      if (!SOURCE.test(file) || file.includes('/node_modules/') || !USES_MACRO.test(code)) return null;
      const result = await transformAsync(code, {
        filename: file,
        babelrc: false,
        configFile: false,
        sourceMaps: true,
        parserOpts: { plugins: file.endsWith('.tsx') ? ['typescript', 'jsx'] : ['typescript'] },
        plugins: [[linguiMacro, { linguiConfig }]],
      });
      if (!result?.code) return null;
      // The chunk-messages plugin learns which message ids each module uses (chunk-messages.ts).
      onCompiled?.(id, result.code);
      return { code: result.code, map: result.map };
    },
  };
}
