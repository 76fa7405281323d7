// Exit code 0 when a PostgreSQL server answers at the URL given (scripts/test.sh: whether to run the
// PostgreSQL pass), 1 when it does not within a few seconds. The URL is never printed: it may carry a password.
import pg from 'pg';

const client = new pg.Client({ connectionString: process.argv[2], connectionTimeoutMillis: 3000 });
try {
  await client.connect();
  await client.query('SELECT 1');
  await client.end();
  process.exit(0);
} catch {
  process.exit(1);
}
