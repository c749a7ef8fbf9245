// Better Auth (bench-only dev dependency `better-auth`) standing in for bench/compare.ts: email OTP sign-in,
// Sign-In with Ethereum (its siwe plugin: nonces from viem, signatures checked locally by viem as Foyer's
// are, no ENS lookup, anonymous wallet users as Foyer's are), sessions readable by bearer token, JWTs from /api/auth/token; its tables created by its own migrations on
// the PostgreSQL database given. Its send hook does what a deployment's would and what Foyer does: it
// renders the code email (the same text as Foyer's) and hands it to nodemailer, here its JSON transport
// (composes the message, sends nothing), as Foyer's is in the bench (sustainedServer.mjs --codes-in-memory).
// Codes also go to memory and `GET /bench/code?email=` hands them out once. Prints one JSON line
// `{ "url": ... }` once it listens.
//
//   node bench/betterAuthServer.mjs --database-url postgres://...
import { createServer } from "node:http";
import { parseArgs } from "node:util";
import { betterAuth } from "better-auth";
import { getMigrations } from "better-auth/db/migration";
import { toNodeHandler } from "better-auth/node";
import { bearer, emailOTP, jwt, siwe } from "better-auth/plugins";
import nodemailer from "nodemailer";
import pg from "pg";
import { verifyMessage } from "viem";
import { generateSiweNonce } from "viem/siwe";

const { values } = parseArgs({ options: { "database-url": { type: "string" } } });
if (!values["database-url"]) throw new Error("--database-url is required");

const server = createServer();
await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
const baseURL = `http://127.0.0.1:${server.address().port}`;
const codes = new Map();
const mailer = nodemailer.createTransport({ jsonTransport: true });
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
        await mailer.sendMail({
          from: "bench@example.com",
          to: email,
          subject: `Your Bench login code: ${otp}`,
          text: `Your login code for Bench is ${otp}.\n\nIt expires in 10 minutes. If you did not ask for it, you can ignore this email.\n`,
          html: `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111">
<p>Your login code for Bench is</p>
<p style="font-size:32px;font-weight:700;letter-spacing:6px">${otp}</p>
<p style="color:#555">It expires in 10 minutes. If you did not ask for it, you can ignore this email.</p>
</body></html>`,
        });
        codes.set(email, otp);
      },
    }),
    siwe({
      // The message must name this server (host:port), as Foyer's must name an allowed origin of the app.
      domain: new URL(baseURL).host,
      getNonce: async () => generateSiweNonce(),
      // Recovers the address from the EIP-191 signature, as Foyer does for a wallet key (no RPC).
      verifyMessage: ({ message, signature, address }) => verifyMessage({ address, message, signature }),
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
