import { describe, expect, it } from "vitest";
import type { Eip1193Provider } from "../eip1193/Eip1193Provider.ts";
import { guardEip1193Provider } from "./guardEip1193Provider.ts";
import type { WireScanRequest, WireScanResult } from "./ScanResult.ts";
import { scanRequestOf } from "./scanRequestOf.ts";

const ACCOUNT = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const TOKEN = "0x5FbDB2315678afecb367f032d93F642f64180aa3";
const APPROVE = "0x095ea7b3"; // approve(address,uint256), args left out: the guard does not decode

/** An injected wallet as far as the guard sees it: it answers eth_chainId and records what it was asked. */
function wallet(chainId = "0x7a69") {
  const asked: string[] = [];
  const provider: Eip1193Provider = {
    async request({ method }) {
      asked.push(method);
      return method === "eth_chainId" ? chainId : `${method}:ok`;
    },
  };
  return { provider, asked };
}

const verdict = (result_type: "Benign" | "Warning" | "Malicious") =>
  ({ validation: { status: "Success", result_type, features: [] } }) as unknown as WireScanResult;

describe("scanRequestOf: the scan body for what a dapp hands a wallet", () => {
  it.each([
    {
      name: "a transaction without from takes the connected account, bigint value as hex",
      args: { method: "eth_sendTransaction", params: [{ to: TOKEN, data: APPROVE, value: 10n }] },
      body: {
        chain_type: "ethereum",
        chain_id: 31337,
        account: ACCOUNT,
        method: "eth_sendTransaction",
        params: [{ from: ACCOUNT, to: TOKEN, data: APPROVE, value: "0xa" }],
      },
    },
    {
      name: "typed data keeps its signer and payload",
      args: { method: "eth_signTypedData_v4", params: [ACCOUNT, '{"primaryType":"Permit"}'] },
      body: {
        chain_type: "ethereum",
        chain_id: 31337,
        account: ACCOUNT,
        method: "eth_signTypedData_v4",
        params: [ACCOUNT, '{"primaryType":"Permit"}'],
      },
    },
    { name: "personal_sign is not scanned", args: { method: "personal_sign", params: ["0x00", ACCOUNT] }, body: null },
    {
      name: "a transaction that is not an object",
      args: { method: "eth_sendTransaction", params: ["0x"] },
      body: null,
    },
    { name: "typed data with no signer", args: { method: "eth_signTypedData_v4", params: ["me", "{}"] }, body: null },
  ])("$name", ({ args, body }) => {
    expect(scanRequestOf(args, { chainId: 31337, account: ACCOUNT })).toEqual(body);
  });
});

describe("guardEip1193Provider: the scan step before an external wallet signs", () => {
  const tx = { method: "eth_sendTransaction", params: [{ from: ACCOUNT, to: TOKEN, data: APPROVE }] };

  it.each([
    { name: "Benign goes to the wallet unasked", scan: "Benign", confirm: false, asksUser: false, signs: true },
    {
      name: "Warning goes to the wallet (it shows its own prompt)",
      scan: "Warning",
      confirm: false,
      asksUser: false,
      signs: true,
    },
    {
      name: "Malicious and confirmed goes to the wallet",
      scan: "Malicious",
      confirm: true,
      asksUser: true,
      signs: true,
    },
    {
      name: "Malicious and declined is 4001, the wallet never asked",
      scan: "Malicious",
      confirm: false,
      asksUser: true,
      signs: false,
    },
    {
      name: "a failed scan falls back to the wallet's own prompt",
      scan: "fails",
      confirm: false,
      asksUser: false,
      signs: true,
    },
  ] as const)("$name", async ({ scan, confirm, asksUser, signs }) => {
    const { provider, asked } = wallet();
    const scanned: WireScanRequest[] = [];
    let asks = 0;
    const guarded = guardEip1193Provider(provider, {
      account: ACCOUNT,
      scan: async (body) => {
        scanned.push(body);
        if (scan === "fails") throw new Error("fetch failed");
        return verdict(scan);
      },
      confirm: async () => {
        asks++;
        return confirm;
      },
    });
    const answer = guarded.request(tx);
    if (signs) await expect(answer).resolves.toBe("eth_sendTransaction:ok");
    else await expect(answer).rejects.toMatchObject({ code: 4001 });
    expect(scanned).toHaveLength(1);
    expect(scanned[0]).toMatchObject({ chain_id: 31337, method: "eth_sendTransaction" });
    expect(asks).toBe(asksUser ? 1 : 0);
    expect(asked).toEqual(signs ? ["eth_chainId", "eth_sendTransaction"] : ["eth_chainId"]);
  });

  it("passes other methods through without scanning", async () => {
    const { provider, asked } = wallet();
    let scans = 0;
    const guarded = guardEip1193Provider(provider, {
      account: ACCOUNT,
      scan: async () => {
        scans++;
        return verdict("Malicious");
      },
      confirm: async () => false,
    });
    await expect(guarded.request({ method: "eth_accounts" })).resolves.toBe("eth_accounts:ok");
    await expect(guarded.request({ method: "personal_sign", params: ["0x00", ACCOUNT] })).resolves.toBe(
      "personal_sign:ok",
    );
    expect([scans, asked]).toEqual([0, ["eth_accounts", "personal_sign"]]);
  });
});
