#!/usr/bin/env node
// `foyer` / `npx @foyer/server`: the CLI as one bundle with its dependencies inside (dist/bundle/cli.js,
// made by `npm run build`: a start loads a handful of files, not the ~1,500 modules of dist/). In the
// repository, `npm run server` runs the same bundle built from the sources (scripts/ensureServerBuilt.mjs).
import "../dist/bundle/cli.js";
