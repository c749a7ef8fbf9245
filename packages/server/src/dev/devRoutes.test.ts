// Secure by default (issue 13, item 0): no mode is production; development routes exist only when asked
// for, answer only on loopback and only their own pages, and never hold a code real SMTP delivered.
import { mkdtempSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import type { AddressInfo } from "node:net";
import { networkInterfaces, tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer } from "smtp-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverOptionsFromEnv } from "../cli/serveCommand.ts";
import { devMessages } from "../db/schema.ts";
import { resolveMode } from "../ServerOptions.ts";
import { type StartedServer, startServer } from "../startServer.ts";
import { createTestServer, type TestServer } from "../testing/createTestServer.ts";

/** Every development route a browser or script could try (mailbox, stand-ins on both origins). */
const DEV_PATHS = [
  "/dev/mailbox",
  "/dev/mailbox.json",
  "/dev/mailbox.json?to=victim@example.com",
  "/dev/telegram",
  "/dev/farcaster/connect",
  "/dev/google-drive/drive/v3/files",
  "/dev/cloudkit/signin",
];

/** An in-process SMTP server that keeps the raw text of every message. */
async function startSmtp(): Promise<{ url: string; inbox: string[]; close(): Promise<void> }> {
  const inbox: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, _session, callback) {
      let raw = "";
      stream.on("data", (chunk: Buffer) => {
        raw += chunk.toString("utf8");
      });
      stream.on("end", () => {
        inbox.push(raw);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return { url: `smtp://127.0.0.1:${port}`, inbox, close: () => new Promise((resolve) => smtp.close(resolve)) };
}

async function waitFor<T>(read: () => T | undefined): Promise<T> {
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe("resolveMode", () => {
  it("is production unless development is asked for", () => {
    expect(resolveMode({}, {})).toBe("production");
    expect(resolveMode({}, { NODE_ENV: "development" })).toBe("production");
    expect(resolveMode({}, { FOYER_ENV: "" })).toBe("production");
    expect(resolveMode({}, { FOYER_ENV: "development" })).toBe("development");
    expect(resolveMode({ mode: "development" }, {})).toBe("development");
    expect(() => resolveMode({}, { FOYER_ENV: "dev" })).toThrow(/FOYER_ENV must be/);
  });
});

describe("an app from foyer.config.json, SMTP set, no mode given", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestServer;

  beforeAll(async () => {
    smtp = await startSmtp();
    const dir = mkdtempSync(join(tmpdir(), "foyer-config-"));
    const config = join(dir, "foyer.config.json");
    writeFileSync(
      config,
      JSON.stringify({ apps: [{ id: "shop", name: "Shop", allowed_origins: ["https://shop.example"] }] }),
    );
    const {
      dataDir: _d,
      port: _p,
      hostname: _h,
      ...fromEnv
    } = serverOptionsFromEnv({
      FOYER_CONFIG: config,
      SMTP_URL: smtp.url,
      FOYER_EMAIL_FROM: "Shop <login@shop.example>",
      FOYER_SECRET: "a-secret-long-enough-for-production",
    });
    t = await createTestServer({ ...fromEnv, appId: "shop" });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("runs in production and no dev route serves the victim's code", async () => {
    expect(t.started.server.config.mode).toBe("production");
    expect((await t.post("/api/v1/passwordless/init", { email: "victim@example.com" })).status).toBe(200);
    const mail = await waitFor(() => smtp.inbox[0]);
    const code = /\b(\d{6})\b/.exec(mail)?.[1];
    expect(code).toMatch(/^\d{6}$/);
    for (const path of DEV_PATHS) {
      const response = await fetch(`${t.url}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.text(), path).not.toContain(code);
      if (t.started.walletFrameUrl) {
        expect((await fetch(`${t.started.walletFrameUrl}${path}`)).status, `wallet origin ${path}`).toBe(404);
      }
    }
  });
});

describe("development asked for, with SMTP", () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  let t: TestServer;

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestServer({
      mode: "development",
      smtp: { url: smtp.url, from: "Dev <dev@localhost>" },
      devOidcPort: false,
    });
  });
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it("keeps no mailbox copy of a message SMTP delivered", async () => {
    expect((await t.post("/api/v1/passwordless/init", { email: "delivered@example.com" })).status).toBe(200);
    await waitFor(() => smtp.inbox[0]);
    expect(await t.mailbox("delivered@example.com")).toEqual([]);
  });

  it("serves only the messages of the apps this development start seeded", async () => {
    const { db } = t.started.server;
    const message = { channel: "email", to: "mixed@example.com", subject: "s", text: "t", code: "123456" };
    const createdAt = new Date(t.clock.now());
    // An app added to the database some other way (`foyer apps add`) is no dev app.
    await db.insert(devMessages).values({ ...message, appId: "real-app", createdAt });
    expect(await t.mailbox("mixed@example.com")).toEqual([]);
    await db.insert(devMessages).values({ ...message, appId: "foyer-dev", createdAt });
    expect((await t.mailbox("mixed@example.com")).map((entry) => entry.code)).toEqual(["123456"]);
  });

  it("never sends a wildcard CORS header and refuses pages of other origins", async () => {
    const own = await fetch(`${t.url}/dev/mailbox.json`);
    expect(own.status).toBe(200);
    expect(own.headers.get("access-control-allow-origin")).toBeNull();
    const foreign = await fetch(`${t.url}/dev/mailbox.json`, { headers: { origin: "https://evil.example" } });
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
    const page = await fetch(`${t.url}/dev/telegram/widget.json`, {
      method: "POST",
      headers: { origin: "https://evil.example", "content-type": "application/json" },
      body: JSON.stringify({ first_name: "Eve" }),
    });
    expect(page.status).toBe(403);
  });

  it("answers only a caller on this machine, by its socket address and a loopback host name", async () => {
    const { app } = t.started.server;
    const remote = (address: string) => ({ incoming: { socket: { remoteAddress: address } } }) as never;
    expect((await app.request("http://127.0.0.1/dev/mailbox.json", {}, remote("203.0.113.7"))).status).toBe(404);
    // A forged header changes nothing: only the socket counts.
    const forged = { headers: { "x-forwarded-for": "127.0.0.1", "x-real-ip": "127.0.0.1" } };
    expect((await app.request("http://127.0.0.1/dev/mailbox.json", forged, remote("203.0.113.7"))).status).toBe(404);
    expect((await app.request("http://127.0.0.1/dev/mailbox.json", {}, remote("127.0.0.1"))).status).toBe(200);
    expect((await app.request("http://127.0.0.1/dev/mailbox.json", {}, remote("::ffff:127.0.0.1"))).status).toBe(200);
    // A DNS-rebound name reaching the loopback socket is refused too.
    expect((await app.request("http://rebound.example/dev/mailbox.json", {}, remote("127.0.0.1"))).status).toBe(404);
  });
});

/** This machine's first non-loopback IPv4 address, if it has one (CI containers usually do). */
const lanAddress = Object.values(networkInterfaces())
  .flat()
  .find((entry) => entry && !entry.internal && entry.family === "IPv4")?.address;

/** GET over a real socket to `address`, with the Host header a browser on this machine would send. */
function getVia(address: string, port: number, path: string, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const req = request({ host: address, port, path, headers: { host } }, (res) => {
      res.resume();
      resolve(res.statusCode ?? 0);
    });
    req.on("error", reject);
    req.end();
  });
}

describe.skipIf(!lanAddress)("development listening on every interface", () => {
  let started: StartedServer;
  beforeAll(async () => {
    started = await startServer({
      mode: "development",
      port: 0,
      hostname: "0.0.0.0",
      devOidcPort: 0,
      walletFramePort: false,
      logger: { info() {}, warn() {}, error() {} },
    });
  });
  afterAll(() => started?.close());

  it("refuses a caller from another machine, by its socket address, even with a loopback Host header", async () => {
    const address = lanAddress as string;
    const local = `127.0.0.1:${started.port}`;
    expect(await getVia("127.0.0.1", started.port, "/dev/mailbox.json", local)).toBe(200);
    expect(await getVia(address, started.port, "/dev/mailbox.json", local)).toBe(404);
    expect(await getVia(address, started.port, "/dev/telegram", local)).toBe(404);
    // The local OpenID provider applies the same rule on its own port.
    const oidc = new URL(started.devOidcIssuer as string);
    const discovery = "/.well-known/openid-configuration";
    expect(await getVia("127.0.0.1", Number(oidc.port), discovery, oidc.host)).toBe(200);
    expect(await getVia(address, Number(oidc.port), discovery, oidc.host)).toBe(404);
  });
});
