// Housekeeping (issue 13, item 5): expired rows are pruned on a schedule and on demand, by tasks their
// owners register; tables stay bounded under repeated logins.
import { count } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { analyticsEvents, devMessages, nonces, otpCodes, rateLimits, refreshTokens, sessions } from "../db/schema.ts";
import { createTestServer, type TestServer } from "../testing/createTestServer.ts";
import { Housekeeping } from "./Housekeeping.ts";

const DAY_MS = 24 * 60 * 60_000;
const silent = { info() {}, warn() {}, error() {} };

describe("Housekeeping", () => {
  it("runs every registered task on an unref'd interval and on demand; a failing task does not stop the others", async () => {
    vi.useFakeTimers();
    try {
      const warnings: string[] = [];
      const housekeeping = new Housekeeping({ ...silent, warn: (message) => warnings.push(message) }, () => 0);
      let runs = 0;
      housekeeping.register("counted", async () => ++runs);
      housekeeping.register("broken", async () => {
        throw new Error("boom");
      });
      expect(() => housekeeping.register("counted", async () => 0)).toThrow(/Two housekeeping tasks/);
      housekeeping.start(1_000);
      await vi.advanceTimersByTimeAsync(3_000);
      expect(runs).toBe(3);
      expect(warnings).toHaveLength(3);
      expect(await housekeeping.prune()).toEqual({ counted: 4 });
      await housekeeping.stop();
      await vi.advanceTimersByTimeAsync(5_000);
      expect(runs).toBe(4);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe("tables stay bounded under repeated logins", () => {
  let t: TestServer;
  const tables: Record<string, PgTable> = {
    nonces,
    otp_codes: otpCodes,
    rate_limits: rateLimits,
    refresh_tokens: refreshTokens,
    sessions,
    analytics_events: analyticsEvents,
    dev_messages: devMessages,
  };
  const counts = async () => {
    const { db } = t.started.server;
    const out: Record<string, number> = {};
    for (const [name, table] of Object.entries(tables)) {
      const [row] = await db.select({ n: count() }).from(table);
      out[name] = row?.n ?? 0;
    }
    return out;
  };

  beforeAll(async () => {
    t = await createTestServer({ devOidcPort: false, pruneIntervalMs: false });
  });
  afterAll(() => t?.close());

  /** Logins by email and Telegram, refreshes, a logout, SIWE nonces, analytics events. */
  async function round(n: number): Promise<void> {
    for (let i = 0; i < 6; i++) {
      const auth = await t.login(`round-${n}-${i}@example.com`);
      const refreshed = await t.post("/api/v1/sessions", { refresh_token: auth.refresh_token });
      expect(refreshed.status).toBe(200);
      if (i % 2 === 0) await t.post("/api/v1/sessions/logout", { refresh_token: refreshed.body.refresh_token });
      await t.post("/api/v1/siwe/init", { address: `0x${String(n * 10 + i).padStart(40, "0")}` });
      await t.post("/api/v1/analytics_events", { event_name: "sdk_initialize", client_id: `c-${n}-${i}` });
    }
    const widget = await fetch(`${t.url}/dev/telegram/widget.json`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ first_name: `Round${n}` }),
    });
    const login = await t.post("/api/v1/telegram/authenticate", { telegram_auth_result: await widget.json() });
    expect(login.status).toBe(200);
  }

  it("prunes every expired row of each round, so nothing grows round after round", async () => {
    for (let n = 1; n <= 3; n++) {
      await round(n);
      const before = await counts();
      for (const name of Object.keys(tables)) expect(before[name], `${name} after round ${n}`).toBeGreaterThan(0);
      // Past every expiry and retention: refresh tokens (30 days), analytics (90 days), codes, windows.
      t.clock.advance(100 * DAY_MS);
      const report = await t.started.server.prune();
      expect(report["analytics.analytics_events"]).toBeGreaterThan(0);
      expect(await counts(), `after round ${n}`).toEqual(Object.fromEntries(Object.keys(tables).map((k) => [k, 0])));
    }
  });

  it("keeps what is still live: a fresh session refreshes after a prune", async () => {
    const auth = await t.login("live@example.com");
    await t.started.server.prune();
    expect((await t.post("/api/v1/sessions", { refresh_token: auth.refresh_token })).status).toBe(200);
    expect((await t.get("/api/v1/users/me", { token: auth.token })).status).toBe(200);
  });
});
