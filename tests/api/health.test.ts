// GET /healthz and its look at the database: 503 while the database does not answer (closed, failing or
// silent), one query however many probes come at once, and 200 again once it answers.
import { Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, type DatabaseConnection, type Driver, type QueryResult } from 'kysely';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/schema';
import { databaseProbe } from '../../server/http/health';
import { createLogger } from '../../server/logger';
import { createTestApp } from '../helpers/test-app';

describe('GET /healthz', () => {
  it('answers 503 "unavailable" once the database no longer answers, and says why in the log', async () => {
    const t = await createTestApp();
    try {
      await t.services.db.destroy();
      const res = await request(t.app).get('/healthz');
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'unavailable' });
      expect(res.headers['cache-control']).toBe('no-store');
      const warning = t.logs.map((line) => JSON.parse(line) as { level: string; msg: string }).find((entry) => entry.msg === 'health: the database does not answer');
      expect(warning?.level).toBe('warn');
    } finally {
      await t.close();
    }
  });
});

/** A database whose every query answers as `state.mode` says: at once, with an error, or never. */
function controlledDatabase() {
  const state = { mode: 'answers' as 'answers' | 'fails' | 'silent', queries: 0 };
  const connection: DatabaseConnection = {
    executeQuery<R>(): Promise<QueryResult<R>> {
      state.queries++;
      if (state.mode === 'fails') return Promise.reject(new Error('connection refused'));
      if (state.mode === 'silent') return new Promise(() => {});
      return Promise.resolve({ rows: [{ '1': 1 } as R] });
    },
    // eslint-disable-next-line require-yield -- never streamed
    async *streamQuery() {
      throw new Error('not streamed');
    },
  };
  const driver: Driver = {
    init: async () => {},
    acquireConnection: async () => connection,
    beginTransaction: async () => {},
    commitTransaction: async () => {},
    rollbackTransaction: async () => {},
    releaseConnection: async () => {},
    destroy: async () => {},
  };
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => driver,
      createIntrospector: (k) => new SqliteIntrospector(k),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
  });
  return { db, state };
}

describe('the database probe', () => {
  const quiet = createLogger('silent');

  it('answers true while the database answers, false while it fails, and true again once it is back', async () => {
    const { db, state } = controlledDatabase();
    let now = 0;
    const answers = databaseProbe(db, quiet, { now: () => now });
    expect(await answers()).toBe(true);
    state.mode = 'fails';
    expect(await answers()).toBe(true);
    now += 1_000;
    expect(await answers()).toBe(false);
    state.mode = 'answers';
    now += 999;
    expect(await answers()).toBe(false);
    now += 1;
    expect(await answers()).toBe(true);
  });

  it('counts a database that does not answer within the time as down', async () => {
    const { db, state } = controlledDatabase();
    state.mode = 'silent';
    const started = performance.now();
    expect(await databaseProbe(db, quiet, { timeoutMs: 150 })()).toBe(false);
    expect(performance.now() - started).toBeGreaterThanOrEqual(140);
  });

  it('runs one query for many probes at once', async () => {
    const { db, state } = controlledDatabase();
    const answers = databaseProbe(db, quiet);
    expect(await Promise.all(Array.from({ length: 50 }, () => answers()))).toEqual(Array<boolean>(50).fill(true));
    expect(state.queries).toBe(1);
  });
});
