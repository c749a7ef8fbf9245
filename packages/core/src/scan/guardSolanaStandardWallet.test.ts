import { describe, expect, it } from "vitest";
import { guardSolanaStandardWallet } from "./guardSolanaStandardWallet.ts";
import type { WireScanRequest, WireScanResult } from "./ScanResult.ts";

const ADDRESS = "7EqQdEUL1bM9xGf6o1yPHzGFzMDoCjk3XgaZYVAt1Ym3";
const account = { address: ADDRESS, chains: ["solana:devnet"] as const };
const TX = new Uint8Array([1, 2, 3, 250]);

const verdict = (result_type: "Benign" | "Warning" | "Malicious") =>
  ({ validation: { status: "Success", result_type, features: [] } }) as unknown as WireScanResult;

/** A Wallet Standard wallet as far as the guard sees it: it records what it was asked to sign. */
function phantom(scanned: WireScanResult | Error, acknowledge: boolean) {
  const log: string[] = [];
  const bodies: WireScanRequest[] = [];
  const wallet = {
    name: "Phantom",
    accounts: [account],
    features: {
      "solana:signTransaction": {
        version: "1.0.0",
        signTransaction: async (...inputs: { account: unknown; transaction: Uint8Array; chain?: string }[]) => {
          log.push("wallet signs");
          return inputs.map((i) => ({ signedTransaction: i.transaction }));
        },
      },
      "solana:signAndSendTransaction": {
        version: "1.0.0",
        signAndSendTransaction: async (..._inputs: unknown[]) => {
          log.push("wallet sends");
          return [{ signature: new Uint8Array([9]) }];
        },
      },
      "solana:signMessage": { version: "1.0.0", signMessage: async () => [] },
    },
  };
  const guarded = guardSolanaStandardWallet(wallet, {
    scan: async (body) => {
      bodies.push(body);
      log.push("scan");
      if (scanned instanceof Error) throw scanned;
      return scanned;
    },
    confirm: async () => {
      log.push("asked");
      return acknowledge;
    },
  });
  return { wallet, guarded, log, bodies };
}

describe("guardSolanaStandardWallet: the scan step before an external Solana wallet signs", () => {
  it.each([
    { name: "Benign goes to the wallet", scanned: verdict("Benign"), ack: false, log: ["scan", "wallet sends"] },
    { name: "Warning goes to the wallet", scanned: verdict("Warning"), ack: false, log: ["scan", "wallet sends"] },
    {
      name: "Malicious, confirmed: the wallet is asked after the user",
      scanned: verdict("Malicious"),
      ack: true,
      log: ["scan", "asked", "wallet sends"],
    },
    {
      name: "Malicious, declined: 4001 and the wallet never sees it",
      scanned: verdict("Malicious"),
      ack: false,
      log: ["scan", "asked"],
      rejected: 4001,
    },
    {
      name: "a failed scan goes on to the wallet's own prompt",
      scanned: new Error("Transaction scan failed"),
      ack: false,
      log: ["scan", "wallet sends"],
    },
  ])("signAndSendTransaction: $name", async ({ scanned, ack, log, rejected }) => {
    const p = phantom(scanned, ack);
    const call = p.guarded.features["solana:signAndSendTransaction"].signAndSendTransaction({
      account,
      transaction: TX,
      chain: "solana:localnet",
    });
    if (rejected) await expect(call).rejects.toMatchObject({ code: rejected, message: "User rejected the request." });
    else await expect(call).resolves.toEqual([{ signature: new Uint8Array([9]) }]);
    expect(p.log).toEqual(log);
  });

  it("signTransaction: a declined Malicious verdict rejects with 4001, never signed", async () => {
    const p = phantom(verdict("Malicious"), false);
    await expect(
      p.guarded.features["solana:signTransaction"].signTransaction({ account, transaction: TX }),
    ).rejects.toMatchObject({ code: 4001 });
    expect(p.log).toEqual(["scan", "asked"]);
  });

  it("scans each transaction as base64 on its chain, else the account's Solana chain", async () => {
    const p = phantom(verdict("Benign"), false);
    await p.guarded.features["solana:signTransaction"].signTransaction(
      { account, transaction: TX },
      { account, transaction: TX, chain: "solana:localnet" },
    );
    expect(p.bodies).toEqual([
      {
        chain_type: "solana",
        chain_id: "solana:devnet",
        account: ADDRESS,
        method: "signTransaction",
        transactions: ["AQID+g=="],
        encoding: "base64",
      },
      {
        chain_type: "solana",
        chain_id: "solana:localnet",
        account: ADDRESS,
        method: "signTransaction",
        transactions: ["AQID+g=="],
        encoding: "base64",
      },
    ]);
    expect(p.log).toEqual(["scan", "scan", "wallet signs"]);
  });

  it("leaves other features and the wallet's properties as they are", () => {
    const p = phantom(verdict("Benign"), false);
    expect(p.guarded.features["solana:signMessage"]).toBe(p.wallet.features["solana:signMessage"]);
    expect(p.guarded.name).toBe("Phantom");
    expect(p.guarded.accounts).toBe(p.wallet.accounts);
  });
});
