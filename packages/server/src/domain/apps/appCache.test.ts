// The app configuration is kept in memory by each server process; a change made through another process
// (here a second server starting with a changed seed, as a redeploy with a new foyer.config.json does)
// must reach the first one: migration 0006's trigger notifies, watchApps drops the copy.
import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { type StartedServer, startServer } from "../../startServer.ts";
import { backends } from "../../testing/backends.ts";
import { openTestDatabase } from "../../testing/createTestServer.ts";
import type { AppSeed } from "./AppSeed.ts";

describe.each(backends())("the app cache across server processes ($name)", (backend) => {
  let database: Awaited<ReturnType<typeof openTestDatabase>>;
  const servers: StartedServer[] = [];
  const statements: string[] = [];
  const walletKeys = { authKey: randomBytes(32).toString("hex"), recoveryKey: randomBytes(32).toString("hex") };

  const start = async (apps: AppSeed[], count = false) => {
    const server = await startServer({
      ...database.options,
      mode: "development",
      walletKeys,
      apps,
      port: 0,
      hostname: "127.0.0.1",
      devOidcPort: false,
      walletFramePort: false,
      pruneIntervalMs: false,
      logger: { info() {}, warn() {}, error() {} },
      ...(count ? { onStatement: (sql: string) => statements.push(sql) } : {}),
    });
    servers.push(server);
    return server;
  };
  const config = async (server: StartedServer, id: string) => {
    const res = await fetch(`${server.url}/api/v1/apps/${id}`, { headers: { "foyer-app-id": id } });
    return { status: res.status, body: (await res.json()) as Record<string, unknown> };
  };

  beforeAll(async () => {
    database = await openTestDatabase(backend);
  });
  afterAll(async () => {
    for (const server of servers.reverse()) await server.close();
    await database?.drop();
  });

  it("a settings change made by one process is seen by another, which had the app in memory", async () => {
    const first = await start([{ id: "shared", name: "Before", email_auth: true }], true);
    expect((await config(first, "shared")).body).toMatchObject({ name: "Before", email_auth: true });
    // Served from memory once the change listener is up (nothing is cached while it connects, which on a
    // loaded machine can outlast the first read): then no statement reads it again.
    await vi.waitFor(
      async () => {
        statements.length = 0;
        expect((await config(first, "shared")).body.name).toBe("Before");
        expect(statements).toEqual([]);
      },
      { timeout: 10_000, interval: 50 },
    );

    await start([{ id: "shared", name: "After", email_auth: false, allowed_origins: ["https://after.example"] }]);
    await vi.waitFor(async () => expect((await config(first, "shared")).body).toMatchObject({ name: "After" }), {
      timeout: 10_000,
      interval: 50,
    });
    expect((await config(first, "shared")).body.email_auth).toBe(false);
    // The allowed origins came along: the first process now refuses the old origin and accepts the new one.
    const fromNew = await fetch(`${first.url}/api/v1/apps/shared`, {
      headers: { "foyer-app-id": "shared", origin: "https://after.example" },
    });
    expect(fromNew.status).toBe(200);
  });

  it("an app created by another process is found (unknown ids are never remembered)", async () => {
    const [first] = servers as [StartedServer];
    expect((await config(first, "late")).status).toBe(401);
    await start([{ id: "late", name: "Late" }]);
    expect((await config(first, "late")).body.name).toBe("Late");
  });
});
