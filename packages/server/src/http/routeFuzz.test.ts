// Every registered route of a full server (all default plugins, both origins) gets random and structured
// bad input: NUL bytes, lone and reversed surrogates, 10,000-deep nesting, huge bodies, bad path segments,
// wrong types, missing fields. None may answer a 5xx (issue 13, "Must show"). Seeded and bounded: the same
// cases every run, a few seconds on 2 cores.

import type { Hono } from "hono";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestServer, type TestServer } from "../testing/createTestServer.ts";
import { MAX_BODY_BYTES, MAX_PAGE_BODY_BYTES } from "./bodyLimits.ts";

/** mulberry32: a small seeded PRNG, so a failure names a case that replays. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let x = Math.imul(state ^ (state >>> 15), 1 | state);
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x;
    return ((x ^ (x >>> 14)) >>> 0) / 4294967296;
  };
}

const NASTY_STRINGS = [
  "\u0000",
  "a\u0000b",
  "\ud800",
  "\udfff",
  "\udc00\ud800",
  "x".repeat(70_000),
  "",
  " ",
  "😀",
  "../../etc/passwd",
  "%00",
  "' OR 1=1 --",
  "<script>alert(1)</script>",
  "0x",
  "0x".padEnd(200, "f"),
  "-1",
  "1e309",
  "NaN",
  "{}",
];
const NASTY_VALUES: unknown[] = [
  ...NASTY_STRINGS,
  null,
  true,
  0,
  -1,
  1.5,
  Number.MAX_SAFE_INTEGER,
  1e308,
  [],
  {},
  [null],
  { "\u0000": 1 },
  ["\ud800"],
  { nested: { deeper: ["\u0000"] } },
];
/** Field names of the wire contract, so structured bodies reach past "unknown field" into real checks. */
const FIELDS = [
  "email",
  "code",
  "nonce",
  "refresh_token",
  "phone_number",
  "channel",
  "address",
  "message",
  "signature",
  "chain_id",
  "chain_type",
  "wallet_client_type",
  "connector_type",
  "mode",
  "token",
  "channel_token",
  "requester_app_id",
  "telegram_auth_result",
  "telegram_web_app_data",
  "provider",
  "redirect_to",
  "state",
  "authorization_code",
  "code_verifier",
  "credential",
  "response",
  "challenge",
  "event_name",
  "client_id",
  "payload",
  "method",
  "params",
  "id",
  "user_id",
  "wallet_id",
  "entropy_id",
  "share",
  "auth_share",
  "recovery_method",
  "password",
  "captcha_token",
  "addresses",
  "amount",
  "transaction",
  "url",
];
/** Path segments that must be refused or answered, never crash a handler. */
const BAD_SEGMENTS = [
  "%00",
  "a%00b",
  "%ED%A0%80",
  "%ED%B0%80%ED%A0%80",
  "%E0%A4%A",
  "%",
  "%C0%AF",
  "x".repeat(4_000),
  "..",
  "%2F",
  "%F0%9F%98%80",
  "-1",
  "99999999999999999999",
  "00000000-0000-0000-0000-000000000000",
  "not-a-uuid",
];

function deep(depth: number): string {
  return `{"a":${"[".repeat(depth)}${"]".repeat(depth)}}`;
}

function randomValue(next: () => number, depth = 0): unknown {
  const pick = <T>(list: readonly T[]) => list[Math.floor(next() * list.length)] as T;
  const roll = next();
  if (depth > 3 || roll < 0.5) return pick(NASTY_VALUES);
  if (roll < 0.7) return Array.from({ length: Math.floor(next() * 4) }, () => randomValue(next, depth + 1));
  return Object.fromEntries(
    Array.from({ length: 1 + Math.floor(next() * 4) }, () => [pick(FIELDS), randomValue(next, depth + 1)]),
  );
}

/** Random bytes, a fraction of them invalid UTF-8 and control characters. */
function randomBytes(next: () => number, length: number): Blob {
  return new Blob([Uint8Array.from({ length }, () => Math.floor(next() * 256))]);
}

interface Route {
  method: string;
  path: string;
}

/** The routes an app answers (middleware entries left out), each once. */
function routesOf(app: Hono<never>): Route[] {
  const seen = new Set<string>();
  const out: Route[] = [];
  for (const route of app.routes) {
    if (route.path.endsWith("*") && route.method === "ALL") continue;
    const methods = route.method === "ALL" ? ["GET", "POST"] : [route.method];
    for (const method of methods) {
      const key = `${method} ${route.path}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ method, path: route.path });
    }
  }
  return out;
}

/** Fills `:param` (with or without a {regex}) and `*` with one value. */
function fill(path: string, value: (name: string) => string): string {
  return path.replace(/:([A-Za-z0-9_]+)(\{[^}]*\})?\??/g, (_m, name: string) => value(name)).replace(/\*/g, "x");
}

const ordinaryParam = (name: string) => (/app/i.test(name) ? "foyer-dev" : "x1");

describe("route fuzz: no input produces a 5xx", () => {
  let t: TestServer;
  let token: string;
  const failures: string[] = [];

  beforeAll(async () => {
    t = await createTestServer({
      devOidcPort: false,
      rateLimits: {
        codeSendsPerIpPerHour: 1e9,
        codeSendsPerDestinationPerHour: 1e9,
        analyticsEventsPerIpPerHour: 1e9,
        guestAccountsPerIpPerHour: 1e9,
        walletNoncesPerIpPerHour: 1e9,
        refreshesPerIpPerHour: 1e9,
      },
    });
    token = (await t.login("fuzz@example.com")).token;
  });
  afterAll(() => t?.close());

  /** Requests in flight at once: enough to keep the server busy, few enough for 2 shared cores. */
  const CONCURRENCY = 6;
  const pending = new Set<Promise<void>>();
  async function queue(task: () => Promise<void>): Promise<void> {
    if (pending.size >= CONCURRENCY) await Promise.race(pending);
    const running = task().finally(() => pending.delete(running));
    pending.add(running);
  }
  const drain = () => Promise.all(pending);

  /**
   * One request; a 5xx is a failure. `oversized`: the server answers 400 before reading the body and may
   * close the connection under the upload, which the client sees as a reset, not as a status.
   */
  async function send(
    origin: string,
    route: Route,
    path: string,
    body?: BodyInit,
    contentType?: string,
    oversized = false,
  ) {
    const headers: Record<string, string> = { "foyer-app-id": "foyer-dev", authorization: `Bearer ${token}` };
    if (contentType) headers["content-type"] = contentType;
    const hasBody = route.method !== "GET" && route.method !== "HEAD";
    const attempt = async () => {
      const response = await fetch(`${origin}${path}`, {
        method: route.method,
        headers,
        body: hasBody ? body : undefined,
        redirect: "manual",
      });
      await response.arrayBuffer();
      return response.status;
    };
    let status: number;
    try {
      // Again on a reset (twice, the second after a pause): a pooled connection an oversized upload broke is
      // transport, not an answer; a route that really fails fails all three.
      status = await attempt()
        .catch(attempt)
        .catch(async () => {
          await new Promise((resolve) => setTimeout(resolve, 200));
          return attempt();
        });
    } catch (error) {
      if (oversized) return;
      failures.push(`${route.method} ${path.slice(0, 120)}: request failed (${String(error)})`);
      return;
    }
    if (status >= 500) {
      const shown = typeof body === "string" ? body.slice(0, 120) : body ? "<bytes>" : "";
      failures.push(`${status} ${route.method} ${path.slice(0, 120)} ${shown}`);
    }
  }

  function origins(): { origin: string; routes: Route[] }[] {
    const { server, walletFrameUrl } = t.started;
    const list = [{ origin: t.url, routes: routesOf(server.app as never) }];
    if (walletFrameUrl) list.push({ origin: walletFrameUrl, routes: routesOf(server.walletFrameApp as never) });
    return list;
  }

  it("enumerates the routes of every default plugin on both origins", () => {
    const all = origins().flatMap((o) => o.routes.map((r) => `${r.method} ${r.path}`));
    expect(all.length).toBeGreaterThan(60);
    expect(all).toContain("POST /api/v1/passwordless/init");
    expect(all).toContain("POST /api/v1/sessions");
  });

  it("structured bad input: bodies, nesting, sizes, types, path segments", { timeout: 240_000 }, async () => {
    failures.length = 0;
    // Oversized uploads go last, one at a time: the server may close a connection under them, and a pooled
    // connection shared with concurrent requests would then fail an innocent request (seen under load).
    const oversizedUploads: (() => Promise<void>)[] = [];
    const json = "application/json";
    const bodies: string[] = [
      "",
      "null",
      "[]",
      "{}",
      '"\\u0000"',
      "{not json",
      deep(10_000),
      deep(100),
      '{"email":"\\ud800","code":"\\udc00\\ud800","nonce":"a\\u0000"}',
      JSON.stringify(Object.fromEntries(FIELDS.map((field) => [field, "\u0000"]))),
      JSON.stringify(Object.fromEntries(FIELDS.map((field) => [field, 12]))),
      JSON.stringify(Object.fromEntries(FIELDS.map((field) => [field, "x"]))),
      JSON.stringify(Object.fromEntries(FIELDS.map((field) => [field, ["0x", -1, null]]))),
      JSON.stringify(Object.fromEntries(FIELDS.map((field) => [field, { a: [] }]))),
      JSON.stringify(Object.fromEntries(FIELDS.map((field) => [field, "x".repeat(2_000)]))),
    ];
    for (const { origin, routes } of origins()) {
      for (const route of routes) {
        const ordinary = fill(route.path, ordinaryParam);
        for (const body of bodies) await queue(() => send(origin, route, ordinary, body, json));
        const cap = route.path.startsWith("/api/") ? MAX_BODY_BYTES : MAX_PAGE_BODY_BYTES;
        const huge = JSON.stringify({ email: "a@example.com", x: "y".repeat(cap) });
        oversizedUploads.push(() => send(origin, route, ordinary, huge, json, true));
        await queue(() => send(origin, route, ordinary, "a=%00&b=\u0000", "application/x-www-form-urlencoded"));
        await queue(() => send(origin, route, `${ordinary}?to=%00&redirect_to=%ED%A0%80&state=${"x".repeat(3000)}`));
        if (route.path.includes(":") || route.path.includes("*")) {
          for (const segment of BAD_SEGMENTS) {
            await queue(() =>
              send(
                origin,
                route,
                fill(route.path, () => segment),
                "{}",
                json,
              ),
            );
          }
        }
      }
    }
    await drain();
    for (const upload of oversizedUploads) await upload();
    expect(failures).toEqual([]);
  });

  it("random input, seeded", { timeout: 240_000 }, async () => {
    failures.length = 0;
    const next = random(0x13f00e);
    for (const { origin, routes } of origins()) {
      for (const route of routes) {
        for (let i = 0; i < 6; i++) {
          const path = fill(route.path, (name) =>
            next() < 0.5 ? ordinaryParam(name) : (BAD_SEGMENTS[Math.floor(next() * BAD_SEGMENTS.length)] as string),
          );
          const body = i === 5 ? randomBytes(next, 1 + Math.floor(next() * 512)) : JSON.stringify(randomValue(next));
          await queue(() => send(origin, route, path, body, "application/json"));
        }
      }
    }
    await drain();
    expect(failures).toEqual([]);
    expect(t.logs.filter((line) => line.includes("unexpected error"))).toEqual([]);
  });
});
