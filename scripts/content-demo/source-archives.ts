// The .tar.gz packages of the resource library (firmware GPL source, Local API tools, Home Assistant
// integration). Each holds a README and a LICENSE in a folder named like the file; tar-stream writes
// the archive with fixed dates and owners and node:zlib compresses it, so every run makes the same bytes.
import zlib from 'node:zlib';
import { pack } from 'tar-stream';
import { PUBLISHED, type Company, type ResourceEntry } from './schema';

const GPL3_NOTICE = `This archive contains software licensed under the GNU General Public License
version 3 (GPL-3.0-or-later) unless a component's own files state otherwise.

This program is free software: you can redistribute it and/or modify it under
the terms of the GNU General Public License as published by the Free Software
Foundation, either version 3 of the License, or (at your option) any later
version.

This program is distributed in the hope that it will be useful, but WITHOUT ANY
WARRANTY; without even the implied warranty of MERCHANTABILITY or FITNESS FOR A
PARTICULAR PURPOSE. See the GNU General Public License for more details.

You should have received a copy of the GNU General Public License along with
this program. If not, see <https://www.gnu.org/licenses/>.

Components licensed under GPL-2.0 or LGPL-2.1 are distributed under those
licences; their full texts are in the component directories.
`;

const mitNotice = (year: number, holder: string) => `MIT License

Copyright (c) ${year} ${holder}

Permission is hereby granted, free of charge, to any person obtaining a copy
of this software and associated documentation files (the "Software"), to deal
in the Software without restriction, including without limitation the rights
to use, copy, modify, merge, publish, distribute, sublicense, and/or sell
copies of the Software, and to permit persons to whom the Software is
furnished to do so, subject to the following conditions:

The above copyright notice and this permission notice shall be included in all
copies or substantial portions of the Software.

THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR
IMPLIED, INCLUDING BUT NOT LIMITED TO THE WARRANTIES OF MERCHANTABILITY,
FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE
AUTHORS OR COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER
LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR OTHERWISE, ARISING FROM,
OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE
SOFTWARE.
`;

const SAMPLE_NOTE =
  'Note: this sample archive accompanies the Hearthly demonstration support site and\ncontains only this README and the LICENSE notice.\n';

/** A plain-text title underlined with "=". */
export const textTitle = (title: string) => `${title}\n${'='.repeat(60)}\n`;

function gplReadme(r: ResourceEntry, company: Company): string {
  const components = r.platform?.gplComponents ?? [];
  return `${textTitle(`${r.products.map((p) => p.name).join(' and ')} – firmware GPL source code, ${r.version}`)}
This package contains the corresponding source code of the components of the
${r.products.map((p) => p.code).join('/')} firmware ${r.version.replace(/^v/, '')} that are licensed under the GNU General Public
License (GPL) or the GNU Lesser General Public License (LGPL).

Components
----------
${components.map((c) => `${c.name.padEnd(22)}  ${c.licence}`).join('\n')}

Building
--------
Toolchain: ${r.platform?.toolchain}. Run ./build.sh in the
top-level directory. The resulting image is not signed; devices accept only
firmware signed by Hearthly, so a self-built image cannot be installed with the
over-the-air updater.

Written offer
-------------
For at least three years after the last shipment of the product, ${company.name}
will provide the corresponding source code on request for the cost of
physical distribution. Contact: ${company.supportEmail}, ${company.name}, ${company.address}.

${SAMPLE_NOTE}`;
}

function toolsReadme(r: ResourceEntry, company: Company, body: string): string {
  return `${textTitle(`${r.title}, ${r.version}`)}
${body}

Support: ${company.supportEmail}. Security issues: ${company.securityEmail}.

${SAMPLE_NOTE}`;
}

const HOME_ASSISTANT_README = `Custom integration for Home Assistant (2024.12 or later) that controls Hearthly
devices on the local network, with cloud fallback for devices that do not
support local control.

Installation
------------
1. Copy custom_components/hearthly into the config/custom_components folder
   of Home Assistant (or add this repository to HACS as a custom repository).
2. Restart Home Assistant.
3. Go to Settings > Devices & services > Add integration > Hearthly and sign in
   with your Hearthly account.`;

const LOCAL_API_README = `Examples and tools for the Hearthly Local API (HTTP/JSON on port 80 and
mDNS discovery as _hearthly._tcp). Enable "Local API" for each device in the
Hearthly app under Settings > Developer options before you use them.

Contents
--------
examples/   request and response samples
tools/      discovery and control scripts (Python 3.10+ and Node.js 20+)`;

/** README and LICENSE of a source package. */
export function archiveFiles(r: ResourceEntry, company: Company): [string, string][] {
  switch (r.file.kind) {
    case 'gpl-source':
      return [
        ['README', gplReadme(r, company)],
        ['LICENSE', GPL3_NOTICE],
      ];
    case 'home-assistant-integration':
    case 'local-api-tools':
      return [
        ['README', toolsReadme(r, company, r.file.kind === 'local-api-tools' ? LOCAL_API_README : HOME_ASSISTANT_README)],
        ['LICENSE', mitNotice(PUBLISHED.getUTCFullYear(), company.name)],
      ];
    default:
      throw new Error(`${r.url} is not an archive`);
  }
}

/** A gzip-compressed ustar archive of `files` in the folder `dir`, owned by hearthly:hearthly (0:0). */
export async function tarGz(dir: string, files: [string, string][]): Promise<Buffer> {
  const tar = pack();
  const common = { mtime: PUBLISHED, uid: 0, gid: 0, uname: 'hearthly', gname: 'hearthly' };
  tar.entry({ ...common, name: `${dir}/`, type: 'directory', mode: 0o755 });
  for (const [name, text] of files) tar.entry({ ...common, name: `${dir}/${name}`, type: 'file', mode: 0o644 }, text);
  tar.finalize();
  const chunks: Buffer[] = [];
  for await (const chunk of tar) chunks.push(chunk as Buffer);
  const gz = zlib.gzipSync(Buffer.concat(chunks), { level: 9 });
  // The gzip header names the operating system zlib was built for (3 = Unix on Linux, 19 on macOS);
  // pin it so the bytes do not depend on the machine that made them.
  gz[9] = 3;
  return gz;
}
