#!/usr/bin/env node
// `foyer` / `npx @foyer/server`: the built CLI (dist/cli.js). In the repository, `npm run build` makes it;
// `npm run server` runs the sources instead.
import "../dist/cli.js";
