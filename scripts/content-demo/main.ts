// Makes the downloadable demo files under content/files (regulatory documents, manuals, resource
// library, category icons) from the content JSON:  npm run content:demo
// The output is the same bytes on every run, so the files are committed and regenerated at will.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ContentError, loadDemoContent } from './data';
import { GENERATED_DIRS, planDemoFiles, writeDemoFiles } from './plan';

const CONTENT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../content');
const FILES = path.join(CONTENT, 'files');

try {
  const files = planDemoFiles(loadDemoContent(CONTENT));
  for (const dir of GENERATED_DIRS) fs.rmSync(path.join(FILES, dir), { recursive: true, force: true });
  const bytes = await writeDemoFiles(files, FILES);
  console.log(`Wrote ${files.length} files under content/files (${(bytes / 1024).toFixed(1)} KiB).`);
} catch (error) {
  if (!(error instanceof ContentError)) throw error;
  console.error(error.message);
  process.exitCode = 1;
}
