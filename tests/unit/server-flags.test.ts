// The site's server runs with the same Node.js flags wherever it is started for real: npm start, npm run
// serve, the Docker image, and the builds the browser tests, the benchmarks and Lighthouse measure; npm's
// scripts hand their shell over to it (exec).
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_NODE_FLAGS } from '../../scripts/prod-server';

const packageScripts = (JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }).scripts;
const dockerCmd = /^CMD (\[.*\])$/m.exec(fs.readFileSync('Dockerfile', 'utf8'))?.[1];

/** The arguments before the server's entry, in each way the server is started. */
const starts: [string, () => string[]][] = [
  ['npm start', () => packageScripts.start!.split(' node ')[1]!.split(' ')],
  ['npm run serve', () => packageScripts.serve!.split(' node ')[1]!.split(' ')],
  ['the Docker image', () => (JSON.parse(dockerCmd ?? '[]') as string[]).slice(1)],
  ['the browser tests', () => JSON.parse(/spawn\(process\.execPath, (\[[^\]]*\])/.exec(fs.readFileSync('scripts/e2e-server.mjs', 'utf8'))![1]!.replace(/'/g, '"')) as string[]],
];

describe('the server is started with SERVER_NODE_FLAGS', () => {
  it.each(starts)('%s', (_name, argsOf) => {
    const args = argsOf();
    expect(args.at(-1)).toBe('dist/server/main.js');
    expect(args.slice(0, -1)).toEqual([...SERVER_NODE_FLAGS]);
  });
});

describe('the server is the process npm starts, so that a SIGTERM sent to npm reaches it', () => {
  it.each(['start', 'serve'])('npm run %s', (name) => {
    expect(packageScripts[name]).toMatch(/^NODE_ENV=production exec node /);
  });
});
