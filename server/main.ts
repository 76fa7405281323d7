// The process: read config, open the database, start HTTP and the mail worker, drain and stop on SIGTERM.
import fs from 'node:fs';
import path from 'node:path';
import { ConfigError, keepWritesPrivate, loadConfig, type Config } from './config';
import { databaseSetting, databaseTarget, isPostgresUrl, openDatabase } from './db/database';
import { seedIfEmpty } from './db/seed';
import { createApp, type AppDeps, type Health } from './app';
import { closerOfUnusedConnections, createHttpServer } from './http/node-server';
import { answerUnreadableRequests, headersTooLargeEnvelope, headersTooLargePage } from './http/client-errors';
import { createLogger } from './logger';
import { createServices } from './services';
import { createI18n } from './i18n';
import { LANGUAGES } from '../shared/i18n';
import { startMailWorker, type MailWorker } from './mail/worker';
import type { Assets, EntryServer } from './http/render';
import { modulePreloads, type Manifest } from './http/page-assets';
import { makeFolder } from './storage/folders';

const ENTRY_CLIENT = 'client/entry-client.tsx';

/** Hashed file names of the production build (vite's manifest). */
function productionAssets(clientDir: string): Assets {
  const manifestFile = path.join(clientDir, '.vite', 'manifest.json');
  if (!fs.existsSync(manifestFile)) {
    throw new ConfigError(`No client build at ${path.relative(process.cwd(), clientDir)}: run "npm run build" first.`);
  }
  const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Manifest;
  const entry = manifest[ENTRY_CLIENT];
  if (!entry) throw new ConfigError(`The client build has no ${ENTRY_CLIENT}.`);
  return { scripts: [`/${entry.file}`], styles: (entry.css ?? []).map((f) => `/${f}`), preloads: modulePreloads(manifest, ENTRY_CLIENT) };
}

async function frontEnd(config: Config): Promise<Pick<AppDeps, 'loadEntry' | 'assets' | 'clientDir' | 'devMiddleware'>> {
  if (config.NODE_ENV === 'development') {
    // Development serves the sources through Vite: a built copy (dist/ alone, the Docker image) has none.
    if (!fs.existsSync(path.resolve('client', 'entry-server.tsx'))) {
      throw new ConfigError('NODE_ENV=development serves the sources through Vite, and client/ is not here: a built copy runs with NODE_ENV=production.');
    }
    const { createServer } = await import('vite');
    const vite = await createServer({ server: { middlewareMode: true }, appType: 'custom' });
    const assets = { scripts: ['/@vite/client', `/${ENTRY_CLIENT}`], styles: ['/client/styles/index.css'] };
    return {
      devMiddleware: vite.middlewares,
      assets: () => assets,
      loadEntry: () => vite.ssrLoadModule('/client/entry-server.tsx') as Promise<EntryServer>,
    };
  }
  const clientDir = path.resolve('dist', 'client');
  const assets = productionAssets(clientDir);
  // The built renderer is imported once: a dynamic import() for every rendered page cost 0.7% of its CPU.
  let entry: Promise<EntryServer> | undefined;
  return { clientDir, assets: () => assets, loadEntry: () => (entry ??= import('../client/entry-server')) };
}

/**
 * A folder in DATA_DIR the server will write to, made now and written to once, so that start-up stops
 * with a line naming it instead of every message failing later.
 */
function checkWritableFolder(dir: string, what: string): void {
  const probe = path.join(dir, `.write-check-${process.pid}`);
  try {
    makeFolder(dir);
    fs.writeFileSync(probe, '');
    fs.rmSync(probe);
  } catch (error) {
    throw new Error(`cannot keep ${what} in DATA_DIR (${dir}): ${(error as Error).message}`, { cause: error });
  }
}

/** Why listen failed, in words, for the ordinary causes. */
function listenProblem(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  if (code === 'EADDRINUSE') return 'the port is already in use';
  if (code === 'EACCES') return 'not permitted to use that port';
  if (code === 'EADDRNOTAVAIL' || code === 'ENOTFOUND' || code === 'EAI_AGAIN') return 'this machine has no such address';
  return error instanceof Error ? error.message : String(error);
}

async function main(): Promise<void> {
  keepWritesPrivate();
  // A .env file beside the project, when there is one; variables already set win.
  if (fs.existsSync('.env')) process.loadEnvFile('.env');
  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger(config.LOG_LEVEL);
  // The translations and the front end first: started from a folder without them (or without a build),
  // nothing is written in DATA_DIR and no database is touched.
  const i18n = await createI18n();
  const front = await frontEnd(config);
  const target = databaseTarget(config);
  // A DATA_DIR that is a file, or a database that does not answer, is named in the one line start-up prints.
  const { db, close } = await openDatabase(target, { poolSize: config.DATABASE_POOL_SIZE }).catch((error: unknown) => {
    // The SQLite file's path helps; a PostgreSQL URL may hold a password, so only its setting is named.
    const where = isPostgresUrl(target) ? databaseSetting(target) : `${databaseSetting(target)} (${target})`;
    throw new Error(`cannot open the database in ${where}: ${error instanceof Error ? error.message : String(error)}`);
  });
  if (await seedIfEmpty(db, path.resolve('content'))) logger.info('demo content loaded into an empty database');
  const services = createServices(config, db);
  // The first page rendered is kept under the content's version only once it is known.
  await services.contentVersion.refresh();
  const stopWatchingContent = services.contentVersion.watch();
  if (!config.SMTP_URL) checkWritableFolder(path.join(config.dataDir, 'outbox'), 'the mail outbox');
  // The port opens (listen, below) only once the database, its content and the translations are ready.
  let health: Health = 'ok';
  const app = createApp({ config, services, logger, i18n, health: () => health, ...front });

  // Connections over MAX_CONNECTIONS (once no idle one can make room) are closed at once; say so at most
  // once a minute, with how many.
  let dropped = 0;
  const refused = () => {
    if (dropped++ === 0) {
      setTimeout(() => {
        logger.warn('connections refused at MAX_CONNECTIONS', { count: dropped, max: config.MAX_CONNECTIONS });
        dropped = 0;
      }, 60_000).unref();
    }
  };
  const server = createHttpServer(app, config, refused);
  const closeUnusedConnections = closerOfUnusedConnections(server);
  answerUnreadableRequests(server, headersTooLargePage(i18n, config.BRAND_NAME), headersTooLargeEnvelope(i18n));
  // Every search index (the FAQs and the catalogue's lists, in every language) is built before the port
  // opens: a first search of a language would otherwise wait for its index (0.2 to 0.6 s), and a load
  // balancer sends visitors as soon as /healthz answers. After a content change, which drops them, they
  // are built again in the background (a search that comes first waits for the same build).
  const warmSearch = async () => {
    await services.faq.warm(LANGUAGES);
    await services.catalog.warm(LANGUAGES);
  };
  await warmSearch();
  services.contentVersion.onChange(() => void warmSearch().catch((error: unknown) => logger.error('search warm-up failed', { error })));
  // A port in use or an address this machine does not have stops start-up with the one line that names them.
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.PORT, config.HOST, () => {
      server.off('error', reject);
      resolve();
    });
  }).catch((error: unknown) => {
    throw new Error(`cannot listen on ${config.HOST} port ${config.PORT} (HOST, PORT): ${listenProblem(error)}`);
  });
  server.on('error', (error) => logger.error('server error', { error: error.message }));
  // Sends what the forms queue in the outbox, from the moment the server listens (a start-up that fails
  // before then has claimed no message); drained on SIGTERM (docs/decisions/0010-outbox.md).
  const mail: MailWorker = startMailWorker(config, db, logger, (url) => services.uploads.open(url));
  // A form's mail goes out as soon as its submission is stored, not at the worker's next look.
  services.outbox.onAnnounce(() => mail.wake());
  // What is kept past its time is deleted on an hourly round (each part at most once a day), not only when
  // the next form of its kind is sent.
  const purge = () => void services.purgeExpired(new Date()).catch((error: unknown) => logger.error('deleting expired submissions failed', { error: (error as Error).message }));
  purge();
  const purgeTimer = setInterval(purge, 3_600_000);
  purgeTimer.unref();
  // Where it listens, and the address its links give (SITE_URL).
  logger.info('listening', { host: config.HOST, port: config.PORT, siteUrl: config.siteUrl, env: config.APP_ENV });
  // Several servers on one PostgreSQL database share its tickets and its outbox but not their own disks.
  const ownDisk = [config.UPLOAD_DRIVER === 'local' && 'attachments (UPLOAD_DRIVER=local)', !config.SMTP_URL && 'mail (SMTP_URL empty)'].filter(Boolean);
  if (config.DATABASE_URL && ownDisk.length > 0) {
    logger.info(`${ownDisk.join(' and ')} stay in this server's DATA_DIR: several servers on this database need UPLOAD_DRIVER=oss and SMTP_URL`);
  }
  // Canonical links, the sitemap, security.txt and the mails' links all name the site by SITE_URL.
  if (config.APP_ENV === 'production' && !config.SITE_URL) {
    logger.warn('SITE_URL is not set: links to this site name http://localhost instead of its public address', { siteUrl: config.siteUrl });
  }

  const stop = (signal: string) => {
    logger.info('stopping', { signal });
    health = 'stopping';
    // The worker claims nothing more and finishes the sends under way while the HTTP server drains.
    const mailStopped = mail.stop();
    stopWatchingContent();
    clearInterval(purgeTimer);
    server.close(() => {
      void mailStopped.then(() => close()).finally(() => process.exit(0));
    });
    // A keep-alive connection busy now would stay open after its answer (close() takes only new ones):
    // every answer from now on closes its connection, and the connections that fall idle are closed as they
    // do, so the server closes once the answers under way are sent; so are those that never sent a request.
    server.prependListener('request', (_req, res) => res.setHeader('Connection', 'close'));
    const closeIdle = () => {
      server.closeIdleConnections();
      closeUnusedConnections();
    };
    closeIdle();
    setInterval(closeIdle, 200).unref();
    // Answers that take longer must not hold the process for ever. The forms' submissions cut off here give
    // their idempotency keys back first (at most a second's wait), so that their visitors can send again.
    // 8 s and that second end within the 10 s Docker gives a container between SIGTERM and SIGKILL.
    setTimeout(() => {
      const released = services.formGuard.idempotency.abandonRunning().catch(() => 0);
      const late = new Promise<number>((resolve) => setTimeout(() => resolve(0), 1000).unref());
      void Promise.race([released, late]).then((count) => {
        if (count > 0) logger.warn('stopped with form submissions unanswered: their keys released', { count });
        process.exit(0);
      });
    }, 8_000).unref();
  };
  process.once('SIGTERM', () => stop('SIGTERM'));
  process.once('SIGINT', () => stop('SIGINT'));
}

main().catch((error: unknown) => {
  process.stderr.write(`Start-up failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
