import { createHash, createHmac } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../../testing/backends.ts";
import { createTestServer, type TestServer } from "../../testing/createTestServer.ts";
import { DEV_TELEGRAM_BOT_TOKEN } from "./telegramStandInRoutes.ts";

const BOT_TOKEN = "4242424242:test-bot-token-signed-in-this-test";
const OTHER_BOT = "5151515151:some-other-bot-token";
const DAY = 86_400;

/** Signs like Telegram does, written out here (not via the code under test). */
function widgetData(fields: Record<string, string | number>, token = BOT_TOKEN): Record<string, string | number> {
  const check = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join("\n");
  const secret = createHash("sha256").update(token).digest();
  return { ...fields, hash: createHmac("sha256", secret).update(check).digest("hex") };
}
function webAppData(fields: Record<string, string>, token = BOT_TOKEN): string {
  const check = Object.keys(fields)
    .sort()
    .map((key) => `${key}=${fields[key]}`)
    .join("\n");
  const secret = createHmac("sha256", "WebAppData").update(token).digest();
  const params = new URLSearchParams(fields);
  params.set("hash", createHmac("sha256", secret).update(check).digest("hex"));
  return params.toString();
}

describe.each(backends())("Telegram over real HTTP ($name)", (backend) => {
  let t: TestServer;
  const now = () => Math.floor(t.clock.now() / 1000);
  const widget = (id = 1001, extra: Record<string, string | number> = {}) =>
    widgetData({ id, first_name: "Tele", username: "tele", auth_date: now(), ...extra });

  beforeAll(async () => {
    t = await createTestServer({
      backend,
      devOidcPort: false,
      appId: "tg-app",
      apps: [
        {
          id: "tg-app",
          allowed_origins: ["http://localhost:5173"],
          telegram_auth: true,
          telegram: { bot_token: BOT_TOKEN, auth_date_max_age_seconds: DAY },
        },
        { id: "no-tg", allowed_origins: ["http://localhost:5173"], telegram: { bot_token: BOT_TOKEN } },
      ],
    });
  });
  afterAll(() => t?.close());

  it("signs in with valid Login Widget data; the same Telegram id is the same user", async () => {
    const first = await t.post("/api/v1/telegram/authenticate", { telegram_auth_result: widget(1001) });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.is_new_user).toBe(true);
    expect(first.body.user.linked_accounts[0]).toMatchObject({
      type: "telegram",
      telegram_user_id: "1001",
      first_name: "Tele",
      username: "tele",
    });
    t.clock.advance(1_000); // a fresh payload (new auth_date), not a replay
    const again = await t.post("/api/v1/telegram/authenticate", { telegram_auth_result: widget(1001) });
    expect(again.body.user.id).toBe(first.body.user.id);
  });

  it("takes each signed payload once: a replay is 401 invalid_credentials, however many are sent at once", async () => {
    const payload = widget(1111);
    const first = await t.post("/api/v1/telegram/authenticate", { telegram_auth_result: payload });
    expect(first.status).toBe(200);
    const replay = await t.post("/api/v1/telegram/authenticate", { telegram_auth_result: payload });
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe("invalid_credentials");
    t.clock.advance(3_600_000); // still inside its day: still refused
    expect((await t.post("/api/v1/telegram/authenticate", { telegram_auth_result: payload })).status).toBe(401);
    const initData = webAppData({ user: JSON.stringify({ id: 1112, first_name: "Mini" }), auth_date: String(now()) });
    const racing = await Promise.all(
      [1, 2, 3].map(() => t.post("/api/v1/telegram/authenticate", { telegram_web_app_data: initData })),
    );
    expect(racing.map((r) => r.status).sort()).toEqual([200, 401, 401]);
  });

  it("signs in with valid Mini App initData", async () => {
    const initData = webAppData({
      query_id: "AAH",
      user: JSON.stringify({ id: 2002, first_name: "Mini", username: "mini" }),
      auth_date: String(now()),
    });
    const response = await t.post("/api/v1/telegram/authenticate", { telegram_web_app_data: initData });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    expect(response.body.user.linked_accounts[0]).toMatchObject({ telegram_user_id: "2002", first_name: "Mini" });
  });

  it("rejects a tampered field (401 invalid_credentials)", async () => {
    const data = { ...widget(1001), id: 6666 };
    const response = await t.post("/api/v1/telegram/authenticate", { telegram_auth_result: data });
    expect(response.status).toBe(401);
    expect(response.body.code).toBe("invalid_credentials");
    const tamperedMini = webAppData({ user: JSON.stringify({ id: 1 }), auth_date: String(now()) }).replace(
      "%22id%22%3A1",
      "%22id%22%3A2",
    );
    const mini = await t.post("/api/v1/telegram/authenticate", { telegram_web_app_data: tamperedMini });
    expect(mini.body.code).toBe("invalid_credentials");
  });

  it("rejects an added field the signature does not cover", async () => {
    const data = { ...widget(1001), photo_url: "https://evil.example/p.png" };
    const response = await t.post("/api/v1/telegram/authenticate", { telegram_auth_result: data });
    expect(response.body.code).toBe("invalid_credentials");
  });

  it("rejects stale data (auth_date older than the window) and data from the future", async () => {
    const stale = widget(1001, { auth_date: now() - DAY - 5 });
    const response = await t.post("/api/v1/telegram/authenticate", { telegram_auth_result: stale });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ code: "invalid_credentials", error: "Telegram login data has expired." });
    const fresh = widget(1001, { auth_date: now() - DAY + 60 });
    expect((await t.post("/api/v1/telegram/authenticate", { telegram_auth_result: fresh })).status).toBe(200);
    const future = widget(1001, { auth_date: now() + 3_600 });
    expect((await t.post("/api/v1/telegram/authenticate", { telegram_auth_result: future })).status).toBe(401);
  });

  it("moves with the server clock: data valid now is stale a day later", async () => {
    const data = widget(1001);
    t.clock.advance((DAY + 10) * 1000);
    const response = await t.post("/api/v1/telegram/authenticate", { telegram_auth_result: data });
    expect(response.body.code).toBe("invalid_credentials");
  });

  it("rejects data signed by another bot", async () => {
    const data = widgetData({ id: 1001, first_name: "Tele", auth_date: now() }, OTHER_BOT);
    expect((await t.post("/api/v1/telegram/authenticate", { telegram_auth_result: data })).status).toBe(401);
    const mini = webAppData({ user: JSON.stringify({ id: 1001 }), auth_date: String(now()) }, OTHER_BOT);
    expect((await t.post("/api/v1/telegram/authenticate", { telegram_web_app_data: mini })).status).toBe(401);
  });

  it("rejects scheme confusion: widget-signed data as initData and initData-signed fields as widget data", async () => {
    const widgetSigned = widgetData({ auth_date: now(), user: JSON.stringify({ id: 3003 }) });
    const asInitData = new URLSearchParams(
      Object.fromEntries(Object.entries(widgetSigned).map(([k, v]) => [k, String(v)])),
    ).toString();
    const one = await t.post("/api/v1/telegram/authenticate", { telegram_web_app_data: asInitData });
    expect(one.body.code).toBe("invalid_credentials");

    const miniSigned = new URLSearchParams(webAppData({ id: "3003", first_name: "X", auth_date: String(now()) }));
    const asWidget = {
      id: 3003,
      first_name: "X",
      auth_date: Number(miniSigned.get("auth_date")),
      hash: miniSigned.get("hash"),
    };
    const two = await t.post("/api/v1/telegram/authenticate", { telegram_auth_result: asWidget });
    expect(two.body.code).toBe("invalid_credentials");
  });

  it("refuses bodies with both or neither proof, and bad shapes (400 invalid_data)", async () => {
    for (const body of [
      {},
      { telegram_auth_result: widget(), telegram_web_app_data: "a=b" },
      { telegram_auth_result: { id: "x" } },
      { telegram_auth_result: { ...widget(), hash: "zz" } },
      "nope",
    ]) {
      const response = await t.post("/api/v1/telegram/authenticate", body);
      expect(response.status).toBe(400);
      expect(response.body.code).toBe("invalid_data");
    }
  });

  it("refuses an app without Telegram login (403 disallowed_login_method)", async () => {
    const response = await t.post(
      "/api/v1/telegram/authenticate",
      { telegram_auth_result: widget() },
      { appId: "no-tg" },
    );
    expect(response.status).toBe(403);
    expect(response.body.code).toBe("disallowed_login_method");
  });

  it("no-signup does not create a user", async () => {
    const response = await t.post("/api/v1/telegram/authenticate", {
      telegram_auth_result: widget(9009),
      mode: "no-signup",
    });
    expect(response.status).toBe(404);
  });

  it("links to an email user, refuses a second user, unlinks", async () => {
    const signedIn = await t.post("/api/v1/telegram/authenticate", { telegram_auth_result: widget(4004) });
    const ada = await (async () => {
      const email = "ada.tg@example.com";
      await t.post("/api/v1/passwordless/init", { email });
      const code = await t.readCode(email);
      return (await t.post("/api/v1/passwordless/authenticate", { email, code })).body;
    })();
    const linked = await t.post("/api/v1/telegram/link", { telegram_auth_result: widget(5005) }, { token: ada.token });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body.linked_accounts.map((a: { type: string }) => a.type)).toEqual(["email", "telegram"]);
    expect(signedIn.status).toBe(200);
    // 4004 belongs to the user who signed in with it: Ada is offered a transfer, which only
    // telegram/transfer redeems (the email transfer endpoint refuses a Telegram offer).
    t.clock.advance(1_000);
    const taken = await t.post("/api/v1/telegram/link", { telegram_auth_result: widget(4004) }, { token: ada.token });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe("account_transfer_required");
    const wrongEndpoint = await t.post(
      "/api/v1/passwordless/transfer",
      { nonce: taken.body.nonce },
      { token: ada.token },
    );
    expect(wrongEndpoint.body.code).toBe("invalid_data");
    const moved = await t.post("/api/v1/telegram/transfer", { nonce: taken.body.nonce }, { token: ada.token });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await t.get("/api/v1/users/me", { token: signedIn.body.token })).status).toBe(401);
    await t.post("/api/v1/telegram/unlink", { telegram_user_id: "4004" }, { token: ada.token });
    const unlinked = await t.post("/api/v1/telegram/unlink", { telegram_user_id: "5005" }, { token: ada.token });
    expect(unlinked.body.linked_accounts.map((a: { type: string }) => a.type)).toEqual(["email"]);
  });
});

describe("Telegram dev stand-in", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({
      devOidcPort: false,
      apps: [{ id: "foyer-dev", telegram_auth: true }],
    });
  });
  afterAll(() => t?.close());

  it("serves a page and signs widget data with the dev bot token, which the dev app accepts", async () => {
    const page = await fetch(`${t.url}/dev/telegram`);
    expect(await page.text()).toContain("Dev Telegram login");
    const signed = await fetch(`${t.url}/dev/telegram/widget.json`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ first_name: "Dev Tele", username: "devtele" }),
    });
    const data = await signed.json();
    const expected = widgetData(
      { id: data.id, first_name: "Dev Tele", username: "devtele", auth_date: data.auth_date },
      DEV_TELEGRAM_BOT_TOKEN,
    );
    expect(data.hash).toBe(expected.hash);
    const login = await t.post("/api/v1/telegram/authenticate", { telegram_auth_result: data });
    expect(login.status, JSON.stringify(login.body)).toBe(200);
    expect(login.body.user.linked_accounts[0]).toMatchObject({ type: "telegram", first_name: "Dev Tele" });
  });

  it("is not served in production mode", async () => {
    const prod = await createTestServer({
      mode: "production",
      secret: "x".repeat(64),
      smtp: { url: "smtp://127.0.0.1:1", from: "a@b.c" },
    });
    try {
      expect((await fetch(`${prod.url}/dev/telegram`)).status).toBe(404);
    } finally {
      await prod.close();
    }
  });
});
