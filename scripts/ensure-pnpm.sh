#!/bin/sh
# pnpm drives the workspace; corepack cannot fetch it on every machine, so npm installs it once.
command -v pnpm >/dev/null 2>&1 || npm install -g pnpm@10 >/dev/null 2>&1 || {
  echo "could not install pnpm (npm install -g pnpm@10)" >&2
  exit 1
}
