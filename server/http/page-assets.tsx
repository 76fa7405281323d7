// The scripts a page needs before it can hydrate, named to the browser together: the entry's static
// imports and the page view's chunk with its imports, from the client build's manifest. Without these
// the browser would learn of each chunk only after the one importing it had arrived and run. They are
// asked for once the page has been painted (scriptsAfterPaint).

export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/** The built files a manifest key loads statically: its own and its static imports', depth first. */
function staticClosure(manifest: Manifest, key: string, into: Set<string>): void {
  const chunk = manifest[key];
  if (!chunk || into.has(`/${chunk.file}`)) return;
  into.add(`/${chunk.file}`);
  for (const imported of chunk.imports ?? []) staticClosure(manifest, imported, into);
}

/**
 * For a page's view module (its manifest key), the hrefs to preload: the entry's static imports, then the
 * view's chunk and the chunks it imports. The entry itself is left out: it is loaded as the module.
 */
export function modulePreloads(manifest: Manifest, entryKey: string): (viewModule: string | undefined) => string[] {
  const entry = new Set<string>();
  staticClosure(manifest, entryKey, entry);
  const entryFile = `/${manifest[entryKey]!.file}`;
  return (viewModule) => {
    const all = new Set(entry);
    if (viewModule) staticClosure(manifest, viewModule, all);
    all.delete(entryFile);
    return [...all];
  };
}

/** Elements the after-paint loader inserts in one task (scriptsAfterPaint). */
export const ELEMENTS_PER_TASK = 4;

/** How long the loader waits for the browser to report the first contentful paint before it asks anyway. */
export const PAINT_WAIT_MS = 2000;

/**
 * The inline script that asks for the page's scripts once the browser has painted the server's HTML: a
 * `<link rel="modulepreload">` for each chunk the page needs before it can hydrate, then each entry module,
 * in that order. The page is readable from its HTML alone, so the scripts never compete with the
 * stylesheet for the first paint, on a slow network or a slow phone.
 *
 * "Painted" is the browser's own first-contentful-paint entry (a PerformanceObserver of `paint`), which
 * it reports once the frame is on the screen: the frame after a `requestAnimationFrame` has been drawn by
 * the main thread but not always shown yet, and scripts asked for then were sometimes asked for before
 * the paint (and counted by Lighthouse towards it). A browser without paint entries waits for the task
 * after the next frame, as before; one that reports none within PAINT_WAIT_MS asks anyway.
 *
 * Asking for a script costs the browser a millisecond or two of its main thread, fifteen of them a task
 * of 20–30 ms (a long task on a phone's slower CPU): a visible page inserts them ELEMENTS_PER_TASK at a
 * time, one fragment a task (one insertion of several costs less than one per element), so the phone can
 * answer in between. A tab in the background, which paints nothing and whose timers the browser slows,
 * inserts them all at once. Scripts of the site's own origin, allowed by the CSP's 'self'.
 */
export function scriptsAfterPaint(modules: readonly string[], preloads: readonly string[]): string {
  const list = (hrefs: readonly string[]) => JSON.stringify(hrefs).replaceAll('<', '\\u003c');
  return (
    `(function(){var d=document,p=${list(preloads)},m=${list(modules)},i=0,n=p.length+m.length,s=0,o,` +
    'P=typeof PerformanceObserver=="function"&&PerformanceObserver,v=function(){return d.visibilityState==="visible"};' +
    'function load(b){var f=d.createDocumentFragment();for(var k=0;k<b&&i<n;k++,i++){var e;' +
    'if(i<p.length){e=d.createElement("link");e.rel="modulepreload";e.href=p[i]}' +
    'else{e=d.createElement("script");e.type="module";e.src=m[i-p.length]}f.appendChild(e)}' +
    'd.head.appendChild(f);if(i<n)setTimeout(function(){load(b)},0)}' +
    `function start(){if(s)return;s=1;if(o)o.disconnect();setTimeout(function(){load(v()?${ELEMENTS_PER_TASK}:n)},0)}` +
    'if(!v())load(n);' +
    'else if(P&&P.supportedEntryTypes&&P.supportedEntryTypes.indexOf("paint")>=0){' +
    'o=new P(function(l){if(l.getEntriesByName("first-contentful-paint").length)start()});' +
    `o.observe({type:"paint",buffered:true});setTimeout(start,${PAINT_WAIT_MS})}` +
    'else requestAnimationFrame(start)})()'
  );
}

/** The buttons whose presses before hydration are pressed again after it (earlyTaps, below). */
export const EARLY_TAP_BUTTONS = 'button[type="button"]:not([data-no-replay]),button[form]';

/**
 * The inline script that remembers the presses of a page's plain buttons (`type="button"`: the menus, the
 * language switch, the contact panel, a form's tags; and the buttons of a form that exists only without
 * JavaScript, `button[form]`: the FAQ list's category tags, client/components/choice-form.tsx) made
 * between the first paint and hydration, when nothing answers them yet, so that the client entry can
 * press them again once the page is live (client/early-taps.ts). Links and a form's submit buttons are
 * left alone: the browser itself answers those. So are buttons marked `data-no-replay`, whose action the
 * browser allows only during the visitor's own press (the uploader's file chooser). Presses repeated on
 * the same button in a row count once: a visitor presses again because nothing happened, not to undo the
 * first press. The entry calls `window.__earlyTaps()` right before it hydrates, which stops the listening
 * and hands over the buttons, in the order they were pressed.
 */
export function earlyTaps(): string {
  return (
    '(function(){var d=document,t=[];' +
    `function c(e){var b=e.target&&e.target.closest&&e.target.closest('${EARLY_TAP_BUTTONS}');` +
    'if(b&&t[t.length-1]!==b)t.push(b)}' +
    'd.addEventListener("click",c,true);' +
    'window.__earlyTaps=function(){d.removeEventListener("click",c,true);return t}})()'
  );
}
