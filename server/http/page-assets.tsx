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

/**
 * The inline script that asks for the page's scripts once the browser has painted the server's HTML: a
 * `<link rel="modulepreload">` for each chunk the page needs before it can hydrate, then each entry module,
 * inserted into the head together (one insertion costs the browser less than half of one per element).
 * The page is readable from its HTML alone, so the scripts never compete with the stylesheet for the
 * first paint, on a slow network or a slow phone; a tab opened in the background, which paints nothing,
 * asks for them at once. Scripts of the site's own origin, allowed by the CSP's 'self'.
 */
export function scriptsAfterPaint(modules: readonly string[], preloads: readonly string[]): string {
  const list = (hrefs: readonly string[]) => JSON.stringify(hrefs).replaceAll('<', '\\u003c');
  return (
    '(function(){var d=document;function load(){var f=d.createDocumentFragment();' +
    `${list(preloads)}.forEach(function(h){var l=d.createElement("link");l.rel="modulepreload";l.href=h;f.appendChild(l)});` +
    `${list(modules)}.forEach(function(h){var s=d.createElement("script");s.type="module";s.src=h;f.appendChild(s)});d.head.appendChild(f)}` +
    'if(d.visibilityState==="visible")requestAnimationFrame(function(){setTimeout(load,0)});else load()})()'
  );
}
