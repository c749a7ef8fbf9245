// Better Auth (bench-only dev dependency `better-auth`) standing in for bench/compare.ts: email OTP sign-in,
// sessions readable by bearer token, JWTs from /api/auth/token; its tables created by its own migrations on
// the PostgreSQL database given. Codes go to memory and `GET /bench/code?email=` hands them out once (the
// counterpart of Foyer's dev mailbox). Prints one JSON line `{ "url": ... }` once it listens.
//
//   node bench/betterAuthServer.mjs --database-url postgres://...
import { createServer } from "node:http";
import { parseArgs } from "node:util";
import { betterAuth } from "better-auth";
import { getMigrations } from "better-auth/db/migration";
import { toNodeHandler } from "better-auth/node";
import { bearer, emailOTP, jwt } from "better-auth/plugins";
import pg from "pg";

const { values } = parseArgs({ options: { "database-url": { type: "string" } } });
if (!values["database-url"]) throw new Error("--database-url is required");

const server = createServer();
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const baseURL = `http://127.0.0.1:${server.address().port}`;
const codes = new Map();
const auth = betterAuth({
  baseURL,
  secret: "bench-secret-bench-secret-bench-secret",
  // The same pool size as Foyer's (openDatabase.ts).
  database: new pg.Pool({ connectionString: values["database-url"], max: 10 }),
  // Every request comes from 127.0.0.1: its rate limiter is out of the way, as Foyer's per-IP caps are.
  rateLimit: { enabled: false },
  telemetry: { enabled: false },
  plugins: [
    emailOTP({
      async sendVerificationOTP({ email, otp }) {
        codes.set(email, otp);
      },
    }),
    bearer(),
    // get-session would sign a JWT into a header on every read; Foyer's session read does not: off.
    jwt({ disableSettingJwtHeader: true }),
  ],
});
const { runMigrations } = await getMigrations(auth.options);
await runMigrations();
const handler = toNodeHandler(auth);
server.on("request", (request, response) => {
  if (request.url?.startsWith("/bench/code?")) {
    const email = new URL(request.url, baseURL).searchParams.get("email");
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify({ code: codes.get(email) }));
    codes.delete(email);
    return;
  }
  void handler(request, response);
});
console.log(JSON.stringify({ url: baseURL }));
process.once("SIGTERM", () => process.exit(0));
