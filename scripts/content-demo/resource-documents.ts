// The PDF and text files of the resource library: the Local API specification, the Home Assistant
// integration guide, the apps' third-party notices and the GPL/LGPL written offer.
import { PUBLISHED, type Company, type ResourceEntry } from './schema';
import { bullets, numbered, type Block, type PdfDoc } from './pdf';
import { textTitle } from './source-archives';

function homeAssistantGuide(company: Company): Block[] {
  return [
    { t: 'h', text: 'Requirements' },
    ...bullets([
      'Home Assistant 2024.12 or later',
      'A Hearthly account with at least one device',
      'Devices and Home Assistant on the same local network for local control',
    ]),
    { t: 'h', text: 'Installation' },
    ...numbered([
      'Download the integration package from the Resource Library and unpack it.',
      'Copy the folder custom_components/hearthly into the config/custom_components folder of Home Assistant.',
      'Restart Home Assistant.',
      'Open Settings > Devices & services > Add integration, search for Hearthly and sign in.',
      'Choose which homes to import. Devices appear as entities (switch, light, cover, climate, camera, binary_sensor).',
    ]),
    { t: 'h', text: 'Supported products' },
    ...bullets([
      'Plugs and switches: HP110, HP210, HS300, HD310',
      'Lighting: HB500, HL520',
      'Garage door: HG100, HG200 (cover entity with open/close and door state)',
      'Climate: HT600; Security: HC700 (snapshot and stream), HW800 via HH900',
    ]),
    { t: 'h', text: 'Troubleshooting' },
    ...bullets([
      'Entities unavailable: enable Local API in the Hearthly app for the device and check that mDNS is not blocked.',
      `Report problems with the log file attached to ${company.supportEmail}.`,
    ]),
  ];
}

const LOCAL_API_SPECIFICATION: Block[] = [
  { t: 'h', text: 'Overview' },
  {
    t: 'p',
    text: 'The Hearthly Local API lets applications on the home network read the state of Hearthly devices and control them without the cloud. It is disabled by default and can be enabled per device in the Hearthly app (Settings > Developer options > Local API).',
  },
  { t: 'h', text: 'Discovery' },
  { t: 'p', text: 'Devices announce themselves by mDNS as _hearthly._tcp.local with TXT records model, fw and id.' },
  { t: 'h', text: 'Authentication' },
  {
    t: 'p',
    text: 'Each request carries the header Authorization: Bearer <token>. The token is shown once when Local API is enabled and can be rotated in the app. Requests without a valid token receive HTTP 401.',
  },
  { t: 'h', text: 'Endpoints' },
  { t: 'kv', k: 'GET /api/v1/info', v: 'Model, firmware version, MAC address, uptime' },
  { t: 'kv', k: 'GET /api/v1/state', v: 'Current state, e.g. {"on": true, "power_w": 12.4}' },
  { t: 'kv', k: 'POST /api/v1/state', v: 'Change state, e.g. {"on": false} or {"brightness": 40}' },
  { t: 'kv', k: 'POST /api/v1/door', v: 'HG100/HG200 only: {"action": "open" | "close"}; closing triggers the warning signal' },
  { t: 'kv', k: 'GET /api/v1/events', v: 'Server-sent events stream of state changes' },
  { t: 'h', text: 'Limits' },
  ...bullets([
    'At most 10 requests per second per device; excess requests receive HTTP 429.',
    'The Local API is HTTP on the local network only; do not expose device ports to the internet.',
  ]),
];

export function resourcePdf(r: ResourceEntry, company: Company): PdfDoc {
  const base = { title: r.title, heading: r.title, subtitle: `Version ${r.version}`, date: PUBLISHED };
  switch (r.file.kind) {
    case 'home-assistant-guide':
      return { ...base, kind: 'Integration Guide', blocks: homeAssistantGuide(company) };
    case 'local-api-specification':
      return { ...base, kind: 'Developer Documentation', blocks: LOCAL_API_SPECIFICATION };
    default:
      throw new Error(`${r.url} is not a PDF`);
  }
}

export function resourceText(r: ResourceEntry, company: Company): string {
  switch (r.file.kind) {
    case 'gpl-written-offer':
      return `${textTitle(`${company.name} – GPL/LGPL written offer (${r.version})`)}
Hearthly products contain software licensed under the GNU General Public
License (GPL) and the GNU Lesser General Public License (LGPL). The source code
of these components is published in the Resource Library of the Hearthly
support website (category "Firmware Source Code (GPL)").

For at least three years after we last ship a product, and for as long as we
offer spare parts or customer support for it, ${company.name} will give any third
party, on request, a complete machine-readable copy of the corresponding source
code for a charge no more than our cost of physically performing the
distribution.

Send your request, stating the product model and firmware version, to:

  ${company.name} – Open Source Compliance
  ${company.address}
  ${company.supportEmail}

This offer is valid to anyone in receipt of this information.
`;
    case 'app-notices':
      return `${textTitle(`${r.title} (${r.version})`)}
The Hearthly app for ${r.file.platform} includes the following third-party
software. We thank the authors and contributors.

${r.file.components.map((c) => `${c.name.padEnd(36)}${c.licence}`).join('\n')}

The full licence texts are shown in the app under Me > About > Open source
licences and are available at https://opensource.org/licenses.
`;
    default:
      throw new Error(`${r.url} is not a text file`);
  }
}
