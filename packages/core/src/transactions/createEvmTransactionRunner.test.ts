import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { type Anvil, deployDevContracts, devAccount, startAnvil } from "@foyer/devchain";
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  maxUint256,
  parseEther,
  recoverTransactionAddress,
} from "viem";
import { generatePrivateKey, privateKeyToAccount } from "viem/accounts";
import { foundry } from "viem/chains";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createChainRegistry } from "../chains/createChainRegistry.ts";
import type { TransactionFlowState } from "../flows/transaction/TransactionFlowState.ts";
import { createLocalPriceSource } from "../prices/createLocalPriceSource.ts";
import type { EvmTransactionContext, EvmTransactionSigner } from "./EvmTransactionContext.ts";
import type { PreparedEvmTransaction } from "./PreparedEvmTransaction.ts";
import type { SendTransactionOptions } from "./SendTransactionRequest.ts";
import { startEvmTransactionFlow } from "./startEvmTransactionFlow.ts";

let anvil: Anvil;
let usdc: `0x${string}`;
const settings = { enforceWalletUis: false, fundingAvailable: false, scanning: false };

beforeAll(async () => {
  anvil = await startAnvil();
  ({ usdc } = await deployDevContracts(anvil.rpcUrl));
}, 60_000);
afterAll(() => anvil?.stop());

/** A signer over a local key: the frame's signing is tested in the wallet-frame package. */
function keySigner(privateKey: `0x${string}` | ReturnType<typeof devAccount> = devAccount(1)) {
  const account = typeof privateKey === "string" ? privateKeyToAccount(privateKey) : privateKey;
  let signatures = 0;
  const signer: EvmTransactionSigner & { count: () => number } = {
    address: account.address,
    count: () => signatures,
    async signTransaction(tx) {
      signatures++;
      const common = {
        chainId: tx.chainId,
        to: tx.to as `0x${string}` | undefined,
        data: tx.data as `0x${string}` | undefined,
        value: BigInt(tx.value ?? "0"),
        nonce: tx.nonce,
        gas: BigInt(tx.gas ?? "0"),
      };
      return tx.type === "legacy"
        ? account.signTransaction({ ...common, type: "legacy", gasPrice: BigInt(tx.gasPrice ?? "0") })
        : account.signTransaction({
            ...common,
            type: "eip1559",
            maxFeePerGas: BigInt(tx.maxFeePerGas ?? "0"),
            maxPriorityFeePerGas: BigInt(tx.maxPriorityFeePerGas ?? "0"),
          });
    },
  };
  return signer;
}

function context(signer: EvmTransactionSigner, patch: Partial<EvmTransactionContext> = {}): EvmTransactionContext {
  return {
    chains: createChainRegistry({
      supportedChains: [{ ...foundry, rpcUrls: { default: { http: [anvil.rpcUrl] } } }],
    }),
    signer,
    currentChainId: () => 31337,
    prices: createLocalPriceSource(),
    receiptPollMs: 50,
    ...patch,
  };
}

const headless = (options: SendTransactionOptions): SendTransactionOptions => ({
  ...options,
  uiOptions: { ...options.uiOptions, showWalletUIs: false },
});
const client = () => createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) });

describe("Ethereum transaction flow on anvil", () => {
  it("sends ETH headless: prepares with EIP-1559 fees and a local price, signs once, waits for the receipt", async () => {
    const signer = keySigner();
    const to = privateKeyToAccount(generatePrivateKey()).address;
    let prepared: PreparedEvmTransaction | null = null;
    const flow = startEvmTransactionFlow(
      headless({ transactionRequest: { to, value: parseEther("0.5") } }),
      context(signer),
      settings,
      null,
    );
    flow.subscribe((s) => {
      prepared ??= s.items[0]?.prepared ?? null;
    });
    const outcome = await flow.result;
    expect(outcome.kind).toBe("sent");
    expect(await client().getBalance({ address: to })).toBe(parseEther("0.5"));
    expect(signer.count()).toBe(1);
    expect(prepared).toMatchObject({
      chainId: 31337,
      chainName: "Foundry",
      value: parseEther("0.5"),
      gas: 21000n,
      fees: { type: "eip1559" },
      sponsored: false,
      insufficientFunds: false,
      warning: null,
      prices: { native: { ok: true, usd: 3000 } },
    });
    expect(prepared!.fee).toBeGreaterThan(0n);
  });

  it("decodes an ERC-20 approve of 2^256-1 with the token read from the chain, then sends it", async () => {
    const spender = devAccount(2).address;
    const data = encodeFunctionData({ abi: erc20Abi, functionName: "approve", args: [spender, maxUint256] });
    const states: TransactionFlowState<PreparedEvmTransaction>[] = [];
    const flow = startEvmTransactionFlow(
      headless({ transactionRequest: { to: usdc, data } }),
      context(keySigner()),
      settings,
      null,
    );
    flow.subscribe((s) => states.push(s));
    await flow.result;
    const prepared = states.find((s) => s.items[0]?.prepared)?.items[0]?.prepared;
    expect(prepared?.decoded).toMatchObject({
      action: "approve",
      spender,
      amount: maxUint256,
      isErc20Ish: true,
      isNFTIsh: false,
    });
    expect(prepared?.token).toEqual({ address: usdc, kind: "erc20", symbol: "USDC", decimals: 6 });
    expect(prepared?.prices.token).toEqual({ ok: true, usd: 1 });
    const allowance = await client().readContract({
      address: usdc,
      abi: erc20Abi,
      functionName: "allowance",
      args: [devAccount(1).address, spender],
    });
    expect(allowance).toBe(maxUint256);
  });

  it("a reverted call is 'Transaction failed' with its hash; retry clears the nonce and sends a new one", async () => {
    const signer = keySigner();
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: "transfer",
      args: [devAccount(3).address, 10n ** 30n],
    });
    // An explicit gas limit skips the estimate (which would catch the revert), so the chain mines a revert.
    // The request names its nonce: a retry must not reuse it.
    const nonce = await client().getTransactionCount({ address: signer.address as `0x${string}` });
    const flow = startEvmTransactionFlow(
      { transactionRequest: { to: usdc, data, gas: 100_000n, nonce } },
      context(signer),
      settings,
      (f) => {
        f.subscribe((s) => {
          if (s.step === "approval") f.send({ type: "approve" });
        });
      },
    );
    const error = await new Promise<TransactionFlowState["error"]>((resolve) =>
      flow.subscribe((s) => s.step === "error" && resolve(s.error)),
    );
    expect(error).toMatchObject({ title: "Transaction failed", code: "transaction_failure", retryable: true });
    expect(error?.hash).toMatch(/^0x[0-9a-f]{64}$/);
    expect(flow.getState().items[0]?.prepared).toMatchObject({ nonce, fixedNonce: true });
    const reprepared = new Promise<number | undefined>((resolve) =>
      flow.subscribe((s) => s.step === "submitting" && resolve(s.items[0]?.prepared?.nonce)),
    );
    flow.send({ type: "retry" });
    expect(await reprepared).toBe(nonce + 1);
    expect(flow.getState().items[0]?.prepared?.fixedNonce).toBe(false);
    flow.send({ type: "close" }); // ignored while submitting
    expect(flow.getState().step).not.toBe("closed");
  });

  it("a wallet with 0 ETH cannot pay: insufficient funds, headless fails with 'Insufficient balance'", async () => {
    const poor = keySigner(generatePrivateKey());
    const flow = startEvmTransactionFlow(
      headless({ transactionRequest: { to: devAccount(0).address, value: 1n } }),
      context(poor),
      settings,
      null,
    );
    await expect(flow.result).rejects.toMatchObject({
      code: "insufficient_balance",
      details: { title: "Insufficient balance" },
    });
    expect(poor.count()).toBe(0);
  });

  it("double clicks on Approve send one transaction", async () => {
    const signer = keySigner(devAccount(4));
    const before = await client().getTransactionCount({ address: signer.address as `0x${string}` });
    const flow = startEvmTransactionFlow(
      { transactionRequest: { to: devAccount(0).address, value: 1n } },
      context(signer),
      settings,
      (f) => {
        f.subscribe((s) => {
          if (s.step === "approval") for (let i = 0; i < 5; i++) f.send({ type: "approve" });
          if (s.step === "success") f.send({ type: "done" });
        });
      },
    );
    await flow.result;
    expect(await client().getTransactionCount({ address: signer.address as `0x${string}` })).toBe(before + 1);
    expect(signer.count()).toBe(1);
  });

  it("sign-only signs consecutive nonces without broadcasting", async () => {
    const signer = keySigner(devAccount(5));
    const address = signer.address as `0x${string}`;
    const nonce = await client().getTransactionCount({ address });
    const flow = startEvmTransactionFlow(
      headless({
        signOnly: true,
        transactionRequests: [
          { to: devAccount(0).address, value: 1n },
          { to: devAccount(0).address, value: 2n },
        ],
      }),
      context(signer),
      settings,
      null,
    );
    const outcome = await flow.result;
    if (outcome.kind !== "signed") throw new Error("expected signed");
    expect(outcome.signedTransactions).toHaveLength(2);
    for (const signed of outcome.signedTransactions)
      expect(await recoverTransactionAddress({ serializedTransaction: signed as `0x02${string}` })).toBe(address);
    expect(await client().getTransactionCount({ address })).toBe(nonce);
    const wallet = createWalletClient({ chain: foundry, transport: http(anvil.rpcUrl) });
    // The second only lands after the first: consecutive nonces.
    for (const signed of outcome.signedTransactions) {
      const hash = await wallet.sendRawTransaction({ serializedTransaction: signed as `0x${string}` });
      await client().waitForTransactionReceipt({ hash, pollingInterval: 50 });
    }
    expect(await client().getTransactionCount({ address })).toBe(nonce + 2);
  });

  it("refuses bad input with the request's fault named, before signing anything", async () => {
    const signer = keySigner();
    const cases: [SendTransactionOptions["transactionRequest"], RegExp][] = [
      [{ to: "0x1234", value: 1n }, /Invalid address: 0x1234/],
      [{ to: devAccount(0).address, value: "-1" }, /Invalid value/],
      [{ to: devAccount(0).address, data: "0xabc" }, /Invalid data/],
      [{ to: devAccount(0).address, value: 1n, nonce: 10_000 }, /ahead of the account's next nonce/],
      [{ to: devAccount(0).address, value: 1n, nonce: 0 }, /already used/],
    ];
    for (const [transactionRequest, message] of cases) {
      const flow = startEvmTransactionFlow(headless({ transactionRequest }), context(signer), settings, null);
      await expect(flow.result).rejects.toMatchObject({ message: expect.stringMatching(message) });
    }
    const wrongChain = startEvmTransactionFlow(
      headless({ transactionRequest: { to: devAccount(0).address, value: 1n, chainId: 999 } }),
      context(signer),
      settings,
      null,
    );
    await expect(wrongChain.result).rejects.toMatchObject({
      code: "unsupported_chain_id",
      message: "Unsupported chainId 999",
      details: { rpcCode: 4901 },
    });
    expect(signer.count()).toBe(0);
  });

  it("an RPC that is down or too slow is a preparation error with retry", async () => {
    const hanging: Server = createServer(() => {});
    await new Promise<void>((resolve) => hanging.listen(0, "127.0.0.1", resolve));
    const slowUrl = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
    try {
      const slow = startEvmTransactionFlow(
        headless({ transactionRequest: { to: devAccount(0).address, value: 1n } }),
        context(keySigner(), {
          chains: createChainRegistry({ supportedChains: [{ ...foundry, rpcUrls: { default: { http: [slowUrl] } } }] }),
          publicClient: (_id, url) => createPublicClient({ transport: http(url, { timeout: 300, retryCount: 0 }) }),
        }),
        settings,
        null,
      );
      await expect(slow.result).rejects.toMatchObject({
        code: "client_request_timeout",
        details: { title: "Timed out" },
      });
      const down = startEvmTransactionFlow(
        headless({ transactionRequest: { to: devAccount(0).address, value: 1n } }),
        context(keySigner(), {
          chains: createChainRegistry({
            supportedChains: [{ ...foundry, rpcUrls: { default: { http: ["http://127.0.0.1:1"] } } }],
          }),
          publicClient: (_id, url) => createPublicClient({ transport: http(url, { retryCount: 0 }) }),
        }),
        settings,
        null,
      );
      await expect(down.result).rejects.toMatchObject({
        details: { title: "There was an issue preparing your transaction", rpcCode: -32603 },
      });
    } finally {
      hanging.closeAllConnections();
      await new Promise<void>((resolve) => hanging.close(() => resolve()));
    }
  });

  it("without screens registered and without skipping them, the call is refused", () => {
    expect(() =>
      startEvmTransactionFlow(
        { transactionRequest: { to: devAccount(0).address } },
        context(keySigner()),
        settings,
        null,
      ),
    ).toThrow(/No transaction screen/);
    // The app's enforce_wallet_uis makes showWalletUIs: false count for nothing.
    expect(() =>
      startEvmTransactionFlow(
        headless({ transactionRequest: { to: devAccount(0).address } }),
        context(keySigner()),
        { ...settings, enforceWalletUis: true },
        null,
      ),
    ).toThrow(/No transaction screen/);
  });
});
