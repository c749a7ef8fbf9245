import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { expect, it } from "vitest";
import { DEV_SOLANA_LAMPORTS, devSolanaAddress } from "./solana/devSolanaAccount.ts";
import { startDevChains } from "./startDevChains.ts";

const post = async (url: string, method: string) =>
  (
    (await (
      await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: 1, method, params: [] }),
      })
    ).json()) as { result: unknown }
  ).result;

it("starts anvil with the dev contracts and the Solana RPC, and stops both", async () => {
  const chains = await startDevChains({ evmPort: 0, solanaPort: 0 });
  try {
    expect(chains.evm.chainId).toBe(31337);
    expect(chains.evm.contracts.usdc).toBe("0x5FbDB2315678afecb367f032d93F642f64180aa3");
    // The USDC contract has code.
    const code = await fetch(chains.evm.rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({
        jsonrpc: "2.0",
        id: 1,
        method: "eth_getCode",
        params: [chains.evm.contracts.usdc, "latest"],
      }),
    }).then((r) => r.json() as Promise<{ result: string }>);
    expect(code.result.length).toBeGreaterThan(100);
    expect(typeof (await post(chains.solana.rpcUrl, "getSlot"))).toBe("number");
    const balance = await fetch(chains.solana.rpcUrl, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: 1, method: "getBalance", params: [await devSolanaAddress()] }),
    }).then((r) => r.json() as Promise<{ result: { value: number } }>);
    expect(BigInt(balance.result.value)).toBe(DEV_SOLANA_LAMPORTS);
    // The demo's Wallet Standard test wallet (ed25519 seed of 32 sevens, derived there with @noble/curves).
    expect(await devSolanaAddress()).toBe("GmaDrppBC7P5ARKV8g3djiwP89vz1jLK23V2GBjuAEGB");
    expect(chains.solana.wsUrl).toMatch(/^ws:\/\/127\.0\.0\.1:\d+$/);
  } finally {
    await chains.stop();
  }
  await expect(post(chains.evm.rpcUrl, "eth_chainId")).rejects.toThrow();
  await expect(post(chains.solana.rpcUrl, "getSlot")).rejects.toThrow();
});

it("refuses a port something already answers on", async () => {
  const busy = createServer((_req, res) => res.end("{}"));
  await new Promise<void>((resolve) => busy.listen(0, "127.0.0.1", resolve));
  const { port } = busy.address() as AddressInfo;
  try {
    await expect(startDevChains({ evmPort: port, solanaPort: 0 })).rejects.toThrow(
      `127.0.0.1:${port} is already in use`,
    );
  } finally {
    busy.close();
  }
});
