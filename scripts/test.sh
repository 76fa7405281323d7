#!/usr/bin/env bash
# npm test: unit and API tests (vitest), then the production build in Chromium (Playwright).
set -euo pipefail
cd "$(dirname "$0")/.."
npx vitest run
bash scripts/ensure-chromium.sh
npm run build
npx playwright test
