// What the operators' commands share: their options read and checked in one step, the usage on a mistake,
// the server's database (DATABASE_URL, else DATA_DIR) opened with its configuration, and their exit codes.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs, type ParseArgsConfig } from 'node:util';
import type { z } from 'zod';
import { ConfigError, keepWritesPrivate, loadConfig, type Config } from '../config';
import { databaseSetting, databaseTarget, hasSiteSchema, isPostgresUrl, openDatabase, type OpenedDatabase } from '../db/database';

export const EXIT = { ok: 0, failed: 1, usage: 2 } as const;

export interface CommandIo {
  /** The environment to read DATABASE_URL and DATA_DIR from (through loadConfig); process.env by default. */
  env?: Record<string, string | undefined>;
  out(line: string): void;
  err(line: string): void;
}

export type Parsed<T> = { ok: true; args: T } | { ok: false; error: string };

/** Command-line words → options (node's parseArgs), checked by `schema`; or the one line that says what is wrong. */
export function parseCommandLine<S extends z.ZodType>(argv: string[], options: NonNullable<ParseArgsConfig['options']>, schema: S): Parsed<z.infer<S>> {
  let values: Record<string, unknown>;
  try {
    ({ values } = parseArgs({ args: argv, strict: true, allowPositionals: false, options }));
  } catch (error) {
    // parseArgs explains unknown options, missing values and stray words; keep its first line.
    return { ok: false, error: String((error as Error).message).split('\n')[0]!.replace(/\. To specify .*$/, '') };
  }
  const parsed = schema.safeParse(values);
  if (!parsed.success) return { ok: false, error: [...new Set(parsed.error.issues.map((i) => i.message))].join('; ') };
  return { ok: true, args: parsed.data };
}

/** The arguments to go on with; or, after a mistake (its line, then the usage) or --help (the usage), the exit code. */
export function commandArgs<T extends { help?: boolean }>(name: string, parsed: Parsed<T>, usage: string, io: CommandIo): { args: T } | { exit: number } {
  if (!parsed.ok) {
    io.err(`${name}: ${parsed.error}`);
    io.err(usage);
    return { exit: EXIT.usage };
  }
  if (parsed.args.help) {
    io.out(usage);
    return { exit: EXIT.ok };
  }
  return { args: parsed.args };
}

/**
 * The server's database (DATABASE_URL, else the SQLite file in DATA_DIR), read from the environment with the
 * server's configuration rules; or null after printing why not. Without `create`, a database no server has
 * started on (a missing SQLite file, a PostgreSQL database without the site's tables: a mistyped name, say)
 * is an error rather than a new empty one.
 */
export async function openCommandDatabase(name: string, io: CommandIo, { create }: { create: boolean }): Promise<OpenedDatabase | null> {
  let config: Config;
  try {
    config = loadConfig(io.env ?? process.env);
  } catch (error) {
    if (!(error instanceof ConfigError)) throw error;
    io.err(`${name}: ${error.message}`);
    return null;
  }
  const target = databaseTarget(config);
  // A PostgreSQL database is the operator's to create; the migrations bring its schema up to date.
  const where = databaseSetting(target);
  try {
    if (!create && !(await hasSiteSchema(target))) {
      io.err(
        isPostgresUrl(target)
          ? `${name}: the database in DATABASE_URL holds none of the site's tables: start the server on it once, or set DATABASE_URL`
          : `${name}: no database in DATA_DIR (${config.dataDir}): start the server once, or set DATA_DIR`,
      );
      return null;
    }
    return await openDatabase(target, { poolSize: 1 });
  } catch (error) {
    io.err(`${name}: cannot open the database in ${where}: ${(error as Error).message}`);
    return null;
  }
}

/**
 * Run `main` when `moduleUrl` is the command itself (tsx server/cli/x.ts …), not when a test imports it. Like
 * the server, it reads a .env file beside the project first (variables already set win), so both see the
 * same DATA_DIR.
 */
export function runIfCommand(moduleUrl: string, name: string, main: (argv: string[], io: CommandIo) => Promise<number>): void {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(path.resolve(process.argv[1])).href) return;
  keepWritesPrivate();
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  // Output piped into a reader that stops early (`| head -1`) ends the command quietly, as it does any Unix tool.
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    process.exit(EXIT.ok);
  });
  main(process.argv.slice(2), {
    out: (line) => process.stdout.write(`${line}\n`),
    err: (line) => process.stderr.write(`${line}\n`),
  }).then(
    (code) => process.exit(code),
    (error: unknown) => {
      process.stderr.write(`${name}: ${(error as Error).message}\n`);
      process.exit(EXIT.failed);
    },
  );
}
