// The server under test of bench/sustained.ts and bench/compare.ts, in a process of its own (so the load
// generator's CPU and memory are not counted as the server's): starts it on a free port with the per-IP caps
// lifted (every request comes from 127.0.0.1), prints one JSON line `{ "url": ... }` once it listens, and
// closes on SIGTERM. The server is the bundle `npm start` runs (node_modules/.cache/foyer/server/index.js,
// built by scripts/ensureServerBuilt.mjs), or with --sources the TypeScript sources through tsx's loader.
//
// --codes-in-memory (bench/compare.ts): codes go where Better Auth's bench hook puts them, in memory, instead
// of the dev mailbox (a row in the database, read through the API's middleware). Foyer still renders the
// email and hands it to nodemailer, whose JSON transport (`?jsonTransport=true` in the SMTP URL) composes it
// and sends nothing; the code is taken from the development log line, and `GET /bench/code?email=` answers
// it once from a bare handler in front of the server, as bench/betterAuthServer.mjs does.
//
// Plain JavaScript, so that the bundle runs in plain node (no loader thread counted in its memory).
//
//   node bench/sustainedServer.mjs [--database-url ... | --data-dir ...] [--codes-in-memory]
//   node --conditions=@foyer/source --import tsx bench/sustainedServer.mjs --sources [...]
import { existsSync } from "node:fs";
import { createServer as createHttpServer } from "node:http";
import { parseArgs } from "node:util";
import { getRequestListener } from "@hono/node-server";

const { values } = parseArgs({
  options: {
    "database-url": { type: "string" },
    "data-dir": { type: "string" },
    sources: { type: "boolean" },
    "codes-in-memory": { type: "boolean" },
  },
});
const bundle = new URL("../node_modules/.cache/foyer/server/index.js", import.meta.url);
if (!values.sources && !existsSync(bundle)) throw new Error("run `node scripts/ensureServerBuilt.mjs` first");
/** @type {typeof import("@foyer/server")} */
const { createServer, startServer } = await import(values.sources ? "@foyer/server" : bundle.href);

const codes = new Map();
/** @type {import("@foyer/server").StartServerOptions} */
const options = {
  ...(values["database-url"] ? { databaseUrl: values["database-url"] } : { dataDir: values["data-dir"] }),
  mode: "development",
  apps: [{ id: "foyer-dev", wallet_auth: true }],
  logger: {
    info(message) {
      // PasswordlessService logs each code it sends in development: `login code for <email>: <code>`.
      const sent = values["codes-in-memory"] ? /^login code for (\S+): (\d+)$/.exec(message) : null;
      if (sent) codes.set(sent[1], sent[2]);
    },
    warn: console.warn,
    error: console.error,
  },
  rateLimits: {
    codeSendsPerIpPerHour: 1e9,
    walletNoncesPerIpPerHour: 1e9,
    refreshesPerIpPerHour: 1e9,
  },
};

if (values["codes-in-memory"]) {
  const server = await createServer({
    ...options,
    smtp: { url: "smtp://127.0.0.1/?jsonTransport=true", from: "bench@example.com" },
  });
  const foyer = getRequestListener(server.app.fetch);
  const http = createHttpServer((request, response) => {
    if (request.url?.startsWith("/bench/code?")) {
      const email = new URL(request.url, "http://localhost").searchParams.get("email");
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ code: codes.get(email) }));
      codes.delete(email);
      return;
    }
    void foyer(request, response);
  });
  await new Promise((resolve) => http.listen(0, "127.0.0.1", () => resolve(undefined)));
  const address = /** @type {import("node:net").AddressInfo} */ (http.address());
  console.log(JSON.stringify({ url: `http://127.0.0.1:${address.port}` }));
  process.once("SIGTERM", () => {
    http.closeAllConnections();
    http.close();
    void server.close().then(() => process.exit(0));
  });
} else {
  const server = await startServer({
    ...options,
    port: 0,
    hostname: "127.0.0.1",
    walletFramePort: false,
    devOidcPort: false,
  });
  console.log(JSON.stringify({ url: server.url }));
  process.once("SIGTERM", () => {
    void server.close().then(() => process.exit(0));
  });
}
