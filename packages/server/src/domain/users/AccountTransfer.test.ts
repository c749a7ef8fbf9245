import { randomUUID } from "node:crypto";
import type { WireAuthResponse } from "@foyer/core";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { embeddedWallets } from "../../db/schema.ts";
import { backends } from "../../testing/backends.ts";
import { createTestServer, type TestServer } from "../../testing/createTestServer.ts";

const INIT = "/api/v1/passwordless/init";
const LINK = "/api/v1/passwordless/link";
const TRANSFER = "/api/v1/passwordless/transfer";
let serial = 0;
const email = (tag: string) => `${tag}-${++serial}-${Math.random().toString(36).slice(2, 8)}@example.com`;

describe.each(backends())("account transfer ($name)", (backend) => {
  let t: TestServer;

  beforeAll(async () => {
    t = await createTestServer({ backend });
  });
  afterAll(() => t?.close());

  /** `to` proves `address` (held by someone else) with a code and gets the 409 transfer offer. */
  async function offer(to: WireAuthResponse, address: string) {
    t.clock.advance(31_000);
    await t.post(INIT, { email: address });
    const answer = await t.post(LINK, { email: address, code: await t.readCode(address) }, { token: to.token });
    expect(answer.status).toBe(409);
    return answer.body;
  }

  it("link of another user's email offers a transfer; redeeming moves it and deletes the other user", async () => {
    const a = await t.login(email("to"));
    const bAddress = email("from");
    const b = await t.login(bAddress);

    const body = await offer(a, bAddress);
    expect(body).toEqual({
      error: expect.any(String),
      code: "account_transfer_required",
      nonce: expect.stringMatching(/^[\w-]{20,}$/),
      account: { type: "email", address: bAddress, subject: bAddress },
      display_name: bAddress,
      embedded_wallet_address: null,
    });
    // Nothing moved yet.
    expect((await t.get("/api/v1/users/me", { token: b.token })).status).toBe(200);

    const moved = await t.post(TRANSFER, { nonce: body.nonce }, { token: a.token });
    expect(moved.status).toBe(200);
    expect(moved.body.id).toBe(a.user.id);
    expect(moved.body.linked_accounts.map((x: { address: string }) => x.address)).toEqual([
      (a.user.linked_accounts[0] as { address: string }).address,
      bAddress,
    ]);

    // The other user is gone, with its sessions.
    expect((await t.get("/api/v1/users/me", { token: b.token })).status).toBe(401);
    expect((await t.post("/api/v1/sessions", { refresh_token: b.refresh_token })).status).toBe(401);
    // The email now signs in to the current user.
    t.clock.advance(31_000);
    expect((await t.login(bAddress)).user.id).toBe(a.user.id);

    const replay = await t.post(TRANSFER, { nonce: body.nonce }, { token: a.token });
    expect(replay.status).toBe(400);
    expect(replay.body.code).toBe("invalid_data");
  });

  it("names the other user's embedded wallet, Ethereum first, so the screen can warn about its assets", async () => {
    const a = await t.login(email("heir"));
    const bAddress = email("holder");
    const b = await t.login(bAddress);
    const wallet = (chainType: string, address: string) => ({
      id: randomUUID(),
      appId: t.appId,
      userId: b.user.id,
      chainType,
      walletIndex: 0,
      address,
      createdAt: new Date(),
    });
    const ethereum = `0x${"ab".repeat(20)}`;
    await t.started.server.db
      .insert(embeddedWallets)
      .values([wallet("solana", "So1anaAddre55xxxxxxxxxxxxxxxxxxxxxxxxxxxxxx"), wallet("ethereum", ethereum)]);
    const body = await offer(a, bAddress);
    expect(body.embedded_wallet_address).toBe(ethereum);
  });

  it("a nonce works only for the user it was issued to, needs a session, and expires after 10 minutes", async () => {
    const a = await t.login(email("owner"));
    const intruder = await t.login(email("intruder"));
    const bAddress = email("held");
    await t.login(bAddress);
    const { nonce } = await offer(a, bAddress);

    expect((await t.post(TRANSFER, { nonce })).status).toBe(401);
    const foreign = await t.post(TRANSFER, { nonce }, { token: intruder.token });
    expect(foreign.status).toBe(400);
    expect(foreign.body.code).toBe("invalid_data");
    expect((await t.post(TRANSFER, { nonce: "made-up-nonce" }, { token: a.token })).body.code).toBe("invalid_data");
    expect((await t.post(TRANSFER, { nonce: 12 }, { token: a.token })).body.code).toBe("invalid_data");
    // The intruder's attempt did not spend it.
    expect((await t.post(TRANSFER, { nonce }, { token: a.token })).status).toBe(200);

    const cAddress = email("late");
    await t.login(cAddress);
    const late = await offer(a, cAddress);
    t.clock.advance(10 * 60_000 + 1_000);
    const fresh = await t.post("/api/v1/sessions", { refresh_token: a.refresh_token });
    const expired = await t.post(TRANSFER, { nonce: late.nonce }, { token: fresh.body.token });
    expect(expired.status).toBe(400);
    expect(expired.body.code).toBe("invalid_data");
  });

  it("is one transaction: when deleting the other user fails, nothing moved and the nonce still works", async () => {
    const a = await t.login(email("atomic-to"));
    const bAddress = email("atomic-from");
    const b = await t.login(bAddress);
    const { nonce } = await offer(a, bAddress);
    const { db } = t.started.server;
    // Make the second step (deleting the other user) fail after the first (moving the account) ran.
    await db.execute(
      sql.raw(`CREATE FUNCTION refuse_delete() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'refused for the test'; END $$`),
    );
    await db.execute(
      sql.raw(`CREATE TRIGGER refuse_delete BEFORE DELETE ON users FOR EACH ROW
        WHEN (OLD.id = '${b.user.id}') EXECUTE FUNCTION refuse_delete()`),
    );
    try {
      const failed = await t.post(TRANSFER, { nonce }, { token: a.token });
      expect(failed.status).toBe(500);
      expect(failed.body.code).toBe("unknown_auth_error");
      const aMe = await t.get("/api/v1/users/me", { token: a.token });
      expect(aMe.body.user.linked_accounts).toHaveLength(1);
      const bMe = await t.get("/api/v1/users/me", { token: b.token });
      expect(bMe.status).toBe(200);
      expect(bMe.body.user.linked_accounts.map((x: { address: string }) => x.address)).toEqual([bAddress]);
    } finally {
      await db.execute(sql.raw("DROP TRIGGER refuse_delete ON users"));
      await db.execute(sql.raw("DROP FUNCTION refuse_delete()"));
    }
    const retried = await t.post(TRANSFER, { nonce }, { token: a.token });
    expect(retried.status).toBe(200);
    expect((await t.get("/api/v1/users/me", { token: b.token })).status).toBe(401);
  });

  it("linking one's own email again needs no transfer", async () => {
    const address = email("self");
    const a = await t.login(address);
    t.clock.advance(31_000);
    await t.post(INIT, { email: address });
    const same = await t.post(LINK, { email: address, code: await t.readCode(address) }, { token: a.token });
    expect(same.status).toBe(200);
  });
});
