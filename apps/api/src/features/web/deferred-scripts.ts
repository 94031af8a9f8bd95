import { createHash } from 'node:crypto';

/**
 * Presses that land before React has a control: the page shows its buttons from the first paint,
 * but until React hydrates the part they are in (the whole page, then each lazy part as its code
 * arrives) a press on one does nothing, and a student who tapped "Save" or "Next month" on a slow
 * phone saw nothing happen. So a press on a control inside the app that React does not hold yet
 * (no props of React's on the element) is held, once per control, and pressed again as soon as
 * React holds it; a form that is not React's yet is not submitted by the browser, which would send
 * its fields in the URL. Links are left alone: they work without the page's code. After 30 s
 * (code that never arrived) the page is left to the browser again.
 */
const PRESSES_HELD = [
  'const until=performance.now()+30000,held=new Set();',
  "const reacts=(element)=>Object.keys(element).some((key)=>key.startsWith('__reactProps$'));",
  "const control='button,summary,label,input[type=checkbox],input[type=radio],[role=button],[role=tab],[role=switch],[role=checkbox],[role=menuitem],[role=option]';",
  'const holding=(event)=>event.isTrusted&&performance.now()<until&&!!event.target.closest?.("#root");',
  // A press waits while a value typed before the code is still to be written back (TYPING_KEPT), so
  // "Estimate" pressed straight after typing counts what was typed.
  'const replay=()=>{if(![...typed].some(([element,entry])=>reacts(element)&&!entry.written))',
  'for(const element of held)if(!element.isConnected)held.delete(element);else if(reacts(element)){held.delete(element);element.click()}',
  'if(held.size&&performance.now()<until)setTimeout(replay,50);else held.clear()};',
  "document.addEventListener('click',(event)=>{const element=holding(event)&&event.target.closest(control);if(!element||reacts(element))return;",
  'event.preventDefault();event.stopPropagation();if(!held.size)setTimeout(replay,50);held.add(element)},true);',
  "document.addEventListener('submit',(event)=>{if(holding(event)&&!reacts(event.target))event.preventDefault()},true);",
];

/**
 * What is typed before React has a field: a field in the page's HTML takes typing at once, but
 * when React takes it over, a controlled field's state never heard of the typing and sets it back
 * at the next render (a family income chosen on a college page before its code came read "Not
 * set" again), and a form that keeps its own values (react-hook-form) may write its default over
 * it as it registers the field. So the last value typed or chosen
 * in a field React does not hold yet is kept, and once React holds the field (a poll later, so the
 * form has set itself up) it is written again as if typed: the field's change tracker (React's
 * own, on the element) is moved off it first, so React sees a change and tells the form. It is
 * written again if something sets it back in the next half second; typing in the field once
 * React has it makes it the person's again. Checkboxes and radios are presses (above).
 * Uses `until` and `reacts` from PRESSES_HELD, whose presses wait for it.
 */
const TYPING_KEPT = [
  'const typed=new Map();let replaying=false;',
  "const field='input:not([type=checkbox]):not([type=radio]):not([type=file]),textarea,select';",
  'const write=(element,value)=>{replaying=true;element._valueTracker?.setValue(value+"\\u0000");',
  "Object.getOwnPropertyDescriptor(Object.getPrototypeOf(element),'value').set.call(element,value);",
  "for(const type of['input','change'])element.dispatchEvent(new Event(type,{bubbles:true}));replaying=false};",
  'const keepTyped=()=>{for(const[element,entry]of typed){',
  'if(!element.isConnected||performance.now()>until){typed.delete(element);continue}',
  'if(!reacts(element)||++entry.polls<2)continue;',
  'if(!entry.written||element.value!==entry.value){entry.written=true;entry.stable=0;write(element,entry.value)}',
  'else if(++entry.stable>=10)typed.delete(element)}',
  'if(typed.size)setTimeout(keepTyped,50)};',
  'const keep=(event)=>{const element=event.target;',
  "if(replaying||!element.matches?.(field)||!element.closest('#root'))return;",
  'if(reacts(element)){typed.delete(element);return}',
  'if(performance.now()>until)return;if(!typed.size)setTimeout(keepTyped,50);',
  'typed.set(element,{value:element.value,polls:0,stable:0,written:false})};',
  "document.addEventListener('input',keep,true);document.addEventListener('change',keep,true);",
];

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
 *
 * The preloads start eight per task: each start costs the main thread about 0.2 ms (0.85 ms on a
 * 4x slower phone) and a college page names 66 modules, one long task in a single go. The entry is
 * imported after the last batch, so the page's chunks are already on their way when it asks for them.
 */
export const HYDRATION_BOOT = [
  ...PRESSES_HELD,
  ...TYPING_KEPT,
  'let started=false;',
  'const start=()=>{if(started)return;started=true;',
  "const[entry,...chunks]=document.querySelector('meta[name=\"app-modules\"]').content.split(' ');",
  'const preload=(from)=>{for(const href of chunks.slice(from,from+8))',
  "document.head.append(Object.assign(document.createElement('link'),{rel:'modulepreload',href}));",
  'if(from+8<chunks.length)setTimeout(preload,0,from+8);else import(entry)};',
  'preload(0)};',
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
