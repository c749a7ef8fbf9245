import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MAX_BODY_BYTES } from "../../app.ts";
import { backends } from "../../testing/backends.ts";
import { createTestServer, type TestServer } from "../../testing/createTestServer.ts";
import { defaultAppConfig } from "./defaultAppConfig.ts";

const DEMO = "http://localhost:5173";

describe.each(backends())("apps, CORS, input validation ($name)", (backend) => {
  let t: TestServer;
  let token = "";

  beforeAll(async () => {
    t = await createTestServer({
      backend,
      devAppOrigins: ["http://127.0.0.1:4444"],
      apps: [
        { id: "evil-name", name: "<i>Evil & Co</i>" },
        {
          id: "branded",
          name: "Branded",
          allowed_origins: ["https://branded.example"],
          accent_color: "#ff0066",
          embedded_wallet_config: { ethereum: { create_on_login: "all-users" } } as never,
        },
      ],
    });
    token = (await t.login(`apps-${Date.now()}@example.com`)).token;
  });
  afterAll(() => t?.close());

  it("serves the public app configuration with every field and no secrets", async () => {
    const answer = await t.get("/api/v1/apps/foyer-dev");
    expect(answer.status).toBe(200);
    expect(Object.keys(answer.body).sort()).toEqual(["id", "name", ...Object.keys(defaultAppConfig)].sort());
    expect(answer.body).toMatchObject({ id: "foyer-dev", name: "Foyer Demo", email_auth: true });
    expect(answer.body).not.toHaveProperty("allowed_origins");

    const branded = await t.get("/api/v1/apps/branded", { appId: "branded" });
    expect(branded.body.accent_color).toBe("#ff0066");
    expect(branded.body.embedded_wallet_config).toEqual({
      ...defaultAppConfig.embedded_wallet_config,
      ethereum: { create_on_login: "all-users" },
    });
    expect((await t.get("/api/v1/apps/branded")).status).toBe(401);
  });

  it("needs a known foyer-app-id on every /api/v1 call", async () => {
    for (const appId of [null, "", "unknown-app"]) {
      const answer = await t.post("/api/v1/passwordless/init", { email: "x@example.com" }, { appId });
      expect(answer.status).toBe(401);
      expect(answer.body.code).toBe("missing_or_invalid_foyer_app_id");
    }
  });

  it("answers CORS preflights and allows only the app's origins", async () => {
    const preflight = await fetch(`${t.url}/api/v1/passwordless/init`, {
      method: "OPTIONS",
      headers: {
        origin: DEMO,
        "access-control-request-method": "POST",
        "access-control-request-headers": "foyer-app-id, content-type",
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(DEMO);
    expect(preflight.headers.get("access-control-allow-headers")).toContain("foyer-app-id");
    expect(preflight.headers.get("access-control-allow-headers")).toContain("authorization");

    for (const origin of [DEMO, "http://127.0.0.1:5173", "http://127.0.0.1:4444"]) {
      const allowed = await t.get("/api/v1/apps/foyer-dev", { headers: { origin } });
      expect(allowed.status).toBe(200);
      expect(allowed.headers.get("access-control-allow-origin")).toBe(origin);
      expect(allowed.headers.get("access-control-expose-headers")).toContain("Retry-After");
    }
    // Errors stay readable by the allowed page.
    const error = await t.post("/api/v1/passwordless/init", { email: 1 }, { headers: { origin: DEMO } });
    expect(error.status).toBe(400);
    expect(error.headers.get("access-control-allow-origin")).toBe(DEMO);

    const foreign = await t.get("/api/v1/apps/foyer-dev", { headers: { origin: "https://evil.example" } });
    expect(foreign.status).toBe(401);
    expect(foreign.body.code).toBe("missing_or_invalid_foyer_app_id");
    expect(foreign.body.error).toContain("https://evil.example");
    expect(foreign.headers.get("access-control-allow-origin")).toBeNull();
    const crossApp = await t.get("/api/v1/apps/branded", { appId: "branded", headers: { origin: DEMO } });
    expect(crossApp.status).toBe(401);
  });

  it.each([
    ["/api/v1/passwordless/init", "not json"],
    ["/api/v1/passwordless/init", "[1,2]"],
    ["/api/v1/passwordless/init", "null"],
    ["/api/v1/passwordless/init", { email: 42 }],
    ["/api/v1/passwordless/init", { email: "not-an-email" }],
    ["/api/v1/passwordless/init", {}],
    ["/api/v1/passwordless/authenticate", { email: "a@example.com" }],
    ["/api/v1/passwordless/authenticate", { email: "a@example.com", code: 123456 }],
    ["/api/v1/passwordless/authenticate", { email: "a@example.com", code: "12ab56" }],
    ["/api/v1/passwordless/authenticate", { email: "a@example.com", code: "123456", mode: "sometimes" }],
    ["/api/v1/sessions", { refresh_token: ["x"] }],
    ["/api/v1/sessions/logout", "{"],
    ["/api/v1/analytics_events", { payload: {} }],
    ["/api/v1/analytics_events", { event_name: "x", payload: { big: "x".repeat(9_000) } }],
    ["/api/v1/passwordless/init", JSON.stringify({ email: "a@example.com", pad: "x".repeat(MAX_BODY_BYTES) })],
  ])("POST %s with a bad body (%j) is 400 invalid_data", async (path, body) => {
    const answer = await t.post(path, body);
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe("invalid_data");
    expect(answer.body.error).toEqual(expect.any(String));
  });

  it("validates bodies of authenticated calls too", async () => {
    for (const path of ["/api/v1/passwordless/link", "/api/v1/passwordless/unlink", "/api/v1/passwordless/update"]) {
      const answer = await t.post(path, "{oops", { token });
      expect(answer.status).toBe(400);
      expect(answer.body.code).toBe("invalid_data");
    }
  });

  it("stores analytics events", async () => {
    const answer = await t.post("/api/v1/analytics_events", {
      event_name: "sdk_initialize",
      client_id: "client-1",
      payload: { sdk_version: "3.5.0" },
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ success: true });
  });

  it("has /health, JSON 404s, and the dev mailbox in development", async () => {
    expect((await t.get("/health", { appId: null })).body).toEqual({ ok: true });
    const missing = await t.get("/api/v1/nothing-here");
    expect(missing.status).toBe(404);
    expect(missing.body.code).toEqual(expect.any(String));
    const page = await fetch(`${t.url}/dev/mailbox`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-type")).toContain("text/html");
  });

  it("escapes what the mailbox page shows", async () => {
    await t.post("/api/v1/passwordless/init", { email: "escape@example.com" }, { appId: "evil-name" });
    const html = await (await fetch(`${t.url}/dev/mailbox`)).text();
    expect(html).not.toContain("<i>Evil");
    expect(html).toContain("&lt;i&gt;Evil &amp; Co&lt;/i&gt;");
  });
});
