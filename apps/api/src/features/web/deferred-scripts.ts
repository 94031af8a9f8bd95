import { createHash } from 'node:crypto';

/**
 * A server-rendered page is readable from its HTML and CSS alone; its scripts only hydrate it. So
 * they load once the page has painted its content: on a slow phone the first paint never waits
 * behind 120 KB of JavaScript or the hydration task (LCP target, decision 0011). The
 * module list goes in a meta tag and this constant inline script loads it: the entry, with the
 * page's own chunks preloaded beside it (no waterfall). It starts on the first-contentful-paint
 * entry (reported once that frame is on screen); a browser without paint timing starts after the
 * first frame instead (`requestAnimationFrame`, which a render-blocking stylesheet holds back, then
 * a task after that frame). Constant, so the Content-Security-Policy allows it by its hash
 * (HYDRATION_BOOT_CSP_SOURCE).
 */
export const HYDRATION_BOOT = [
  'let started=false;',
  'const start=()=>{if(started)return;started=true;',
  "const[entry,...chunks]=document.querySelector('meta[name=\"app-modules\"]').content.split(' ');",
  "for(const href of chunks)document.head.append(Object.assign(document.createElement('link'),{rel:'modulepreload',href}));",
  'import(entry)};',
  "if(PerformanceObserver.supportedEntryTypes?.includes('paint'))",
  "new PerformanceObserver((list,observer)=>{if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();start()}}).observe({type:'paint',buffered:true});",
  'else requestAnimationFrame(()=>setTimeout(start));',
].join('');

/** The CSP `script-src` source that allows HYDRATION_BOOT and nothing else inline. */
export const HYDRATION_BOOT_CSP_SOURCE = `'sha256-${createHash('sha256').update(HYDRATION_BOOT).digest('base64')}'`;

const MODULE_TAG = /\s*<(?:script type="module"[^>]*\bsrc="([^"]+)"[^>]*><\/script>|link rel="modulepreload"[^>]*\bhref="([^"]+)"[^>]*>)/g;

/**
 * index.html without its module script and module preloads (the stylesheets stay: they are what
 * paints), and the modules it named, the entry first.
 */
export function withoutScripts(indexHtml: string): { template: string; modules: string[] } {
  const modules: string[] = [];
  const template = indexHtml.replace(MODULE_TAG, (_tag, script?: string, preload?: string) => {
    if (script) modules.unshift(script);
    else if (preload) modules.push(preload);
    return '';
  });
  return { template, modules };
}

/**
 * The tags that load `modules` (entry first, then chunks to preload) once the page has painted: the
 * list in a <meta> for <head> (metadata content belongs there, not in <body>), the script for the
 * end of <body>.
 */
export const deferredScriptTags = (modules: readonly string[]) => ({
  head: `<meta name="app-modules" content="${modules.join(' ')}" />`,
  body: `<script type="module">${HYDRATION_BOOT}</script>`,
});
