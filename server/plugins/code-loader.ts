// The inline script a server-rendered page ends with, which starts the page's code (page-render.ts).

/** The longest the code waits for the page's images (and its first paint) before loading anyway. */
export const CODE_WAIT_MS = 3000;

/**
 * How many module preloads the loader adds per task (see codeLoader). With DevTools watching the
 * network (as Lighthouse does), each one costs the main thread several milliseconds.
 */
const PRELOADS_PER_TASK = 2;

/**
 * The page is readable before any script runs, so its code loads once the page and its first images
 * have, and the page has been painted (or after CODE_WAIT_MS): on a slow connection the photo a
 * visitor is looking at gets the bandwidth first, and the code that makes the page interactive
 * follows, all of it in parallel.
 *
 * The paint is waited for because the load event can come first: when the browser is slow to produce
 * its first frame (a busy phone, a browser just started), code started at `load` kept the main thread
 * busy back to back (preloads, module evaluation, hydration) and the page's first paint waited for
 * all of it, a second or more, showing nothing. A browser that does not report paints starts at load.
 *
 * Adding a preload link costs the main thread about a millisecond (four on a phone), so the ~60 links
 * go in pairs, one task each, after the task that adds the entry script, rather than in one long task
 * that would hold up a tap. (ICU's locale tables, the other long first step, are built by index.html.)
 * `window.__codePreloads` settles once the last pair is in: loading the page's route (server-state.ts)
 * waits for it, because Vite's preload helper would otherwise add every link still missing at that
 * moment (~30 of them) in one task of its own.
 */
export function codeLoader(scripts: string[], modules: string[]): string {
  const preloads = PRELOADS_PER_TASK;
  return (
    `(function(){var d=document,P=window.PerformanceObserver,started=0,loaded=d.readyState==='complete',` +
    `painted=!P||!P.supportedEntryTypes||P.supportedEntryTypes.indexOf('paint')<0||` +
    `performance.getEntriesByName('first-contentful-paint').length>0,m=${JSON.stringify(modules)},done;` +
    `window.__codePreloads=new Promise(function(r){done=r});` +
    `function batch(i){m.slice(i,i+${preloads}).forEach(function(h){var l=d.createElement('link');l.rel='modulepreload';l.crossOrigin='';l.href=h;d.head.appendChild(l)});if(i+${preloads}<m.length)setTimeout(batch,0,i+${preloads});else done()}` +
    `function go(){if(started++)return;${JSON.stringify(scripts)}.forEach(function(src){var s=d.createElement('script');s.type='module';s.crossOrigin='';s.src=src;d.head.appendChild(s)});setTimeout(batch,0,0)}` +
    `function ready(){if(loaded&&painted)go()}` +
    `if(!painted)new P(function(list,o){if(list.getEntriesByName('first-contentful-paint').length){o.disconnect();painted=1;ready()}}).observe({type:'paint'});` +
    `addEventListener('load',function(){loaded=1;ready()});setTimeout(go,${CODE_WAIT_MS});ready()})()`
  );
}
