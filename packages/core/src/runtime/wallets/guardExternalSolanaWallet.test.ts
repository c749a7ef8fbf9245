import { describe, expect, it } from "vitest";
import { wireAppConfigFixture } from "../../testing/wireAppConfigFixture.ts";
import type { SolanaStandardWallet, StandardAccount } from "../../wallets/external/SolanaStandardWallet.ts";
import { createFoyerStore } from "../createFoyerStore.ts";
import { guardExternalSolanaWallet } from "./guardExternalSolanaWallet.ts";

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
const accessToken = `${b64({ alg: "ES256" })}.${b64({ sub: "u1", sid: "s1", exp: Math.floor(Date.now() / 1000) + 3600 })}.sig`;
const ADDRESS = "7EqQdEUL1bM9xGf6o1yPHzGFzMDoCjk3XgaZYVAt1Ym3";
const account: StandardAccount = {
  address: ADDRESS,
  publicKey: new Uint8Array(32),
  chains: ["solana:devnet"],
  features: ["solana:signTransaction"],
};

/** A logged-in store against a fake server whose scan endpoint answers `scan` (status, body). */
async function setup(scanning: boolean, scan: [number, unknown]) {
  const scanned: unknown[] = [];
  const config = wireAppConfigFixture({ transaction_scanning_enabled: scanning });
  const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status });
  const fetch = (async (url: string, init?: RequestInit) => {
    const path = new URL(url).pathname;
    if (path.startsWith("/api/v1/apps/")) return json(config);
    if (path === "/api/v1/custom_jwt_account/authenticate")
      return json({ user: { id: "u1", created_at: 1, linked_accounts: [], mfa_methods: [] }, token: accessToken });
    if (path === "/api/v1/scan/transaction") {
      scanned.push(JSON.parse(String(init?.body)));
      return json(scan[1], scan[0]);
    }
    return json({}, 404);
  }) as typeof globalThis.fetch;
  const store = createFoyerStore({ appId: "app", serverUrl: "http://foyer.test", fetch });
  const stop = store.start();
  await new Promise((r) => setTimeout(r, 10));
  await store.loginWithCustomJwt("jwt");
  const signed: number[] = [];
  const wallet: SolanaStandardWallet = {
    name: "Phantom",
    icon: "data:image/svg+xml,",
    chains: ["solana:devnet"],
    accounts: [account],
    features: {
      "solana:signTransaction": {
        signTransaction: async (...inputs) => {
          signed.push(inputs.length);
          return inputs.map((i) => ({ signedTransaction: i.transaction }));
        },
      },
    },
  };
  return { store, stop, wallet, scanned, signed };
}

// Benign and failed scans never ask; a prompt would fail the test.
const prompts = { confirmScan: () => Promise.reject(new Error("not asked")) };

const benign = { validation: { status: "Success", result_type: "Benign", features: [] } };

describe("guardExternalSolanaWallet: getSolanaWallet() of an external Solana wallet", () => {
  it("without scanning, the wallet is the wallet itself", async () => {
    const s = await setup(false, [200, benign]);
    expect(await guardExternalSolanaWallet(s.store, prompts, s.wallet, ADDRESS)).toBe(s.wallet);
    s.stop();
  });

  it.each([
    { name: "a Benign scan goes on to the wallet", answer: [200, benign] as [number, unknown] },
    {
      name: "a failed scan goes on to the wallet (the fallback)",
      answer: [200, { validation: { status: "Error", result_type: "Error", error: "down" } }] as [number, unknown],
    },
  ])("$name, after the scan of its transaction on the app's server", async ({ answer }) => {
    const s = await setup(true, answer);
    const guarded = await guardExternalSolanaWallet(s.store, prompts, s.wallet, ADDRESS);
    await guarded.features["solana:signTransaction"]?.signTransaction({ account, transaction: new Uint8Array([1]) });
    expect(s.scanned).toEqual([
      {
        chain_type: "solana",
        chain_id: "solana:devnet",
        account: ADDRESS,
        method: "signTransaction",
        transactions: ["AQ=="],
        encoding: "base64",
      },
    ]);
    expect(s.signed).toEqual([1]);
    s.stop();
  });

  it("a Malicious verdict asks the UI's prompt with the address and the verdict; declining rejects with 4001", async () => {
    const malicious = { validation: { status: "Success", result_type: "Malicious", features: [] } };
    const s = await setup(true, [200, malicious]);
    const asked: unknown[] = [];
    const decline = {
      confirmScan: async (address: string, result: unknown) => {
        asked.push([address, result]);
        return false;
      },
    };
    const guarded = await guardExternalSolanaWallet(s.store, decline, s.wallet, ADDRESS);
    await expect(
      guarded.features["solana:signTransaction"]?.signTransaction({ account, transaction: new Uint8Array([1]) }),
    ).rejects.toMatchObject({ code: 4001 });
    expect(asked).toEqual([[ADDRESS, malicious]]);
    expect(s.signed).toEqual([]);
    s.stop();
  });
});
