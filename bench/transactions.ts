// Transaction flow latency on the local chain, through the real server and the wallet frame's code (in Node):
//  - "approval ready": from a hook-equivalent call (EmbeddedEvmWallet.startTransaction, what
//    useSendTransaction calls) to the approval state with everything the screen shows (gas, EIP-1559 fees,
//    balance, decoding, token read, prices);
//  - frame signing: one signTransaction request through the frame's postMessage protocol (entropy unlocked);
//  - a sponsored send (EIP-7702 + relayer) from a wallet holding 0 ETH, request to hash.
// Prints figures; never passes or fails.
//
//   npx tsx --conditions=@foyer/source bench/transactions.ts [--runs 20] [--signs 50]
import { parseArgs } from "node:util";
import { createApiClient, type EmbeddedWalletInfo, type EthTransactionRequest, type WalletFrameOps } from "@foyer/core";
import { createChainRegistry, createEmbeddedEvmWallet, createLocalPriceSource } from "@foyer/core/transactions";
import { deployDevContracts, deployFoyerDelegate, devAccount, startAnvil } from "@foyer/devchain";
import { startServer } from "@foyer/server";
import { createPublicClient, createWalletClient, encodeFunctionData, erc20Abi, http } from "viem";
import { foundry } from "viem/chains";
import { nodeWalletFrame } from "../packages/server/src/testing/nodeWalletFrame.ts";
import { signInByEmail } from "./emailLogin.ts";

const { values } = parseArgs({
  options: { runs: { type: "string", default: "20" }, signs: { type: "string", default: "50" } },
});
const runs = Number(values.runs);
const signs = Number(values.signs);
const HOST = "http://localhost:5173";

const anvil = await startAnvil();
const { usdc } = await deployDevContracts(anvil.rpcUrl);
await deployFoyerDelegate(anvil.rpcUrl);
const api = await startServer({
  mode: "development",
  port: 0,
  devEvmRpcUrls: { "31337": anvil.rpcUrl },
  logger: { info() {}, warn() {}, error() {} },
});
const chain = createPublicClient({ chain: foundry, transport: http(anvil.rpcUrl) });

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
};
const row = (name: string, samples: number[]) =>
  console.log(
    `${name.padEnd(44)} p50 ${percentile(samples, 50).toFixed(1).padStart(8)} ms   p95 ${percentile(samples, 95).toFixed(1).padStart(8)} ms   (n=${samples.length})`,
  );

async function signIn(email: string) {
  const headers = { "content-type": "application/json", "foyer-app-id": "foyer-dev", origin: HOST };
  return (await signInByEmail(api.url, email, headers)).token;
}

try {
  const token = await signIn(`bench-${Date.now()}@example.com`);
  const frame = nodeWalletFrame({
    frameUrl: api.walletFrameUrl as string,
    hostOrigin: HOST,
    allowedDelegates: [await deployFoyerDelegate(anvil.rpcUrl)],
  });
  const created = await frame.call("create", { accessToken: token });
  if (!created.ok) throw new Error(JSON.stringify(created.error));
  const wallet = (created.result as { wallet: EmbeddedWalletInfo }).wallet;
  const ref = {
    accessToken: token,
    entropyId: wallet.entropyId,
    entropyIdVerifier: wallet.entropyIdVerifier,
    chainType: "ethereum" as const,
    hdWalletIndex: 0,
  };
  const ok = async <O extends "signTransaction" | "signTypedData" | "signAuthorization" | "signMessage">(
    op: O,
    payload: WalletFrameOps[O]["payload"],
  ) => {
    const answer = await frame.call(op, payload);
    if (!answer.ok) throw new Error(JSON.stringify(answer.error));
    return answer.result as WalletFrameOps[O]["result"];
  };

  const evm = createEmbeddedEvmWallet({
    chains: createChainRegistry({ supportedChains: [{ ...foundry, rpcUrls: { default: { http: [anvil.rpcUrl] } } }] }),
    request: createApiClient({ appId: "foyer-dev", serverUrl: api.url, getAccessToken: async () => token }).request,
    settings: { enforceWalletUis: false, fundingAvailable: false, scanning: false },
    // A screen that shows nothing: the bench reads the flow's state itself.
    screens: () => () => {},
    prices: createLocalPriceSource(),
    signer: {
      address: wallet.address,
      signMessage: async (m) => (await ok("signMessage", { ...ref, message: "hex" in m ? m.hex : m.text })).signature,
      signTypedData: async (typedData) => (await ok("signTypedData", { ...ref, typedData })).signature,
      signTransaction: async (transaction) =>
        (await ok("signTransaction", { ...ref, transaction })).signedTransaction ?? "",
      signAuthorization: async (authorization) =>
        (await ok("signAuthorization", { ...ref, authorization })).authorization,
    },
  });

  // 1. Hook call → approval ready (an ERC-20 transfer: decoding and token reads included).
  const data = encodeFunctionData({
    abi: erc20Abi,
    functionName: "transfer",
    args: [devAccount(2).address, 1_000_000n],
  });
  const approval: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const ready = await new Promise<number>((resolve) => {
      const flow = evm.startTransaction({ transactionRequest: { to: usdc, data } });
      flow.subscribe((state) => {
        if (state.step === "approval" || state.step === "error") {
          resolve(performance.now() - started);
          flow.send({ type: "close" });
        }
      });
    });
    approval.push(ready);
  }

  // 2. Signing through the frame's protocol (entropy unlocked after the first).
  const nonce = await chain.getTransactionCount({ address: wallet.address as `0x${string}` });
  const transaction: EthTransactionRequest = {
    chainId: 31337,
    to: devAccount(2).address,
    value: "1",
    nonce,
    gas: "21000",
    maxFeePerGas: "2000000000",
    maxPriorityFeePerGas: "1000000",
    type: "eip1559",
  };
  await ok("signTransaction", { ...ref, transaction });
  const signing: number[] = [];
  for (let i = 0; i < signs; i++) {
    const started = performance.now();
    await ok("signTransaction", { ...ref, transaction });
    signing.push(performance.now() - started);
  }

  // 3. Sponsored: the wallet holds 0 ETH and some USDC; the app's relayer pays.
  const minter = createWalletClient({ account: devAccount(0), chain: foundry, transport: http(anvil.rpcUrl) });
  await chain.waitForTransactionReceipt({
    hash: await minter.writeContract({
      address: usdc,
      abi: [
        {
          type: "function",
          name: "mint",
          inputs: [{ type: "address" }, { type: "uint256" }],
          outputs: [],
          stateMutability: "nonpayable",
        },
      ],
      functionName: "mint",
      args: [wallet.address as `0x${string}`, 10_000_000n],
    }),
    pollingInterval: 50,
  });
  const sponsored: number[] = [];
  for (let i = 0; i < Math.min(runs, 15); i++) {
    const started = performance.now();
    await evm.sendTransaction({
      transactionRequest: { to: usdc, data },
      getIsSponsored: () => true,
      uiOptions: { showWalletUIs: false },
    });
    sponsored.push(performance.now() - started);
  }
  console.log(
    `Transactions on anvil (chain 31337), wallet ${wallet.address} (0 ETH: ${(await chain.getBalance({ address: wallet.address as `0x${string}` })) === 0n})`,
  );
  row("hook call → approval ready (ERC-20 transfer)", approval);
  row("frame signTransaction (protocol round trip)", signing);
  row("sponsored send → receipt (EIP-7702 relayer)", sponsored);
} finally {
  await api.close();
  await anvil.stop();
}
