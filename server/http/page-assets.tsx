// The scripts a page needs before it can hydrate, named to the browser up front: the entry's static
// imports and the page view's chunk with its imports, from the client build's manifest. Without these
// the browser would learn of each chunk only after the one importing it had arrived and run.
import { Fragment, type ReactNode } from 'react';
import { preloadModule } from 'react-dom';

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
 * view's chunk and the chunks it imports. The entry itself is left out: it is the bootstrap module, which
 * React already preloads.
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
 * Renders `children` after asking React to put a `<link rel="modulepreload">` for each href in <head>.
 * At low priority, like React's own preload of the entry: the stylesheet and the page's HTML come first,
 * so the scripts never hold back the first paint.
 */
function ModulePreloads({ hrefs, children }: { hrefs: string[]; children: ReactNode }) {
  for (const href of hrefs) preloadModule(href, { as: 'script', fetchPriority: 'low' } as Parameters<typeof preloadModule>[1]);
  return <Fragment>{children}</Fragment>;
}

export function withModulePreloads(element: ReactNode, hrefs: string[]): ReactNode {
  return hrefs.length === 0 ? element : <ModulePreloads hrefs={hrefs}>{element}</ModulePreloads>;
}
