// Making the folders the server keeps its files in (the database's, the uploads', the mail outbox's), with
// a reason in words when a file stands where a folder must be.
import fs from 'node:fs';
import path from 'node:path';

/**
 * Makes `dir` and the folders above it that are missing. When a file is in the way (`dir` itself, or a
 * folder above it, is a file), the error says which, instead of Node's EEXIST or ENOTDIR.
 */
export function makeFolder(dir: string): void {
  try {
    fs.mkdirSync(dir, { recursive: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code !== 'EEXIST' && code !== 'ENOTDIR') throw error;
    // The nearest path that exists, from `dir` upwards, is the file in the way.
    let existing = dir;
    while (!fs.existsSync(existing) && path.dirname(existing) !== existing) existing = path.dirname(existing);
    if (fs.statSync(existing).isDirectory()) throw error;
    throw new Error(`${existing} is a file, not a folder`, { cause: error });
  }
}
