import { describe, expect, it } from "vitest";
import { createChainRegistry } from "../chains/createChainRegistry.ts";
import { createEip1193Provider, type Eip1193Signer } from "../wallets/embedded/createEip1193Provider.ts";
import type { TypedDataJson } from "../wire/walletFrameProtocol.ts";
import type { WireScanRequest, WireScanResult } from "./ScanResult.ts";

const ACCOUNT = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";
const PERMIT: TypedDataJson = {
  domain: { name: "Token", chainId: 31337, verifyingContract: "0x5FbDB2315678afecb367f032d93F642f64180aa3" },
  types: { Permit: [{ name: "spender", type: "address" }] },
  primaryType: "Permit",
  message: { spender: "0x000000000000000000000000000000000000dEaD" },
} as TypedDataJson;

const verdict = (result_type: "Benign" | "Warning" | "Malicious") =>
  ({ validation: { status: "Success", result_type, features: [] } }) as unknown as WireScanResult;

/** The embedded provider with a signer that records what it signed and a scan step answering `scanned`. */
function embedded(scanned: WireScanResult | Error, acknowledge: boolean, showWalletUIs = true) {
  const log: string[] = [];
  const bodies: WireScanRequest[] = [];
  const signer: Eip1193Signer = {
    address: ACCOUNT,
    signMessage: async () => "0xmsg",
    signTypedData: async () => {
      log.push("signed");
      return "0xsig";
    },
    signTransaction: async () => "0xtx",
  };
  const provider = createEip1193Provider({
    signer,
    chains: createChainRegistry({
      supportedChains: [
        {
          id: 8453,
          name: "Base",
          nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
          rpcUrls: { default: { http: ["http://127.0.0.1:1"] } },
        },
      ],
    }),
    transactions: {
      screens: null,
      settings: { enforceWalletUis: false, fundingAvailable: false, scanning: true },
      showWalletUIs,
    },
    confirmSignature: async () => {
      log.push("confirmation");
    },
    signatureScan: {
      scan: async (body) => {
        bodies.push(body);
        log.push("scan");
        if (scanned instanceof Error) throw scanned;
        return scanned;
      },
      confirm: async () => {
        log.push("acknowledgement");
        return acknowledge;
      },
    },
  });
  return { provider, log, bodies };
}

describe("the embedded wallet scans eth_signTypedData_v4 before signing", () => {
  it.each([
    {
      name: "Benign: plain confirmation, signed",
      scanned: verdict("Benign"),
      ack: false,
      log: ["scan", "confirmation", "signed"],
    },
    {
      name: "Warning: plain confirmation, signed",
      scanned: verdict("Warning"),
      ack: false,
      log: ["scan", "confirmation", "signed"],
    },
    {
      name: "Malicious, acknowledged: the checkbox first, then the confirmation",
      scanned: verdict("Malicious"),
      ack: true,
      log: ["scan", "acknowledgement", "confirmation", "signed"],
    },
    {
      name: "Malicious, declined: 4001 and never signed",
      scanned: verdict("Malicious"),
      ack: false,
      log: ["scan", "acknowledgement"],
      rejected: 4001,
    },
    {
      name: "scan failed: falls back to the plain confirmation",
      scanned: new Error("Transaction scan failed"),
      ack: false,
      log: ["scan", "confirmation", "signed"],
    },
  ])("$name", async ({ scanned, ack, log, rejected }) => {
    const e = embedded(scanned, ack);
    const call = e.provider.request({ method: "eth_signTypedData_v4", params: [ACCOUNT, JSON.stringify(PERMIT)] });
    if (rejected) await expect(call).rejects.toMatchObject({ code: rejected });
    else await expect(call).resolves.toBe("0xsig");
    expect(e.log).toEqual(log);
  });

  it("scans on the chain the typed data's domain names, with the signer and the payload", async () => {
    const e = embedded(verdict("Benign"), false);
    await e.provider.request({ method: "eth_signTypedData_v4", params: [ACCOUNT, PERMIT] });
    expect(e.bodies).toEqual([
      {
        chain_type: "ethereum",
        chain_id: 31337,
        account: ACCOUNT,
        method: "eth_signTypedData_v4",
        params: [ACCOUNT, PERMIT],
      },
    ]);
  });

  it("without a domain chain, scans on the wallet's current chain", async () => {
    const e = embedded(verdict("Benign"), false);
    const noChain = { ...PERMIT, domain: { name: "Token" } };
    await e.provider.request({ method: "eth_signTypedData_v4", params: [ACCOUNT, noChain] });
    expect(e.bodies.map((b) => b.chain_id)).toEqual([8453]);
  });

  it("a Malicious verdict needs the acknowledgement even when the confirmation is skipped", async () => {
    const e = embedded(verdict("Malicious"), false, false);
    await expect(
      e.provider.request({ method: "eth_signTypedData_v4", params: [ACCOUNT, PERMIT] }),
    ).rejects.toMatchObject({ code: 4001 });
    expect(e.log).toEqual(["scan", "acknowledgement"]);
  });
});
