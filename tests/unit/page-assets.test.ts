// The chunks a built page preloads before its entry module runs, read from the client build's manifest
// (server/http/page-assets.tsx).
import { describe, expect, it } from 'vitest';
import { modulePreloads, type Manifest } from '../../server/http/page-assets';

const manifest: Manifest = {
  'client/entry-client.tsx': { file: 'assets/entry.js', imports: ['_runtime.js', '_react.js', '_libs.js', '_common.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_react.js': { file: 'assets/react.js', imports: ['_runtime.js'] },
  '_libs.js': { file: 'assets/libs.js', imports: ['_runtime.js', '_react.js'] },
  '_common.js': { file: 'assets/common.js', imports: ['_libs.js', '_react.js'] },
  '_trans.js': { file: 'assets/trans.js', imports: ['_react.js', '_libs.js'] },
  'client/pages/faq/view.tsx': { file: 'assets/faq.js', imports: ['_common.js', 'client/entry-client.tsx', '_trans.js'] },
  'client/pages/home/view.tsx': { file: 'assets/home.js', imports: ['_common.js'] },
};

describe('modulePreloads', () => {
  const preloads = modulePreloads(manifest, 'client/entry-client.tsx');
  const entryImports = ['/assets/runtime.js', '/assets/react.js', '/assets/libs.js', '/assets/common.js'];
  it.each([
    ['a view with a chunk of its own besides the shared ones', 'client/pages/faq/view.tsx', [...entryImports, '/assets/faq.js', '/assets/trans.js']],
    ['a view that imports only what the entry imports', 'client/pages/home/view.tsx', [...entryImports, '/assets/home.js']],
    ['no view (an error page)', undefined, entryImports],
  ])('%s: the entry’s imports and the view’s chunks, each once, never the entry itself', (_, view, expected) => {
    expect(new Set(preloads(view))).toEqual(new Set(expected));
    expect(preloads(view)).toHaveLength(expected.length);
  });
});
