#!/usr/bin/env bash
# npm test: unit and API tests (vitest) on SQLite, the same API tests and the unit tests that use the
# database again on PostgreSQL when one answers, then the production build in Chromium (Playwright).
set -euo pipefail
cd "$(dirname "$0")/.."
npx vitest run

# The PostgreSQL pass: every test database is created on this server and dropped after its test.
# REQUIRE_POSTGRES=1 (CI) makes a server that does not answer a failure instead of a skipped pass.
# By default the local server, as the user running the tests (the role psql would use).
postgres_url="${TEST_DATABASE_URL:-postgres://$(id -un)@127.0.0.1:5432/postgres}"
if node scripts/postgres-answers.mjs "$postgres_url"; then
  echo "PostgreSQL pass: tests/api and the unit tests that use the database"
  # Four workers on two cores: this pass waits on the database more than it computes. The links between
  # the pages do not depend on the database: that test (a few hundred renders) runs in the first pass only.
  TEST_DATABASE_URL="$postgres_url" npx vitest run --maxWorkers=4 --exclude tests/api/site-links.test.ts tests/api tests/unit/database-concurrency.test.ts tests/unit/database-close.test.ts tests/unit/outbox-cli.test.ts \
    tests/unit/cloud-status-cli.test.ts tests/unit/form-guard-services.test.ts tests/unit/seed-catalog.test.ts \
    tests/unit/search-quality.test.ts tests/unit/new-reference.test.ts
elif [ "${REQUIRE_POSTGRES:-}" = "1" ]; then
  echo "PostgreSQL does not answer at TEST_DATABASE_URL, and REQUIRE_POSTGRES=1: failing" >&2
  exit 1
else
  echo "PostgreSQL pass skipped: no PostgreSQL answers at TEST_DATABASE_URL (set it, or REQUIRE_POSTGRES=1 to fail instead)"
fi

bash scripts/ensure-chromium.sh
npm run build
npx playwright test
