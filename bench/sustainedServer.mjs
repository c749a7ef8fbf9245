// The server under test of bench/sustained.ts, in a process of its own (so the load generator's CPU and
// memory are not counted as the server's): starts it on a free port with the per-IP caps lifted (every
// request comes from 127.0.0.1), prints one JSON line `{ "url": ... }` once it listens, and closes on SIGTERM.
// The server is the bundle `npm start` runs (node_modules/.cache/foyer/server/index.js, built by
// scripts/ensureServerBuilt.mjs), or with --sources the TypeScript sources through tsx's loader.
//
// Plain JavaScript, so that the bundle runs in plain node (no loader thread counted in its memory).
//
//   node bench/sustainedServer.mjs [--database-url ... | --data-dir ...]
//   node --conditions=@foyer/source --import tsx bench/sustainedServer.mjs --sources [...]
import { existsSync } from "node:fs";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: { "database-url": { type: "string" }, "data-dir": { type: "string" }, sources: { type: "boolean" } },
});
const bundle = new URL("../node_modules/.cache/foyer/server/index.js", import.meta.url);
if (!values.sources && !existsSync(bundle)) throw new Error("run `node scripts/ensureServerBuilt.mjs` first");
/** @type {typeof import("@foyer/server")} */
const { startServer } = await import(values.sources ? "@foyer/server" : bundle.href);

const server = await startServer({
  ...(values["database-url"] ? { databaseUrl: values["database-url"] } : { dataDir: values["data-dir"] }),
  mode: "development",
  port: 0,
  hostname: "127.0.0.1",
  walletFramePort: false,
  devOidcPort: false,
  apps: [{ id: "foyer-dev", wallet_auth: true }],
  logger: { info: () => {}, warn: console.warn, error: console.error },
  rateLimits: {
    codeSendsPerIpPerHour: 1e9,
    walletNoncesPerIpPerHour: 1e9,
    refreshesPerIpPerHour: 1e9,
  },
});
console.log(JSON.stringify({ url: server.url }));
process.once("SIGTERM", () => {
  void server.close().then(() => process.exit(0));
});
