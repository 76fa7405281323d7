// The operators' command for the cloud status and notice (the Cloud Service page, the header's status and
// the notice's banner): set them and show them.
//
//   npm run cloud-status -- --status maintenance --notice "Upgrade tonight 02:00–04:00 UTC" --notice-on
//   npm run cloud-status -- --notice "Heute Nacht 02:00–04:00 UTC Wartung" --lang de
//   npm run cloud-status -- --show
//
// The notice exists per language: English in the setting, the others beside it. A new English notice
// removes the other languages' texts (they were translations of the old one), so until each is set again
// with --lang, those languages show the new English text, marked as English.
//
// It writes the same settings the page and the header read (/api/v1/cloudService), in the server's database
// (DATABASE_URL, else DATA_DIR), so a running server shows the change at its visitors' next request.
import path from 'node:path';
import { z } from 'zod';
import { DEFAULT_LANGUAGE, LANGUAGES } from '../../shared/i18n';
import { CLOUD_NOTICE_KEY } from '../db/schema';
import { seedIfEmpty } from '../db/seed';
import { CatalogService } from '../services/catalog';
import { commandArgs, EXIT, openCommandDatabase, parseCommandLine, runIfCommand, type CommandIo, type Parsed } from './command';

export const USAGE = `Usage: npm run cloud-status -- [options]
  --status working|maintenance  set the cloud status (CLOUD_STATUS 1 or 0)
  --notice "text"               set the notice text; a blank line starts a new paragraph. Without
                                --lang it is the English text, and the other languages' texts are
                                removed (they show the English one until set again with --lang)
  --lang de|it|fr|es|ja|en      with --notice: the language of the text (default en);
                                with --show: show the notice in that language
  --notice-on                   show the notice (NOTICE_SWITCH 1): on the Cloud Service page and
                                as a banner on every other page
  --notice-off                  hide the notice (NOTICE_SWITCH 0)
  --show                        print the current values
  --help                        print this help
The database is the one DATABASE_URL names, else the one in DATA_DIR (default ./data).`;

export const NOTICE_MAX_LENGTH = 5000;

const argsSchema = z
  .object({
    status: z.enum(['working', 'maintenance'], { error: '--status must be "working" or "maintenance"' }).optional(),
    notice: z
      .string()
      .trim()
      .min(1, '--notice needs a text (use --notice-off to hide the notice)')
      .max(NOTICE_MAX_LENGTH, `--notice must be at most ${NOTICE_MAX_LENGTH} characters`)
      .optional(),
    'notice-on': z.boolean().optional(),
    'notice-off': z.boolean().optional(),
    lang: z.enum(LANGUAGES, { error: `--lang must be one of ${LANGUAGES.join(', ')}` }).optional(),
    show: z.boolean().optional(),
    help: z.boolean().optional(),
  })
  .refine((a) => !(a['notice-on'] && a['notice-off']), { error: '--notice-on and --notice-off cannot be used together' })
  .refine((a) => a.lang === undefined || a.notice !== undefined || a.show, { error: '--lang goes with --notice or --show' })
  .refine((a) => Object.values(a).some((v) => v !== undefined), { error: 'nothing to do: give at least one option' });

export type CloudStatusArgs = z.infer<typeof argsSchema>;

export interface CloudStatusDeps extends CommandIo {
  /** Where the demo content is, for a database that is still empty (as the server does at start-up). */
  contentDir?: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Notice text → stored HTML: paragraphs split on blank lines, each HTML-escaped inside <p>…</p>. */
export function noticeHtml(text: string): string {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n\s*/)
    .map((p) => p.trim())
    .filter(Boolean)
    .map((p) => `<p>${p.replace(/[&<>"']/g, (c) => ESCAPES[c]!)}</p>`)
    .join('');
}

/** Command-line words → validated arguments, or the one line that says what is wrong. */
export function parseCloudStatusArgs(argv: string[]): Parsed<CloudStatusArgs> {
  return parseCommandLine(
    argv,
    {
      status: { type: 'string' },
      notice: { type: 'string' },
      'notice-on': { type: 'boolean' },
      'notice-off': { type: 'boolean' },
      lang: { type: 'string' },
      show: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    argsSchema,
  );
}

export async function runCloudStatus(argv: string[], deps: CloudStatusDeps): Promise<number> {
  const command = commandArgs('cloud-status', parseCloudStatusArgs(argv), USAGE, deps);
  if ('exit' in command) return command.exit;
  const { args } = command;

  // Only a database a server has started on: a mistyped DATA_DIR or DATABASE_URL is an error, not a new
  // database whose status no visitor ever sees.
  const opened = await openCommandDatabase('cloud-status', deps, { create: false });
  if (!opened) return EXIT.failed;
  const { db, close } = opened;
  try {
    // A database whose content was never loaded (a start-up that stopped before it) gets the demo content
    // first, as the server would at start-up; otherwise the settings written here would make the server
    // think it was already loaded.
    if (await seedIfEmpty(db, deps.contentDir ?? path.resolve('content'))) {
      deps.out('The database was empty: the demo content was loaded first.');
    }
    const catalog = new CatalogService(db);
    const lang = args.lang ?? DEFAULT_LANGUAGE;
    let dropped: string[] = [];
    if (args.status) await catalog.setSetting('CLOUD_STATUS', args.status === 'working' ? '1' : '0');
    if (args.notice !== undefined && lang === DEFAULT_LANGUAGE) {
      await catalog.setSetting(CLOUD_NOTICE_KEY, noticeHtml(args.notice));
      dropped = await catalog.dropSettingTranslations(CLOUD_NOTICE_KEY);
    } else if (args.notice !== undefined) {
      await catalog.setSettingTranslation(CLOUD_NOTICE_KEY, lang, noticeHtml(args.notice));
    }
    if (args['notice-on']) await catalog.setSetting('NOTICE_SWITCH', '1');
    if (args['notice-off']) await catalog.setSetting('NOTICE_SWITCH', '0');

    const now = await catalog.cloudService(lang);
    const wrote = args.status !== undefined || args.notice !== undefined || args['notice-on'] || args['notice-off'];
    if (wrote) deps.out('Saved.');
    if (dropped.length) {
      deps.out(`Removed the notice's earlier texts in ${dropped.join(', ')}: they show this English text until set again with --lang.`);
    }
    deps.out(`Cloud status: ${now.CLOUD_STATUS === 1 ? 'working' : 'maintenance'} (CLOUD_STATUS=${now.CLOUD_STATUS})`);
    deps.out(`Notice: ${now.NOTICE_SWITCH === 1 ? 'on' : 'off'} (NOTICE_SWITCH=${now.NOTICE_SWITCH})`);
    const label = lang === DEFAULT_LANGUAGE ? 'Notice text' : now.lang === lang ? `Notice text (${lang})` : `Notice text (${lang}: none, the English one is shown)`;
    deps.out(now.CLOUD_STATUS_CONTENT_PC ? `${label}:\n${indent(now.CLOUD_STATUS_CONTENT_PC)}` : `${label}: (none)`);
    const translated = await catalog.settingLanguages(CLOUD_NOTICE_KEY);
    deps.out(`Notice in other languages: ${translated.length ? translated.join(', ') : 'none'}`);
    if (args.notice !== undefined && now.NOTICE_SWITCH !== 1) deps.out('The notice is off: add --notice-on to show it.');
    return EXIT.ok;
  } catch (error) {
    deps.err(`cloud-status: ${(error as Error).message}`);
    return EXIT.failed;
  } finally {
    await close();
  }
}

const indent = (text: string) =>
  text
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');

runIfCommand(import.meta.url, 'cloud-status', runCloudStatus);
