import { describe, expect, it } from "vitest";
import { accessToken } from "../../testing/embeddedRuntimeFixture.ts";
import { wireAppConfigFixture } from "../../testing/wireAppConfigFixture.ts";
import { createEmbeddedSolanaWallet } from "../../transactions/solana/createEmbeddedSolanaWallet.ts";
import { createSolanaStandardWallet } from "../../wallets/embedded/createSolanaStandardWallet.ts";
import { createFoyerStore } from "../createFoyerStore.ts";
import type { FoyerSolanaSupport } from "../wallets/FoyerSolanaSupport.ts";

// The Solana support a host passes (`foyerSolana` of @foyer/react/solana is this object).
const foyerSolana: FoyerSolanaSupport = { createEmbeddedSolanaWallet, createSolanaStandardWallet };

import { createEmbeddedWalletRuntime } from "./createEmbeddedWalletRuntime.ts";

const ADDRESS = "4Nd1mBQtrMJVYVfKf2PJy9NZUZdTAsp7D4xWLs4gDB4T";

// Server-wallet mode (spec 001 §7 wallets/{id}/rpc): a Solana wallet whose key the server holds (no entropy)
// signs through the server's signMessage, not the wallet frame.
describe("a Solana server wallet", () => {
  it("signs a message over wallets/{id}/rpc signMessage and hands back the signature bytes", async () => {
    const rpcCalls: unknown[] = [];
    const signature = new Uint8Array(64).fill(7);
    const json = (body: unknown) => new Response(JSON.stringify(body), { status: 200 });
    const user = { id: "u1", created_at: 1, linked_accounts: [], mfa_methods: [], has_accepted_terms: true };
    const fetch = (async (url: string, init?: RequestInit) => {
      const path = new URL(url).pathname;
      if (path.startsWith("/api/v1/apps/")) return json(wireAppConfigFixture({}));
      if (path === "/api/v1/custom_jwt_account/authenticate")
        return json({ user, token: accessToken, refresh_token: "r", is_new_user: false });
      if (path === "/api/v1/users/me") return json({ user });
      if (path === "/api/v1/wallets") {
        const wallet = { id: "w1", address: ADDRESS, chain_type: "solana", wallet_index: 0, entropy_id: null };
        return json({ wallets: [{ ...wallet, entropy_id_verifier: null, recovery_method: null, imported: false }] });
      }
      if (path === "/api/v1/wallets/w1/rpc") {
        rpcCalls.push(JSON.parse(String(init?.body)));
        return json({ method: "signMessage", data: { signature: Buffer.from(signature).toString("base64") } });
      }
      return new Response("{}", { status: 404 });
    }) as typeof globalThis.fetch;
    const store = createFoyerStore<unknown, FoyerSolanaSupport>({
      appId: "app",
      serverUrl: "http://foyer.test",
      fetch,
      solana: foyerSolana,
    });
    const stop = store.start();
    await new Promise((r) => setTimeout(r, 10));
    await store.loginWithCustomJwt("jwt");
    const runtime = createEmbeddedWalletRuntime(store, {
      // No screen opens for a message signature: calling any fails the test.
      ui: {} as never,
      createProxy: () => {
        throw new Error("a server wallet never needs the wallet frame");
      },
    });
    const wallet = await runtime.solanaWallet();
    const signed = await wallet.signMessage(new TextEncoder().encode("hi"));
    expect(rpcCalls).toEqual([{ method: "signMessage", params: [Buffer.from("hi").toString("base64")] }]);
    expect([...signed]).toEqual([...signature]);
    stop();
  });
});
