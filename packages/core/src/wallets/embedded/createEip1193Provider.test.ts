import { createWalletClient, custom, recoverTransactionAddress, verifyMessage, verifyTypedData } from "viem";
import { privateKeyToAccount } from "viem/accounts";
import { describe, expect, it } from "vitest";
import { createEip1193Provider, type Eip1193Signer } from "./createEip1193Provider.ts";

const account = privateKeyToAccount("0x59c6995e998f97a5a0044966f0945389dc9e86dae88c7a8412f4603b6b78690d");
const signer: Eip1193Signer = {
  address: account.address,
  signMessage: (m) => account.signMessage({ message: "hex" in m ? { raw: m.hex as `0x${string}` } : m.text }),
  signTypedData: (t) => account.signTypedData(t as never),
  signTransaction: (tx) =>
    account.signTransaction({
      chainId: tx.chainId,
      to: tx.to as `0x${string}`,
      value: BigInt(tx.value ?? "0"),
      nonce: tx.nonce,
      gas: BigInt(tx.gas ?? "21000"),
      maxFeePerGas: BigInt(tx.maxFeePerGas ?? "0"),
      maxPriorityFeePerGas: BigInt(tx.maxPriorityFeePerGas ?? "0"),
    }),
};

/** A tiny JSON-RPC node: answers the reads eth_sendTransaction needs and records raw transactions. */
function fakeNode() {
  const sent: string[] = [];
  const answers: Record<string, unknown> = {
    eth_getTransactionCount: "0x3",
    eth_estimateGas: "0x5208",
    eth_getBlockByNumber: { baseFeePerGas: "0x10" },
    eth_maxPriorityFeePerGas: "0x2",
    eth_blockNumber: "0x99",
  };
  const fetch = (async (_url: string, init: RequestInit) => {
    const { id, method, params } = JSON.parse(init.body as string);
    if (method === "eth_sendRawTransaction") sent.push(params[0]);
    const result = method === "eth_sendRawTransaction" ? "0xhash" : answers[method];
    return new Response(JSON.stringify({ jsonrpc: "2.0", id, result }));
  }) as typeof globalThis.fetch;
  return { fetch, sent };
}

describe("createEip1193Provider", () => {
  it("works as viem's custom transport: accounts, personal_sign, typed data, chain switch", async () => {
    const node = fakeNode();
    const provider = createEip1193Provider({
      signer,
      rpcUrls: { 1: "http://rpc1", 31337: "http://rpc2" },
      chainId: 1,
      fetch: node.fetch,
    });
    const client = createWalletClient({ transport: custom(provider) });
    const [address] = await client.getAddresses();
    expect(address).toBe(account.address);
    expect(await client.getChainId()).toBe(1);
    const signature = await client.signMessage({ account: account.address, message: "hello" });
    expect(await verifyMessage({ address: account.address, message: "hello", signature })).toBe(true);
    const typed = {
      domain: { name: "Foyer", chainId: 1 },
      types: { Note: [{ name: "text", type: "string" }] },
      primaryType: "Note" as const,
      message: { text: "hi" },
    };
    const typedSig = await client.signTypedData({ account: account.address, ...typed });
    expect(await verifyTypedData({ address: account.address, signature: typedSig, ...typed })).toBe(true);
    const changed: unknown[] = [];
    provider.on("chainChanged", (id) => changed.push(id));
    await client.switchChain({ id: 31337 });
    expect(await client.getChainId()).toBe(31337);
    expect(changed).toEqual(["0x7a69"]);
    await expect(client.switchChain({ id: 5 })).rejects.toMatchObject({ code: 4902 });
  });

  it("eth_sendTransaction fills nonce, gas and fees from the RPC, signs, and sends the raw transaction", async () => {
    const node = fakeNode();
    const provider = createEip1193Provider({
      signer,
      rpcUrls: { 31337: "http://rpc" },
      chainId: 31337,
      fetch: node.fetch,
    });
    const hash = await provider.request({
      method: "eth_sendTransaction",
      params: [{ from: account.address, to: account.address, value: "0x1" }],
    });
    expect(hash).toBe("0xhash");
    expect(node.sent).toHaveLength(1);
    expect(await recoverTransactionAddress({ serializedTransaction: node.sent[0] as `0x02${string}` })).toBe(
      account.address,
    );
    expect(await provider.request({ method: "eth_blockNumber" })).toBe("0x99");
    await expect(
      provider.request({ method: "personal_sign", params: ["0x00", "0x000000000000000000000000000000000000dEaD"] }),
    ).rejects.toMatchObject({ code: 4100 });
  });
});
