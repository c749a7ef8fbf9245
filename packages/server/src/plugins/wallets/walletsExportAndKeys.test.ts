import type { EmbeddedWalletInfo } from "@foyer/core";
import { combineShares, entropyIdOf } from "@foyer/wallet-frame";
import { ed25519 } from "@noble/curves/ed25519.js";
import { base58, base64 } from "@scure/base";
import { sql } from "drizzle-orm";
import { verifyMessage } from "viem";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { backends } from "../../testing/backends.ts";

const _HOST = "http://localhost:5173";

import { startWalletsTestServer, type WalletsTestServer } from "../../testing/walletsTestServer.ts";

describe.each(backends())("wallets plugin over HTTP: export, key custody, server wallets ($name)", (backend) => {
  let w: WalletsTestServer;
  beforeAll(async () => {
    w = await startWalletsTestServer(backend);
  });
  afterAll(() => w?.t.close());

  it("releases the auth share for export only after a fresh login", async () => {
    const { token } = await w.login();
    const frame = w.nodeFrame();
    const created = await frame.call("create", { accessToken: token });
    const wallet = (created as { result: { wallet: EmbeddedWalletInfo } }).result.wallet;
    const body = { entropy_id: wallet.entropyId, purpose: "export" };
    const share = () => w.framePost("/api/v1/embedded_wallets/auth_share", body, token, w.frameUrl, frame.prover);
    expect((await share()).status).toBe(200);
    w.t.clock.advance(6 * 60_000);
    try {
      expect((await share()).body.code).toBe("must_be_authenticated");
      const forUse = { entropy_id: wallet.entropyId };
      expect(
        (await w.framePost("/api/v1/embedded_wallets/auth_share", forUse, token, w.frameUrl, frame.prover)).status,
      ).toBe(200);
    } finally {
      w.t.clock.advance(-6 * 60_000);
    }
  });

  it("a dump of every table plus the server config, without the wallet keys, rebuilds no key", async () => {
    const users = await Promise.all([w.login(), w.login()]);
    const devices: string[] = [];
    const entropyIds: string[] = [];
    const frames: ReturnType<WalletsTestServer["nodeFrame"]>[] = [];
    for (const [i, user] of users.entries()) {
      const frame = w.nodeFrame();
      frames.push(frame);
      const eth = await frame.call("create", { accessToken: user.token });
      const wallet = (eth as { result: { wallet: EmbeddedWalletInfo } }).result.wallet;
      entropyIds.push(wallet.entropyId);
      // One user secures with a password, the other keeps automatic recovery.
      if (i === 0) {
        await frame.call("setRecovery", {
          accessToken: user.token,
          entropyId: wallet.entropyId,
          entropyIdVerifier: wallet.entropyIdVerifier,
          recoveryMethod: "user-passcode",
          recoveryPassword: "pa55word",
        });
      }
      devices.push(...frame.storage.entries().values());
    }
    const db = w.t.started.server.db;
    const tables = (await db.execute(
      sql`select table_name from information_schema.tables where table_schema = 'public'`,
    )) as unknown as {
      rows: { table_name: string }[];
    };
    const strings = new Set<string>();
    const collect = (value: unknown) => {
      if (typeof value === "string") {
        strings.add(value);
        for (const part of value.split(/[.:"\s,]/)) if (part.length >= 16) strings.add(part);
      } else if (value && typeof value === "object") for (const v of Object.values(value)) collect(v);
    };
    for (const { table_name } of tables.rows) {
      const rows = (await db.execute(sql.raw(`select * from "${table_name}"`))) as unknown as { rows: unknown[] };
      collect(rows.rows);
    }
    collect(w.t.started.server.config);
    const candidates = [...strings];
    const tryAll = async (pool: string[]) => {
      let rebuilt = 0;
      for (const entropyId of entropyIds) {
        const verify = async (e: Uint8Array) => (await entropyIdOf(e, "ethereum")).entropyId === entropyId;
        for (let a = 0; a < pool.length; a++) {
          for (let b = a + 1; b < pool.length; b++) {
            try {
              await combineShares([pool[a] as string, pool[b] as string], entropyId, verify);
              rebuilt++;
            } catch {}
          }
        }
      }
      return rebuilt;
    };
    // Only strings that can be a share of these wallets are worth combining (tag check is the first step).
    const plausible = candidates.filter((s) => /^[A-Za-z0-9_-]{40,}$/.test(s));
    expect(plausible.length).toBeGreaterThan(3);
    expect(await tryAll(plausible)).toBe(0);
    // Even with the users' device shares added, the encrypted auth and recovery shares give nothing.
    expect(await tryAll([...plausible, ...devices])).toBe(0);
    // Positive control: the same search finds the key once it gets the auth share in clear (what only the
    // holder of the auth key, or the frame with a valid session, can produce).
    const clearAuth = (
      await w.framePost(
        "/api/v1/embedded_wallets/auth_share",
        { entropy_id: entropyIds[1] },
        users[1]?.token,
        w.frameUrl,
        frames[1]?.prover,
      )
    ).body.auth_share as string;
    expect(await tryAll([...plausible, ...devices, clearAuth])).toBe(1);
  });

  it("server-wallet mode: keys kept server-side, RPC signs for the owner only", async () => {
    const owner = await w.login("server-wallets");
    const created = await w.t.post(
      "/api/v1/wallets",
      { chain_type: "ethereum" },
      { appId: "server-wallets", token: owner.token },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const wallet = created.body.wallet;
    const again = await w.t.post(
      "/api/v1/wallets",
      { chain_type: "ethereum" },
      { appId: "server-wallets", token: owner.token },
    );
    expect(again.body.code).toBe("embedded_wallet_already_exists");
    const rpc = (token: string, method: string, params: unknown[]) =>
      w.t.post(`/api/v1/wallets/${wallet.id}/rpc`, { method, params }, { appId: "server-wallets", token });
    const signed = await rpc(owner.token, "personal_sign", ["0x68656c6c6f", wallet.address]);
    expect(signed.status).toBe(200);
    expect(
      await verifyMessage({
        address: wallet.address,
        message: { raw: "0x68656c6c6f" },
        signature: signed.body.data.signature,
      }),
    ).toBe(true);
    const tx = await rpc(owner.token, "eth_signTransaction", [
      {
        chainId: 1,
        to: wallet.address,
        value: "0x1",
        nonce: 0,
        gas: "0x5208",
        maxFeePerGas: "0x1",
        maxPriorityFeePerGas: "0x1",
      },
    ]);
    expect(tx.body.data.signature).toMatch(/^0x02/);
    const intruder = await w.login("server-wallets");
    expect((await rpc(intruder.token, "personal_sign", ["0x00", wallet.address])).body.code).toBe(
      "embedded_wallet_not_found",
    );
    expect((await rpc(owner.token, "eth_sign", [])).body.code).toBe("invalid_data");
    // The dev app keeps keys in the frame: server-side creation is refused there.
    const legacy = await w.login();
    expect((await w.t.post("/api/v1/wallets", { chain_type: "ethereum" }, { token: legacy.token })).body.code).toBe(
      "not_supported",
    );
    // The key is stored encrypted.
    const rows = (await w.t.started.server.db.execute(
      sql`select server_key_ciphertext from embedded_wallets where id = ${wallet.id}`,
    )) as unknown as {
      rows: { server_key_ciphertext: string }[];
    };
    expect(rows.rows[0]?.server_key_ciphertext).toMatch(/^v2\.[0-9a-f]{12}\./);
  });

  it("server-wallet mode, Solana: signMessage signs the bytes with the wallet's ed25519 key; Ethereum methods are refused", async () => {
    const owner = await w.login("server-wallets");
    const created = await w.t.post(
      "/api/v1/wallets",
      { chain_type: "solana" },
      { appId: "server-wallets", token: owner.token },
    );
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const wallet = created.body.wallet;
    const rpc = (method: string, params: unknown[]) =>
      w.t.post(`/api/v1/wallets/${wallet.id}/rpc`, { method, params }, { appId: "server-wallets", token: owner.token });
    const message = new TextEncoder().encode("hello from foyer");
    const signed = await rpc("signMessage", [base64.encode(message)]);
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    expect(ed25519.verify(base64.decode(signed.body.data.signature), message, base58.decode(wallet.address))).toBe(
      true,
    );
    expect((await rpc("signMessage", ["not base64!"])).body.code).toBe("invalid_data");
    expect((await rpc("personal_sign", ["0x00", wallet.address])).body.code).toBe("invalid_data");
  });
});
