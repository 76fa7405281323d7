// Making the folders the server keeps its files in (the database's, the uploads', the mail outbox's), with
// a reason in words when a file stands where a folder must be.
import fs from 'node:fs';
import path from 'node:path';

/**
 * Makes `dir` and the folders above it that are missing, one level at a time. When a file is in the way
 * (`dir` itself, or a folder above it, is a file), the error says which, instead of Node's EEXIST or
 * ENOTDIR. Not `mkdirSync(dir, { recursive: true })`: where a folder it has just made cannot be found
 * (inside /proc, say), Node's recursive mkdir tries again for ever, and start-up would hang without a word;
 * a single level fails at once, with the system's reason.
 */
export function makeFolder(dir: string): void {
  const missing: string[] = [];
  let existing = path.resolve(dir);
  while (!fs.existsSync(existing) && path.dirname(existing) !== existing) {
    missing.unshift(existing);
    existing = path.dirname(existing);
  }
  if (!fs.statSync(existing).isDirectory()) throw new Error(`${existing} is a file, not a folder`);
  for (const level of missing) {
    try {
      fs.mkdirSync(level);
    } catch (error) {
      // Made by another process meanwhile: as good as made here.
      if ((error as NodeJS.ErrnoException).code === 'EEXIST' && fs.statSync(level, { throwIfNoEntry: false })?.isDirectory()) continue;
      throw error;
    }
  }
}
