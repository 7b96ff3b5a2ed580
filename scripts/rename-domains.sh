#!/usr/bin/env bash
# One name per domain on the web (docs/decisions/126-one-name-per-domain.md): moves the web features whose names
# differ from their domain's to the domain's name (the server module's), rewrites every path that names them, drops
# their entries from ALIASES in scripts/domain-map.mjs and regenerates docs/domain-map.md.
#
# Run from the repository root on a clean tree, after the branches that edit these features are merged:
#   scripts/rename-domains.sh && npm run typecheck -w @repclub/web && npx vitest run --project web && npx eslint apps/web
# It stops before changing anything if a source is missing or a target exists. Commit the result as one commit.
# Route files and URLs do not change (they are the spec's, routes.md), nor do file names inside the features.
# Tried on the domainmap branch (then reset): web typecheck, eslint of apps/web and the moved features' tests passed.
set -euo pipefail

cd "$(git rev-parse --show-toplevel)"
FEATURES=apps/web/src/features

# old feature → new path under features/ (moved as a whole; files inside keep their names).
RENAMES=(
  'event-messages conversations/messages'
  'event-comments conversations/comments'
  'event-invites contacts'
  'check-in checkin'
  'scanner checkin/scanner'
  'club-pages clubs/pages'
  'event-team events/team'
  'event-opt-ins bookings/opt-ins'
  'guest-pass guests/guest-pass'
  'outbox messaging'
  'profile users'
)

if [ -n "$(git status --porcelain)" ]; then
  echo "rename-domains: the working tree is not clean; commit or discard first." >&2
  exit 1
fi
for pair in "${RENAMES[@]}"; do
  read -r old new <<<"$pair"
  [ -d "$FEATURES/$old" ] || { echo "rename-domains: $FEATURES/$old does not exist (already renamed?)" >&2; exit 1; }
  [ ! -e "$FEATURES/$new" ] || { echo "rename-domains: $FEATURES/$new exists already" >&2; exit 1; }
done

for pair in "${RENAMES[@]}"; do
  read -r old new <<<"$pair"
  mkdir -p "$(dirname "$FEATURES/$new")"
  git mv "$FEATURES/$old" "$FEATURES/$new"
done

# The text files that may name a feature's path (listed after the moves); decision 126 keeps the old names (it is
# the map old → new) and the domain map is regenerated below.
mapfile -t FILES < <(git ls-files -z | xargs -0 grep -lIE 'features(/|\\/)' -- |
  grep -vE '^(docs/decisions/126-|docs/domain-map\.md$|scripts/rename-domains\.sh$|package-lock\.json$)' || true)

for pair in "${RENAMES[@]}"; do
  read -r old new <<<"$pair"
  # `features/<old>` followed by anything but a name character (so `profile` does not match `profile-pages`);
  # also the escaped form in regular expressions (`features\/scanner\/` in vite.config.ts), whose `\/` is kept
  # as the captured \2.
  escaped_new=${new//\//\\2}
  if [ "${#FILES[@]}" -gt 0 ]; then
    sed -i -E \
      -e "s#(features/)${old}([^A-Za-z0-9_-]|\$)#\\1${new}\\2#g" \
      -e "s#(features\\\\/)${old}(\\\\/)#\\1${escaped_new}\\2#g" \
      "${FILES[@]}"
  fi
  # The renamed feature's alias in the domain map is no longer needed.
  sed -i -E "/^  'web:${old}': /d" scripts/domain-map.mjs
done

# Shorter import paths can fit one line now (prettier joins them).
git diff --name-only -z HEAD --diff-filter=AMR | xargs -0 npx prettier --write --ignore-unknown --log-level warn
node scripts/domain-map.mjs
echo "rename-domains: done. Now: npm run typecheck -w @repclub/web, npx vitest run --project web, npx eslint apps/web"
