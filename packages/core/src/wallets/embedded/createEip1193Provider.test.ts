import { type Anvil, deployDevContracts, deployFoyerDelegate, devAccount, startAnvil } from "@foyer/devchain";
import {
  createPublicClient,
  createWalletClient,
  custom,
  encodeFunctionData,
  erc20Abi,
  http,
  parseEther,
  recoverTransactionAddress,
  verifyMessage,
  verifyTypedData,
} from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { foundry } from "viem/chains";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createChainRegistry } from "../../chains/createChainRegistry.ts";
import { FoyerError } from "../../errors/FoyerError.ts";
import type { TransactionScreens } from "../../transactions/TransactionScreens.ts";
import { createEip1193Provider, type Eip1193ProviderOptions, type Eip1193Signer } from "./createEip1193Provider.ts";

let anvil: Anvil;
let usdc: `0x${string}`;
let delegate: `0x${string}`;
beforeAll(async () => {
  anvil = await startAnvil();
  ({ usdc } = await deployDevContracts(anvil.rpcUrl));
  delegate = await deployFoyerDelegate(anvil.rpcUrl);
}, 60_000);
afterAll(() => anvil?.stop());

const settings = { enforceWalletUis: false, fundingAvailable: false, scanning: false };
const chain = () => createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) });

/** A local-key signer (the frame's signing is tested in wallet-frame); counts transaction signatures. */
function keySigner(key: `0x${string}` = generatePrivateKey()): Eip1193Signer & { signed: number } {
  const account = privateKeyToAccount(key);
  const signer = {
    signed: 0,
    address: account.address,
    signMessage: (m: { hex: string } | { text: string }) =>
      account.signMessage({ message: "hex" in m ? { raw: m.hex as `0x${string}` } : m.text }),
    signTypedData: (t: unknown) => account.signTypedData(t as never),
    signAuthorization: async (a: { chainId: number; address: string; nonce: number }) => {
      const s = await account.signAuthorization({
        chainId: a.chainId,
        address: a.address as `0x${string}`,
        nonce: a.nonce,
      });
      return { chainId: s.chainId, address: s.address, nonce: s.nonce, r: s.r, s: s.s, yParity: s.yParity ?? 0 };
    },
    async signTransaction(tx: Parameters<Eip1193Signer["signTransaction"]>[0]) {
      signer.signed++;
      const base = {
        chainId: tx.chainId,
        to: tx.to as `0x${string}`,
        data: tx.data as `0x${string}` | undefined,
        value: BigInt(tx.value ?? "0"),
        nonce: tx.nonce,
        gas: BigInt(tx.gas ?? "0"),
        maxFeePerGas: BigInt(tx.maxFeePerGas ?? "0"),
        maxPriorityFeePerGas: BigInt(tx.maxPriorityFeePerGas ?? "0"),
      };
      if (tx.type === "eip7702")
        return account.signTransaction({
          ...base,
          type: "eip7702",
          authorizationList: (tx.authorizationList ?? []).map((a) => ({
            ...a,
            address: a.address as `0x${string}`,
            r: a.r as `0x${string}`,
            s: a.s as `0x${string}`,
          })),
        });
      return account.signTransaction({ ...base, type: "eip1559" });
    },
  };
  return signer;
}

async function fund(address: string, eth = "1") {
  const funder = createWalletClient({ account: devAccount(0), chain: foundry, transport: http(anvil.rpcUrl) });
  await chain().waitForTransactionReceipt({
    hash: await funder.sendTransaction({ to: address as `0x${string}`, value: parseEther(eth) }),
    pollingInterval: 50,
  });
}

/** Screens that approve what they are shown (recording it), the stand-in for the modal's approval screen. */
function approvingScreens(log: string[] = []): TransactionScreens<never> {
  return (flow) => {
    log.push("shown");
    flow.subscribe((s) => {
      if (s.step === "approval") {
        if (s.index < s.items.length - 1) flow.send({ type: "continue" });
        else flow.send({ type: "approve" });
      }
      if (s.step === "success") flow.send({ type: "done" });
    });
  };
}

function provider(signer: Eip1193Signer, patch: Partial<Eip1193ProviderOptions> = {}) {
  return createEip1193Provider({
    signer,
    chains: createChainRegistry({
      supportedChains: [
        { ...foundry, rpcUrls: { default: { http: [anvil.rpcUrl] } } },
        { ...foundry, id: 1, name: "Ethereum", rpcUrls: { default: { http: [anvil.rpcUrl] } } },
      ],
    }),
    transactions: { screens: approvingScreens() as never, settings, delegateFor: async () => delegate },
    ...patch,
  });
}

describe("embedded EIP-1193 provider", () => {
  it("works as viem's transport: accounts, connect event, signatures after approval, 4001 when declined", async () => {
    const signer = keySigner();
    const asked: string[] = [];
    let decline = false;
    const p = provider(signer, {
      confirmSignature: async (r) => {
        asked.push(r.method);
        if (decline) throw Object.assign(new Error("User rejected the request."), { details: { rpcCode: 4001 } });
      },
    });
    const connected = new Promise((resolve) => p.on("connect", resolve));
    expect(await connected).toEqual({ chainId: "0x7a69" });
    const client = createWalletClient({ transport: custom(p) });
    const [address] = await client.getAddresses();
    expect(address).toBe(signer.address);
    expect(await client.getChainId()).toBe(31337);
    const signature = await client.signMessage({ account: signer.address as `0x${string}`, message: "hello" });
    expect(await verifyMessage({ address: signer.address as `0x${string}`, message: "hello", signature })).toBe(true);
    const typed = {
      domain: { name: "Foyer", chainId: 31337 },
      types: { Note: [{ name: "text", type: "string" }] },
      primaryType: "Note" as const,
      message: { text: "hi" },
    };
    const typedSig = await client.signTypedData({ account: signer.address as `0x${string}`, ...typed });
    expect(await verifyTypedData({ address: signer.address as `0x${string}`, signature: typedSig, ...typed })).toBe(
      true,
    );
    expect(asked).toEqual(["personal_sign", "eth_signTypedData_v4"]);
    decline = true;
    await expect(client.signMessage({ account: signer.address as `0x${string}`, message: "no" })).rejects.toMatchObject(
      { code: 4001 },
    );
    await expect(p.request({ method: "personal_sign", params: ["0x00", devAccount(1).address] })).rejects.toMatchObject(
      { code: 4100 },
    );
    await expect(p.request({ method: "eth_sign", params: [signer.address, "0x00"] })).rejects.toMatchObject({
      code: 4200,
    });
  });

  it("switches and adds chains: chainChanged, 4902 for unknown chains, -32602 for bad parameters", async () => {
    const p = provider(keySigner());
    const client = createWalletClient({ transport: custom(p) });
    const changed: unknown[] = [];
    p.on("chainChanged", (id) => changed.push(id));
    await client.switchChain({ id: 1 });
    expect(await client.getChainId()).toBe(1);
    expect(changed).toEqual(["0x1"]);
    await expect(client.switchChain({ id: 5 })).rejects.toMatchObject({ code: 4902 });
    await p.request({
      method: "wallet_addEthereumChain",
      params: [
        {
          chainId: "0x5",
          chainName: "Five",
          rpcUrls: [anvil.rpcUrl],
          nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
        },
      ],
    });
    await client.switchChain({ id: 5 });
    expect(changed).toEqual(["0x1", "0x5"]);
    await expect(
      p.request({
        method: "wallet_addEthereumChain",
        params: [
          {
            chainId: "0x6",
            chainName: "Six",
            rpcUrls: ["http://evil.example"],
            nativeCurrency: { symbol: "ETH", decimals: 18 },
          },
        ],
      }),
    ).rejects.toMatchObject({ code: -32602, message: "rpcUrls needs an HTTPS URL" });
    await expect(p.request({ method: "wallet_switchEthereumChain", params: [{ chainId: 7 }] })).rejects.toMatchObject({
      code: -32602,
    });
  });

  it("eth_sendTransaction from viem shows the approval, then sends once and answers the hash", async () => {
    const signer = keySigner();
    await fund(signer.address);
    const shown: string[] = [];
    const p = provider(signer, { transactions: { screens: approvingScreens(shown) as never, settings } });
    const client = createWalletClient({ chain: foundry, transport: custom(p) });
    const hash = await client.sendTransaction({
      account: signer.address as `0x${string}`,
      to: devAccount(2).address,
      value: 7n,
    });
    expect(shown).toEqual(["shown"]);
    expect(signer.signed).toBe(1);
    expect((await chain().waitForTransactionReceipt({ hash, pollingInterval: 50 })).status).toBe("success");
  });

  it("without screens a send is refused (4200), also when the app enforces wallet UIs; closing is 4001", async () => {
    const signer = keySigner();
    await fund(signer.address);
    const tx = { from: signer.address, to: devAccount(2).address, value: "0x1" };
    const none = provider(signer, { transactions: { screens: null, settings } });
    await expect(none.request({ method: "eth_sendTransaction", params: [tx] })).rejects.toMatchObject({ code: 4200 });
    const enforced = provider(signer, {
      transactions: { screens: null, settings: { ...settings, enforceWalletUis: true }, showWalletUIs: false },
    });
    await expect(enforced.request({ method: "eth_sendTransaction", params: [tx] })).rejects.toMatchObject({
      code: 4200,
    });
    const skipped = provider(signer, { transactions: { screens: null, settings, showWalletUIs: false } });
    expect(await skipped.request({ method: "eth_sendTransaction", params: [tx] })).toMatch(/^0x[0-9a-f]{64}$/);
    const closing = provider(signer, {
      transactions: {
        screens: (flow) => flow.subscribe((s) => s.step === "approval" && flow.send({ type: "close" })),
        settings,
      },
    });
    await expect(closing.request({ method: "eth_sendTransaction", params: [tx] })).rejects.toMatchObject({
      code: 4001,
    });
    expect(signer.signed).toBe(1);
    await expect(
      none.request({ method: "eth_sendTransaction", params: [{ ...tx, from: devAccount(3).address }] }),
    ).rejects.toMatchObject({ code: 4100 });
  });

  it("eth_signTransaction signs without broadcasting", async () => {
    const signer = keySigner();
    await fund(signer.address);
    const client = createWalletClient({ chain: foundry, transport: custom(provider(signer)) });
    const signed = await client.signTransaction({
      account: signer.address as `0x${string}`,
      to: devAccount(2).address,
      value: 1n,
      chain: foundry,
    } as never);
    expect(await recoverTransactionAddress({ serializedTransaction: signed as `0x02${string}` })).toBe(signer.address);
    expect(await chain().getTransactionCount({ address: signer.address as `0x${string}` })).toBe(0);
  });

  it("eth_requestAccounts connects the wallet first; leaving the connect screen answers 4001", async () => {
    const signer = keySigner();
    let connects = 0;
    let leave = false;
    const p = provider(signer, {
      connect: async () => {
        connects += 1;
        if (leave) throw new FoyerError("unknown_connect_wallet_error", "User exited before wallet could be connected");
      },
    });
    expect(await p.request({ method: "eth_requestAccounts" })).toEqual([signer.address]);
    expect(connects).toBe(1);
    // eth_accounts never opens a screen.
    expect(await p.request({ method: "eth_accounts" })).toEqual([signer.address]);
    expect(connects).toBe(1);
    leave = true;
    await expect(p.request({ method: "eth_requestAccounts" })).rejects.toMatchObject({
      code: 4001,
      message: "User exited before wallet could be connected",
    });
  });

  it("disconnect (logout) emits accountsChanged [] and disconnect 4900", async () => {
    const p = provider(keySigner());
    const events: unknown[] = [];
    p.on("accountsChanged", (a) => events.push(a));
    p.on("disconnect", (e) => events.push((e as { code: number }).code));
    p.disconnect();
    expect(events).toEqual([[], 4900]);
    expect(await p.request({ method: "eth_accounts" })).toEqual([]);
    await expect(p.request({ method: "eth_requestAccounts" })).rejects.toMatchObject({ code: 4900 });
  });
});

describe("EIP-5792 on the embedded provider (viem's own actions)", () => {
  const transfer = (to: `0x${string}`, amount: bigint) =>
    encodeFunctionData({ abi: erc20Abi, functionName: "transfer", args: [to, amount] });

  it("atomic batch through FoyerDelegate: 'ready', then one transaction for two calls, then 'supported'", async () => {
    // Dev account 6 holds ETH and test USDC.
    const signer = keySigner(`0x${Buffer.from(devAccount(6).getHdKey().privateKey ?? []).toString("hex")}`);
    const client = createWalletClient({ chain: foundry, transport: custom(provider(signer)) });
    const account = signer.address as `0x${string}`;
    expect(await client.getCapabilities({ account, chainId: 31337 })).toMatchObject({ atomic: { status: "ready" } });
    const bob = devAccount(7).address;
    const before = await chain().readContract({ address: usdc, abi: erc20Abi, functionName: "balanceOf", args: [bob] });
    const { id } = await client.sendCalls({
      account,
      forceAtomic: true,
      calls: [
        { to: usdc, data: transfer(bob, 1n) },
        { to: usdc, data: transfer(bob, 2n) },
      ],
    });
    const status = await client.waitForCallsStatus({ id, pollingInterval: 50 });
    expect(status).toMatchObject({ status: "success", atomic: true });
    expect(status.receipts).toHaveLength(1);
    expect(await chain().readContract({ address: usdc, abi: erc20Abi, functionName: "balanceOf", args: [bob] })).toBe(
      before + 3n,
    );
    expect(await client.getCapabilities({ account, chainId: 31337 })).toMatchObject({
      atomic: { status: "supported" },
    });
    expect(signer.signed).toBe(1);
  });

  it("without a delegate: calls go one by one; atomicRequired is refused (5760); unknown ids (5730)", async () => {
    const signer = keySigner();
    await fund(signer.address);
    const p = provider(signer, {
      transactions: { screens: approvingScreens() as never, settings, delegateFor: async () => null },
    });
    const client = createWalletClient({ chain: foundry, transport: custom(p) });
    const account = signer.address as `0x${string}`;
    expect(await client.getCapabilities({ account, chainId: 31337 })).toMatchObject({
      atomic: { status: "unsupported" },
    });
    const { id } = await client.sendCalls({
      account,
      calls: [
        { to: devAccount(2).address, value: 1n },
        { to: devAccount(2).address, value: 2n },
      ],
    });
    const status = await client.waitForCallsStatus({ id, pollingInterval: 50 });
    expect(status).toMatchObject({ status: "success", atomic: false });
    expect(status.receipts).toHaveLength(2);
    // viem names the table's 5760 AtomicityNotSupportedError.
    await expect(
      client.sendCalls({ account, forceAtomic: true, calls: [{ to: devAccount(2).address, value: 1n }] }),
    ).rejects.toMatchObject({ cause: { name: "AtomicityNotSupportedError", cause: { code: 5760 } } });
    await expect(p.request({ method: "wallet_getCallsStatus", params: ["nope"] })).rejects.toMatchObject({
      code: 5730,
    });
  });
});
