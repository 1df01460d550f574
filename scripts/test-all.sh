#!/usr/bin/env bash
# The README's test command (`npm run test:all`) and exactly what CI runs (.ci/run):
# installs what the tests need on a fresh Debian machine, then runs every test —
# typecheck, lint, unit, integration on PGlite and PostgreSQL side by side, build, e2e.
set -euo pipefail
cd "$(dirname "$0")/.."

missing=()
[ -x "${CHROMIUM_PATH:-/usr/bin/chromium}" ] || missing+=(chromium)
# The e2e journeys' lighter browser (playwright.config.ts); only where no CHROMIUM_PATH is chosen.
[ -n "${CHROMIUM_PATH:-}" ] || [ -x /usr/bin/chromium-headless-shell ] || missing+=(chromium-headless-shell)
compgen -G '/usr/lib/postgresql/*/bin/initdb' > /dev/null || missing+=(postgresql)
if [ "${#missing[@]}" -gt 0 ]; then
  echo "Installing Debian packages: ${missing[*]}"
  sudo=""
  [ "$(id -u)" -eq 0 ] || sudo="sudo"
  # Keep apt from starting the packaged PostgreSQL service: tests start their own cluster.
  policy_created=0
  if [ ! -e /usr/sbin/policy-rc.d ]; then
    printf '#!/bin/sh\nexit 101\n' | $sudo tee /usr/sbin/policy-rc.d > /dev/null
    $sudo chmod +x /usr/sbin/policy-rc.d
    policy_created=1
  fi
  $sudo apt-get update -qq
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" fonts-dejavu-core
  [ "$policy_created" -eq 0 ] || $sudo rm -f /usr/sbin/policy-rc.d
fi

npm ci --no-audit --no-fund

# One production build serves both `npm run check` and the e2e suite: build it for the e2e stack
# and the e2e web address (the prerendered pages' canonical URLs, decision 014), or the e2e run
# builds and prerenders a second time.
export VITE_SUPABASE_URL="http://127.0.0.1:${E2E_STACK_PORT:-54331}"
export SITE_URL="http://127.0.0.1:${E2E_WEB_PORT:-4331}"
npm test
