// The server's folders are made level by level, with a reason in words when they cannot be.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { makeFolder } from '../../server/storage/folders';

let root: string;
beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'folders-'));
  fs.writeFileSync(path.join(root, 'a-file'), '');
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

it.each([
  ['a folder three levels down', 'one/two/three'],
  ['a folder that is there already', '.'],
  ['a path written with dots', 'four/../five/./six'],
])('makes %s', (_what, relative) => {
  const dir = path.join(root, relative);
  makeFolder(dir);
  expect(fs.statSync(dir).isDirectory()).toBe(true);
  makeFolder(dir);
});

it.each([
  ['the folder itself is a file', 'a-file'],
  ['a folder above it is a file', 'a-file/below/it'],
])('says which file is in the way when %s', (_what, relative) => {
  expect(() => makeFolder(path.join(root, relative))).toThrow(`${path.join(root, 'a-file')} is a file, not a folder`);
});

// Node's recursive mkdir tries again for ever inside /proc, which answers "no such file" for a folder it
// was asked to make; made level by level, the answer is the system's at once.
it.runIf(fs.existsSync('/proc/self'))('fails at once where the system cannot make a folder', () => {
  expect(() => makeFolder('/proc/no-folder-here/data')).toThrow(/ENOENT|EACCES|EPERM/);
});
