import { type Anvil, deployContract, devAccount, IdRegistry, registerFid, startAnvil } from "@foyer/devchain";
import type { Hex, LocalAccount } from "viem";
import { createSiweMessage } from "viem/siwe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../../testing/backends.ts";
import { createTestServer, type TestServer } from "../../testing/createTestServer.ts";
import { HttpFarcasterRelay } from "./HttpFarcasterRelay.ts";

const ORIGIN = "http://localhost:5173";
const ALICE_FID = 4242;
const BOB_FID = 4343;
const alice = devAccount(5);
const bob = devAccount(6);
const mallory = devAccount(7);

type MessageFields = Partial<Parameters<typeof createSiweMessage>[0]>;

describe.each(backends())("Farcaster over real HTTP ($name)", (backend) => {
  let anvil: Anvil;
  let t: TestServer;
  const fromApp = { headers: { origin: ORIGIN } };

  beforeAll(async () => {
    anvil = await startAnvil();
    const registry = await deployContract(anvil.rpcUrl, devAccount(0), IdRegistry);
    await registerFid(anvil.rpcUrl, registry, devAccount(0), BigInt(ALICE_FID), alice.address);
    await registerFid(anvil.rpcUrl, registry, devAccount(0), BigInt(BOB_FID), bob.address);
    t = await createTestServer({
      backend,
      devOidcPort: false,
      appId: "fc-app",
      apps: [
        {
          id: "fc-app",
          allowed_origins: [ORIGIN],
          farcaster_auth: true,
          farcaster: { optimism_rpc_url: anvil.rpcUrl, id_registry_address: registry },
        },
        { id: "no-fc", allowed_origins: [ORIGIN] },
      ],
    });
  });
  afterAll(async () => {
    await t?.close();
    await anvil?.stop();
  });

  /** farcaster/init; the nonce is read off the connect URI, as a Farcaster app does. */
  async function init(appId = "fc-app") {
    const response = await t.post("/api/v1/farcaster/init", {}, { ...fromApp, appId });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const channelToken = String(response.body.channel_token);
    const connectUri = String(response.body.connect_uri);
    const nonce = new URL(connectUri).searchParams.get("nonce") ?? "";
    return { channelToken, connectUri, nonce };
  }

  /** A Sign In With Farcaster message as the Farcaster app builds it, signed by `signer`. */
  async function signed(signer: LocalAccount, fid: number, nonce: string, fields: MessageFields = {}) {
    const message = createSiweMessage({
      domain: "localhost:5173",
      address: signer.address,
      statement: "Farcaster Auth",
      uri: ORIGIN,
      version: "1",
      chainId: 10,
      nonce,
      issuedAt: new Date(t.clock.now()),
      resources: [`farcaster://fid/${fid}`],
      ...fields,
    });
    return { message, signature: (await signer.signMessage({ message })) as Hex, fid };
  }

  /** Plays the Farcaster app: answers the channel on the relay stand-in (its relay API, over HTTP). */
  async function answerOnRelay(channelToken: string, proof: { message: string; signature: Hex; fid: number }) {
    const response = await fetch(`${t.url}/dev/farcaster/relay/v1/channel/authenticate`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${channelToken}` },
      body: JSON.stringify({ ...proof, username: "alice", displayName: "Alice", bio: "hi", pfpUrl: null }),
    });
    expect(response.status).toBe(201);
  }

  it("signs in through the relay: pending, then completed with the profile; the same fid is the same user", async () => {
    const { channelToken, connectUri, nonce } = await init();
    expect(connectUri).toContain("/dev/farcaster/connect?");
    expect(nonce).toMatch(/^[0-9a-f]{32}$/);
    const pending = await t.post("/api/v1/farcaster/status", { channel_token: channelToken });
    expect(pending.body).toEqual({ state: "pending" });

    const proof = await signed(alice, ALICE_FID, nonce);
    await answerOnRelay(channelToken, proof);
    const completed = await t.post("/api/v1/farcaster/status", { channel_token: channelToken });
    expect(completed.body).toEqual({
      state: "completed",
      ...proof,
      username: "alice",
      display_name: "Alice",
      pfp_url: null,
      bio: "hi",
    });

    const first = await t.post("/api/v1/farcaster/authenticate", { ...proof, channel_token: channelToken });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.is_new_user).toBe(true);
    expect(first.body.user.linked_accounts).toEqual([
      expect.objectContaining({
        type: "farcaster",
        fid: ALICE_FID,
        owner_address: alice.address,
        username: "alice",
        display_name: "Alice",
      }),
    ]);

    // The nonce was single use: the very same proof is refused.
    const replay = await t.post("/api/v1/farcaster/authenticate", proof);
    expect(replay.status).toBe(401);
    expect(replay.body.code).toBe("invalid_credentials");

    const again = await t.post("/api/v1/farcaster/authenticate", await signed(alice, ALICE_FID, (await init()).nonce));
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.is_new_user).toBe(false);
    expect(again.body.user.id).toBe(first.body.user.id);
  });

  it("refuses a nonce the server did not issue", async () => {
    const response = await t.post("/api/v1/farcaster/authenticate", await signed(alice, ALICE_FID, "a1b2c3d4e5f6a7b8"));
    expect(response.status).toBe(401);
    expect(response.body.code).toBe("invalid_credentials");
  });

  it("refuses a message for another domain or URI", async () => {
    for (const fields of [{ domain: "evil.example" }, { uri: "https://evil.example" }]) {
      const response = await t.post(
        "/api/v1/farcaster/authenticate",
        await signed(alice, ALICE_FID, (await init()).nonce, fields),
      );
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(response.body.code).toBe("invalid_message");
    }
  });

  it("refuses a signer that is not the fid's custody address, and a forged signature", async () => {
    // Mallory signs a correct message for Alice's fid with her own key.
    const notCustody = await t.post(
      "/api/v1/farcaster/authenticate",
      await signed(mallory, ALICE_FID, (await init()).nonce),
    );
    expect(notCustody.status).toBe(401);
    expect(notCustody.body.code).toBe("invalid_credentials");
    // Bob is a custody address, but of another fid.
    const otherFid = await t.post("/api/v1/farcaster/authenticate", await signed(bob, ALICE_FID, (await init()).nonce));
    expect(otherFid.status).toBe(401);
    // A message naming Alice's address, signed by Mallory.
    const forged = await signed(mallory, ALICE_FID, (await init()).nonce, { address: alice.address });
    const response = await t.post("/api/v1/farcaster/authenticate", forged);
    expect(response.status).toBe(401);
    expect(response.body.code).toBe("invalid_credentials");
  });

  it("refuses another chain, two fid resources, none, or a resource for another fid", async () => {
    const cases: [MessageFields, number][] = [
      [{ chainId: 1 }, ALICE_FID],
      [{ resources: [`farcaster://fid/${ALICE_FID}`, `farcaster://fid/${BOB_FID}`] }, ALICE_FID],
      [{ resources: [`farcaster://fid/${ALICE_FID}`, `farcaster://fid/${ALICE_FID}`] }, ALICE_FID],
      [{ resources: [] }, ALICE_FID],
      [{ resources: [`farcaster://fid/${BOB_FID}`] }, ALICE_FID],
    ];
    for (const [fields, fid] of cases) {
      const response = await t.post(
        "/api/v1/farcaster/authenticate",
        await signed(alice, fid, (await init()).nonce, fields),
      );
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(response.body.code).toBe("invalid_message");
    }
  });

  it("checks bodies, unknown channels and the app's setting", async () => {
    const bad = await t.post("/api/v1/farcaster/authenticate", { message: "x", signature: "nope", fid: -1 });
    expect(bad.status).toBe(400);
    expect(bad.body.code).toBe("invalid_data");
    const unknown = await t.post("/api/v1/farcaster/status", { channel_token: "not-a-channel" });
    expect(unknown.status).toBe(401);
    expect(unknown.body.code).toBe("invalid_credentials");
    const disallowed = await t.post("/api/v1/farcaster/init", {}, { ...fromApp, appId: "no-fc" });
    expect(disallowed.status).toBe(403);
    expect(disallowed.body.code).toBe("disallowed_login_method");
  });

  it("links to an email user, offers a transfer for a taken fid, unlinks", async () => {
    const ada = await t.login("ada-farcaster@example.com");
    const linked = await t.post("/api/v1/farcaster/link", await signed(bob, BOB_FID, (await init()).nonce), {
      token: ada.token,
    });
    expect(linked.status, JSON.stringify(linked.body)).toBe(200);
    expect(linked.body.linked_accounts.map((a: { type: string }) => a.type)).toEqual(["email", "farcaster"]);

    const eve = await t.login("eve-farcaster@example.com");
    const taken = await t.post("/api/v1/farcaster/link", await signed(bob, BOB_FID, (await init()).nonce), {
      token: eve.token,
    });
    expect(taken.status).toBe(409);
    expect(taken.body.code).toBe("account_transfer_required");
    const moved = await t.post("/api/v1/farcaster/transfer", { nonce: taken.body.nonce }, { token: eve.token });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.linked_accounts.map((a: { type: string }) => a.type).sort()).toEqual(["email", "farcaster"]);

    const unlinked = await t.post("/api/v1/farcaster/unlink", { fid: BOB_FID }, { token: eve.token });
    expect(unlinked.status, JSON.stringify(unlinked.body)).toBe(200);
    expect(unlinked.body.linked_accounts.map((a: { type: string }) => a.type)).toEqual(["email"]);
  });

  it("HttpFarcasterRelay speaks the relay API (against the stand-in over HTTP)", async () => {
    const relay = new HttpFarcasterRelay(`${t.url}/dev/farcaster/relay`);
    const channel = await relay.createChannel({ siweUri: ORIGIN, domain: "localhost:5173", nonce: "abcdef0123456789" });
    expect(channel.nonce).toBe("abcdef0123456789");
    expect(await relay.status(channel.channelToken)).toEqual({ state: "pending", nonce: "abcdef0123456789" });
    const proof = await signed(alice, ALICE_FID, channel.nonce);
    await answerOnRelay(channel.channelToken, proof);
    expect(await relay.status(channel.channelToken)).toMatchObject({ state: "completed", ...proof, username: "alice" });
    expect(await relay.status("unknown")).toBeNull();
  });

  it("development: the stand-in's approve page signs with a dev custody key registered on its own chain", async () => {
    const response = await t.post("/api/v1/farcaster/init", {}, { ...fromApp, appId: "foyer-dev" });
    expect(response.status, JSON.stringify(response.body)).toBe(200);
    const channelToken = response.body.channel_token as string;
    const page = await fetch(response.body.connect_uri);
    expect(await page.text()).toContain("wants you to sign in with your Farcaster account");
    const approved = await fetch(`${t.url}/dev/farcaster/approve.json`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ channelToken, username: "carol" }),
    });
    expect(approved.status).toBe(200);
    const status = await t.post("/api/v1/farcaster/status", { channel_token: channelToken }, { appId: "foyer-dev" });
    expect(status.body.state).toBe("completed");
    const { message, signature, fid } = status.body;
    const auth = await t.post(
      "/api/v1/farcaster/authenticate",
      { message, signature, fid, channel_token: channelToken },
      { appId: "foyer-dev" },
    );
    expect(auth.status, JSON.stringify(auth.body)).toBe(200);
    expect(auth.body.user.linked_accounts[0]).toMatchObject({ type: "farcaster", fid, username: "carol" });
  });
});

describe("Farcaster init cap", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await createTestServer({
      devOidcPort: false,
      appId: "foyer-dev",
      rateLimits: { walletNoncesPerIpPerHour: 2 },
    });
  });
  afterAll(() => t?.close());

  it("answers 429 too_many_requests with Retry-After past the per-IP budget", async () => {
    for (let i = 0; i < 2; i++) expect((await t.post("/api/v1/farcaster/init", {})).status).toBe(200);
    const capped = await t.post("/api/v1/farcaster/init", {});
    expect(capped.status).toBe(429);
    expect(capped.body.code).toBe("too_many_requests");
    expect(capped.headers.get("retry-after")).toMatch(/^\d+$/);
  });
});
