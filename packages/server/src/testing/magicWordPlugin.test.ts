import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createServer } from "../app.ts";
import { defaultPlugins } from "../plugins/defaultPlugins.ts";
import { backends } from "./backends.ts";
import { createTestServer, type TestServer } from "./createTestServer.ts";
import { DEV_MAGIC_WORD, magicWordPlugin } from "./magicWordPlugin.ts";

const AUTH = "/api/v1/magic_word/authenticate";
let serial = 0;
const uniqueName = (tag: string) => `${tag}-${++serial}-${Math.random().toString(36).slice(2, 8)}`;

// A plugin from outside src/plugins, written against the package's public entry only (magicWordPlugin.ts).
describe.each(backends())("a host's own plugin ($name)", (backend) => {
  let t: TestServer;

  beforeAll(async () => {
    t = await createTestServer({
      backend,
      plugins: [...defaultPlugins, magicWordPlugin],
      apps: [{ id: "wordless", name: "Wordless", allowed_origins: [] }],
    });
  });
  afterAll(() => t?.close());

  it("signs in through its own route, with its own settings, public flag and table", async () => {
    const config = await t.get("/api/v1/apps/foyer-dev");
    expect(config.body.magic_word_auth).toBe(true);
    expect((await t.get("/api/v1/apps/wordless", { appId: "wordless" })).body.magic_word_auth).toBe(false);

    const name = uniqueName("ada");
    const signIn = await t.post(AUTH, { word: DEV_MAGIC_WORD, username: name });
    expect(signIn.status, JSON.stringify(signIn.body)).toBe(200);
    expect(signIn.body).toMatchObject({ is_new_user: true, token: expect.any(String) });
    expect(signIn.body.user.linked_accounts).toEqual([
      expect.objectContaining({ type: "custom_auth", custom_user_id: name, custom_account_type: "custom:magic_word" }),
    ]);
    const again = await t.post(AUTH, { word: DEV_MAGIC_WORD, username: name });
    expect(again.body).toMatchObject({ is_new_user: false, user: { id: signIn.body.user.id } });

    const counted = (await t.started.server.db.execute(
      sql`select count(*)::int as n from magic_word_sign_ins where user_id = ${signIn.body.user.id}`,
    )) as unknown as { rows: { n: number }[] };
    expect(counted.rows[0]).toEqual({ n: 2 });
  });

  it("answers catalogue errors: wrong word, an app without a word, a bad body", async () => {
    expect((await t.post(AUTH, { word: "abracadabra", username: "x" })).body.code).toBe("invalid_credentials");
    const wordless = await t.post(AUTH, { word: DEV_MAGIC_WORD, username: "x" }, { appId: "wordless" });
    expect([wordless.status, wordless.body.code]).toEqual([403, "disallowed_login_method"]);
    const bad = await t.post(AUTH, { word: DEV_MAGIC_WORD, username: "no spaces allowed" });
    expect([bad.status, bad.body.code]).toEqual([400, "invalid_data"]);
  });

  it("gets a transfer route from its declaration: linking another user's name offers a transfer", async () => {
    const name = uniqueName("bob");
    const holder = (await t.post(AUTH, { word: DEV_MAGIC_WORD, username: name })).body;
    const me = await t.login(`${uniqueName("me")}@example.com`);
    const link = await t.post("/api/v1/magic_word/link", { word: DEV_MAGIC_WORD, username: name }, { token: me.token });
    expect(link.status).toBe(409);
    expect(link.body).toMatchObject({ code: "account_transfer_required", account: { type: "custom:magic_word" } });
    const moved = await t.post("/api/v1/magic_word/transfer", { nonce: link.body.nonce }, { token: me.token });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.linked_accounts.map((a: { type: string }) => a.type).sort()).toEqual(["custom_auth", "email"]);
    expect((await t.get("/api/v1/users/me", { token: holder.token })).status).toBe(401);
  });
});

describe("plugin list", () => {
  it("runs only the plugins it is given: without the plugin its route is not found", async () => {
    const t = await createTestServer({ plugins: defaultPlugins });
    try {
      expect((await t.post(AUTH, { word: DEV_MAGIC_WORD, username: "x" })).status).toBe(404);
      expect((await t.get("/api/v1/apps/foyer-dev")).body.magic_word_auth).toBeUndefined();
    } finally {
      await t.close();
    }
  });

  it("refuses two plugins with one id", async () => {
    await expect(createServer({ mode: "development", plugins: [magicWordPlugin, magicWordPlugin] })).rejects.toThrow(
      /Two plugins have the id "magic_word"/,
    );
  });
});
