// npm run fixture:user-agents -- <ua-parser-js clone> <uap-core clone> <bowser clone>
//
// Writes tests/fixtures/user-agents.json, the real user agents the device detection test checks
// (tests/unit/device.test.ts), from the test data of three permissively licensed projects, each read from
// a git clone at a pinned commit (`git show <commit>:<path>`, so a clone on any branch will do):
//
// - ua-parser-js 1.0.41 (MIT): test/*-test.json; the device type is `expect.type` of device-test.json.
// - uap-core (Apache-2.0): tests/test_ua.yaml and tests/test_os.yaml; they state no device type.
//   tests/test_device.yaml is left out: its 16,000 agents name a brand and model but no type, so none of
//   them could be given an expected layout other than by hand.
// - bowser 2.14.1 (MIT): test/acceptance/useragentstrings.yml; the device type is `spec.platform.type`
//   (mobile, tablet, desktop, tv as smarttv, bot).
//
// Before reading, each project's licence file at that commit must still name its licence. An agent that
// several sources list appears once, under the first source; its device type is the first one stated (a
// disagreement is printed).
// Only the strings, a short description and the type are kept. Decision 0001 says why these sources.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { parse } from 'yaml';

interface Entry {
  ua: string;
  desc: string;
  device?: string;
}

interface Source {
  name: string;
  version: string;
  commit: string;
  licence: { file: string; name: string; mark: RegExp };
}

const UA_PARSER_JS: Source = {
  name: 'ua-parser-js',
  version: '1.0.41',
  commit: '90017c98d341788570435b7587ce1f0725022c7a',
  licence: { file: 'license.md', name: 'MIT', mark: /^MIT License/ },
};
const UAP_CORE: Source = {
  name: 'uap-core',
  version: 'master of 2026-08-11',
  commit: 'e3c5e634bee0b14f1a129c991483910739ad9f6c',
  licence: { file: 'LICENSE', name: 'Apache-2.0', mark: /^Apache License, Version 2\.0/ },
};
const BOWSER: Source = {
  name: 'bowser',
  version: '2.14.1',
  commit: 'eb3f153defca3f785a25ec7d65dce72a4a6ffb28',
  licence: { file: 'LICENSE', name: 'MIT', mark: /^MIT License$/m },
};

const OUTPUT = 'tests/fixtures/user-agents.json';
// Each source's word for a device type, as the test reads it (ua-parser-js's names).
const BOWSER_TYPES: Record<string, string> = {
  mobile: 'mobile',
  tablet: 'tablet',
  desktop: 'desktop',
  tv: 'smarttv',
  bot: 'bot',
};

const [uaParserDir, uapCoreDir, bowserDir] = process.argv.slice(2);
if (!uaParserDir || !uapCoreDir || !bowserDir) {
  console.error('usage: npm run fixture:user-agents -- <ua-parser-js clone> <uap-core clone> <bowser clone>');
  process.exit(2);
}

function show(dir: string, source: Source, file: string): string {
  return execFileSync('git', ['-C', dir, 'show', `${source.commit}:${file}`], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}

function checkLicence(dir: string, source: Source): void {
  const text = show(dir, source, source.licence.file);
  if (!source.licence.mark.test(text)) {
    throw new Error(`${source.name} ${source.commit}: ${source.licence.file} does not read as ${source.licence.name}`);
  }
}

const byUa = new Map<string, Entry>();
const counts = new Map<Source, number>();

function add(source: Source, ua: unknown, desc: string, device?: string): void {
  if (typeof ua !== 'string' || ua.trim() === '') return;
  const known = byUa.get(ua);
  if (known) {
    if (known.device === undefined) {
      if (device !== undefined) known.device = device;
    } else if (device !== undefined && device !== known.device) {
      console.warn(`${source.name} calls ${ua} ${device}, the fixture keeps ${known.device}`);
    }
    return;
  }
  byUa.set(ua, { ua, desc: `${source.name}: ${desc}`, ...(device === undefined ? {} : { device }) });
  counts.set(source, (counts.get(source) ?? 0) + 1);
}

interface UaParserCase {
  desc: string;
  ua: string;
  expect?: { type?: string };
}

checkLicence(uaParserDir, UA_PARSER_JS);
// device-test.json first, so that an agent the other files share keeps the device type it states.
for (const file of ['device', 'browser', 'os', 'engine', 'cpu', 'mediaplayer']) {
  const cases = JSON.parse(show(uaParserDir, UA_PARSER_JS, `test/${file}-test.json`)) as UaParserCase[];
  for (const item of cases) {
    const type = file === 'device' ? item.expect?.type : undefined;
    add(UA_PARSER_JS, item.ua, item.desc, type && type !== 'undefined' ? type : undefined);
  }
}

interface UapCoreCase {
  user_agent_string: string;
  family: string;
  major?: string | null;
}

checkLicence(uapCoreDir, UAP_CORE);
for (const file of ['test_ua', 'test_os']) {
  const { test_cases: cases } = parse(show(uapCoreDir, UAP_CORE, `tests/${file}.yaml`)) as { test_cases: UapCoreCase[] };
  for (const item of cases) {
    const what = file === 'test_ua' ? 'browser' : 'OS';
    add(UAP_CORE, item.user_agent_string, `${what} ${item.family}${item.major ? ` ${item.major}` : ''}`);
  }
}

interface BowserCase {
  ua: string;
  spec?: { platform?: { type?: string } };
}

checkLicence(bowserDir, BOWSER);
const bowserCases = parse(show(bowserDir, BOWSER, 'test/acceptance/useragentstrings.yml')) as Record<string, BowserCase[]>;
for (const [browser, cases] of Object.entries(bowserCases)) {
  for (const item of cases) {
    const type = item.spec?.platform?.type;
    add(BOWSER, item.ua, browser, type === undefined ? undefined : BOWSER_TYPES[type]);
  }
}

const sources = [UA_PARSER_JS, UAP_CORE, BOWSER];
const entries = [...byUa.values()];
const fixture = {
  source:
    'user agents from the test data of permissively licensed projects, strings only, each agent once under the first source that lists it; device = the device type that source states, where it states one: ' +
    sources
      .map((s) => `${s.name} ${s.version} (commit ${s.commit}, ${s.licence.name}, ${counts.get(s) ?? 0} agents)`)
      .join('; '),
  entries,
};
fs.writeFileSync(OUTPUT, `${JSON.stringify(fixture, null, 1)}\n`);
const typed = entries.filter((e) => e.device !== undefined).length;
console.log(`${OUTPUT}: ${entries.length} user agents, ${typed} with a device type`);
for (const s of sources) console.log(`  ${s.name} ${s.version}: ${counts.get(s) ?? 0}`);
