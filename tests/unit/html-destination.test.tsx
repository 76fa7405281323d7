// The server renders with React's string-writing build into the destinations of html-destination.ts: the
// document must come out byte for byte as React's Node.js build writes it into a Node.js stream, and each
// part of the page (the shell, a boundary finished later) must reach the response as one write.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import { PassThrough, Writable } from 'node:stream';
import vm from 'node:vm';
import { Suspense, use, useId, type ReactNode } from 'react';
import { renderToPipeableStream as renderForNode } from 'react-dom/server.node';
import { renderToPipeableStream as renderWithStringsAsPublished } from 'react-dom/server.bun';
import { describe, expect, it } from 'vitest';
import { STRING_RENDERER_FILE, uncountedRendererCode } from '../../scripts/build/server-speed';
import { asPipeTarget, responseDestination, wholeDocument } from '../../server/http/html-destination';

type Renderer = typeof renderWithStringsAsPublished;

/**
 * The string-writing renderer without the byte counts, as the server build bundles it. The server build
 * takes the production build; the tests run React's development build, which the renderer must match
 * (its hooks are React's), and whose code counts the bytes in the same words.
 */
function uncountedRenderer(): Renderer {
  const file = process.env.NODE_ENV === 'production' ? STRING_RENDERER_FILE : STRING_RENDERER_FILE.replace('.production.js', '.development.js');
  const code = uncountedRendererCode(fs.readFileSync(file, 'utf8'));
  const load = vm.runInThisContext(`(function (exports, require, module) {${code}\n})`, { filename: file });
  const module = { exports: {} as { renderToPipeableStream: Renderer } };
  load(module.exports, createRequire(file), module);
  return module.exports.renderToPipeableStream;
}

const RENDERERS = [
  ['as published', renderWithStringsAsPublished],
  ['as the server build bundles it', uncountedRenderer()],
] as const;

const NONCE = 'bm9uY2Utb2YtdGhlLXRlc3Q=';
const BOOTSTRAP = 'window.__SSR__={"lang":"ja","text":"\\u003c/script> 再起動 🙂"}';

function Labelled({ label }: { label: string }) {
  const id = useId();
  return (
    <p>
      <label htmlFor={id}>{label}</label>
      <input id={id} name="q" defaultValue={`${label} & "quoted" <b>`} aria-describedby={`${id}-hint`} />
      <span id={`${id}-hint`}>
        {label} {3} {'items'}
      </span>
    </p>
  );
}

/** A part of the page that finishes after the shell, as a page's data may. */
function Later({ text }: { text: Promise<string> }) {
  return <section>{use(text)}</section>;
}

function Page({ later }: { later?: Promise<string> }): ReactNode {
  // Texts long enough to cross the Node.js build's 4 KB buffers, in one, two, three and four bytes a character.
  const long = ['Wi-Fi ', 'Gerät zurücksetzen ', 'ハブを再起動してください。', '🙂🏠 '].map((piece) => piece.repeat(400));
  return (
    <html lang="ja">
      <head>
        <meta charSet="utf-8" />
        <title>よくある質問 – Hearthly</title>
        <link rel="stylesheet" href="/assets/site.css" />
      </head>
      <body>
        <main className="faq-list" data-count={40}>
          {Array.from({ length: 40 }, (_, i) => (
            <Labelled key={i} label={`質問 ${i} — réponse`} />
          ))}
          {long.map((text) => (
            <p key={text.slice(0, 5)}>{text}</p>
          ))}
          {later && (
            <Suspense fallback={<p>…</p>}>
              <Later text={later} />
            </Suspense>
          )}
        </main>
      </body>
    </html>
  );
}

/** Where two documents first differ, with a little of each around it; '' when they are the same. */
function firstDifference(actual: string, expected: string): string {
  if (actual === expected) return '';
  let at = 0;
  while (actual[at] === expected[at]) at++;
  return `at ${at}: ${JSON.stringify(actual.slice(at - 40, at + 40))} where ${JSON.stringify(expected.slice(at - 40, at + 40))}`;
}

/** The document as React's Node.js build writes it into a Node.js stream, piped once the shell or the whole page is ready. */
function nodeBuildDocument(page: ReactNode, pipedWhen: 'onShellReady' | 'onAllReady' = 'onShellReady'): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(Buffer.from(chunk));
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const { pipe } = renderForNode(page, { nonce: NONCE, bootstrapScriptContent: BOOTSTRAP, progressiveChunkSize: Infinity, [pipedWhen]: () => pipe(sink), onShellError: reject });
  });
}

/** The document as the site renders it to a response, with the writes and the flushes (compression's) the response received. */
function responseDocument(renderWithStrings: Renderer, page: ReactNode): Promise<{ html: string; writes: number; flushes: number }> {
  return new Promise((resolve, reject) => {
    const res = Object.assign(new PassThrough(), { flush: () => void flushes++ });
    let writes = 0;
    let flushes = 0;
    const write = res.write.bind(res);
    res.write = ((chunk: string) => {
      writes++;
      return write(chunk);
    }) as typeof res.write;
    const chunks: Buffer[] = [];
    res.on('data', (chunk: Buffer) => chunks.push(chunk));
    res.on('end', () => resolve({ html: Buffer.concat(chunks).toString('utf8'), writes, flushes }));
    const { pipe } = renderWithStrings(page, {
      nonce: NONCE,
      bootstrapScriptContent: BOOTSTRAP,
      progressiveChunkSize: Infinity,
      onShellReady: () => pipe(asPipeTarget(responseDestination(res))),
      onShellError: reject,
    });
  });
}

function cacheDocument(renderWithStrings: Renderer, page: ReactNode): Promise<string> {
  return new Promise((resolve, reject) => {
    const { pipe } = renderWithStrings(page, {
      nonce: NONCE,
      bootstrapScriptContent: BOOTSTRAP,
      progressiveChunkSize: Infinity,
      onAllReady: () => pipe(asPipeTarget(wholeDocument((html) => resolve(html.toString('utf8')), reject))),
      onShellError: reject,
    });
  });
}

describe.each(RENDERERS)('the string-writing renderer %s, and its destinations', (_name, renderWithStrings) => {
  it('streams a response with the same bytes as the Node.js build, one write for the shell', async () => {
    const expected = await nodeBuildDocument(<Page />);
    const { html, writes, flushes } = await responseDocument(renderWithStrings, <Page />);
    expect(firstDifference(html, expected)).toBe('');
    expect(html.length).toBeGreaterThan(12_000);
    expect(writes).toBe(1);
    // One flush of the compressor for the one part, none more at the end.
    expect(flushes).toBe(1);
  });

  it('streams a part finished after the shell as one more write, with the same bytes', async () => {
    const later = () => new Promise<string>((resolve) => setTimeout(() => resolve('あとから 🙂 later'), 20));
    const expected = await nodeBuildDocument(<Page later={later()} />);
    const { html, writes } = await responseDocument(renderWithStrings, <Page later={later()} />);
    expect(firstDifference(html, expected)).toBe('');
    expect(html).toContain('あとから 🙂 later');
    expect(writes).toBe(2);
  });

  it('gives the page cache the whole document as the Node.js build writes it', async () => {
    const later = () => new Promise<string>((resolve) => setTimeout(() => resolve('kept whole'), 5));
    const html = await cacheDocument(renderWithStrings, <Page later={later()} />);
    expect(firstDifference(html, await nodeBuildDocument(<Page later={later()} />, 'onAllReady'))).toBe('');
    expect(html).toContain('<section>kept whole</section>');
  });

  it('ends the response with an error when the render is stopped', async () => {
    const res = new PassThrough();
    res.resume();
    const closed = new Promise<Error | undefined>((resolve) => res.on('error', resolve).on('close', () => resolve(undefined)));
    const { pipe, abort } = renderWithStrings(<Page later={new Promise<string>(() => {})} />, {
      onShellReady: () => pipe(asPipeTarget(responseDestination(res))),
      onError: () => {},
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    abort(new Error('render took too long'));
    await closed;
    expect(res.writableEnded || res.destroyed).toBe(true);
  });
});

describe('uncountedRendererCode', () => {
  const code = fs.readFileSync(STRING_RENDERER_FILE, 'utf8');

  it('takes out the byte count and nothing else', () => {
    const uncounted = uncountedRendererCode(code);
    expect(uncounted).toContain('var byteLengthOfChunk = null;');
    expect(uncounted).not.toContain('Buffer.byteLength(chunk');
    expect(uncounted.length).toBeLessThan(code.length);
    expect(uncounted.replace('var byteLengthOfChunk = null;', '')).toBe(code.replace(/function byteLengthOfChunk\(chunk\) \{[^}]*\}/, ''));
  });

  it('fails the build when React counts in another way', () => {
    expect(() => uncountedRendererCode(code.replace('function byteLengthOfChunk(chunk) {', 'function byteLengthOfChunk(piece) {'))).toThrow(/byteLengthOfChunk/);
    expect(() => uncountedRendererCode(code.replace('if (null !== byteLengthOfChunk) {', 'if (true) {'))).toThrow(/byteLengthOfChunk/);
    expect(() => uncountedRendererCode(`${code}\nbyteLengthOfChunk("more");`)).toThrow(/byteLengthOfChunk/);
  });
});
