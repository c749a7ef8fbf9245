import { useEmbeddedWalletProvider, useEmbeddedWallets, useFoyer, useSendTransaction } from "@foyer/react";
import { useState } from "react";
import {
  createPublicClient,
  createWalletClient,
  custom,
  encodeFunctionData,
  erc20Abi,
  http,
  maxUint256,
  parseAbi,
  parseEther,
} from "viem";
import { drainerParam } from "./demoEnv.ts";
import { devChain, devChainEnv } from "./devChain.ts";

const nftAbi = parseAbi([
  "function mint(address to) returns (uint256)",
  "function transferFrom(address from, address to, uint256 tokenId)",
]);

/** Anvil dev account 1: where the demo's transactions send (public test key, local chain only). */
const RECEIVER = "0x70997970C51812dc3A010C7d01b50e0d17dc79C8";

/**
 * Transactions from the embedded wallet through plain viem on its EIP-1193 provider: Foyer shows the approval,
 * signs in the wallet frame and sends on the local chain. A batch of two calls goes through EIP-5792.
 */
export function TransactionsPanel() {
  const { authenticated } = useFoyer();
  const wallets = useEmbeddedWallets();
  const { getEthereumProvider } = useEmbeddedWalletProvider();
  const { sendTransaction } = useSendTransaction();
  const [result, setResult] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const wallet = wallets.find((w) => w.chainType === "ethereum");
  if (!authenticated || !wallet) return null;
  const account = wallet.address as `0x${string}`;
  const chainClient = createPublicClient({ chain: devChain, transport: http(devChainEnv.evmRpcUrl) });

  const run = (action: () => Promise<string>) => async () => {
    setBusy(true);
    setError(null);
    setResult(null);
    try {
      setResult(await action());
    } catch (e) {
      setError(e instanceof Error ? ((e as { shortMessage?: string }).shortMessage ?? e.message) : String(e));
    } finally {
      setBusy(false);
    }
  };
  const client = async () =>
    createWalletClient({ account, chain: devChain, transport: custom(await getEthereumProvider(wallet.address)) });

  const sendEth = run(async () => {
    const hash = await (await client()).sendTransaction({ to: RECEIVER, value: parseEther("0.001") });
    const receipt = await chainClient.waitForTransactionReceipt({ hash, pollingInterval: 500 });
    return `${receipt.status}: ${hash}`;
  });
  const batch = run(async () => {
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: "transfer", args: [RECEIVER, 0n] });
    const { id } = await (await client()).sendCalls({
      calls: [
        { to: RECEIVER, value: parseEther("0.0001") },
        { to: devChainEnv.usdc as `0x${string}`, data: transfer },
      ],
    });
    const status = await (await client()).waitForCallsStatus({ id, pollingInterval: 500 });
    return `${status.status}: ${status.receipts?.map((r) => r.transactionHash).join(", ")}`;
  });

  // The app pays the gas (EIP-7702 + the server's relayer): works from a wallet holding 0 ETH.
  const sponsoredUsdc = run(async () => {
    const data = encodeFunctionData({ abi: erc20Abi, functionName: "transfer", args: [RECEIVER, 1_000_000n] });
    const { hash } = await sendTransaction(
      { to: devChainEnv.usdc, data, chainId: devChain.id },
      { getIsSponsored: () => true, uiOptions: { description: "1 USDC to dev account #1, gas paid by the demo" } },
    );
    const receipt = await chainClient.waitForTransactionReceipt({ hash: hash as `0x${string}`, pollingInterval: 500 });
    return `${receipt.status}: ${hash}`;
  });

  // The hook's request shape: one request or several by index ('Continue', then 'Approve').
  type UiOptions = NonNullable<NonNullable<Parameters<typeof sendTransaction>[1]>["uiOptions"]>;
  const sendWithHook = (requests: Parameters<typeof sendTransaction>[0], uiOptions: string | UiOptions) =>
    run(async () => {
      const { hashes } = await sendTransaction(requests, {
        uiOptions: typeof uiOptions === "string" ? { description: uiOptions } : uiOptions,
      });
      const receipts = await Promise.all(
        hashes.map((hash) =>
          chainClient.waitForTransactionReceipt({ hash: hash as `0x${string}`, pollingInterval: 500 }),
        ),
      );
      return `${receipts.map((r) => r.status).join(", ")}: ${hashes.join(", ")}`;
    });
  const usdc = devChainEnv.usdc;
  const transfer = (amount: bigint) =>
    encodeFunctionData({ abi: erc20Abi, functionName: "transfer", args: [RECEIVER, amount] });
  const sendUsdc = sendWithHook({ to: usdc, data: transfer(1_000_000n) }, "1 USDC to dev account #1");
  const approveMax = sendWithHook(
    { to: usdc, data: encodeFunctionData({ abi: erc20Abi, functionName: "approve", args: [RECEIVER, maxUint256] }) },
    {
      description: "Lets dev account #1 spend all your USDC",
      buttonText: "Approve USDC",
      successHeader: "USDC approved",
      successDescription: "Dev account #1 may now spend your USDC.",
    },
  );
  // With transaction scanning on for the app, the scan shows this as Malicious: Approve waits for the checkbox.
  const approveDrainer = sendWithHook(
    {
      to: usdc,
      data: encodeFunctionData({ abi: erc20Abi, functionName: "approve", args: [drainerParam, maxUint256] }),
    },
    "Lets a drainer contract spend all your USDC (a phishing site's request)",
  );
  const twoSends = sendWithHook(
    [
      { to: RECEIVER, value: parseEther("0.0001") },
      { to: RECEIVER, value: parseEther("0.0002") },
    ],
    "Two sends, approved one by one",
  );
  // A fixed gas limit skips the estimate (which would catch it): the call is mined and reverts.
  const reverting = sendWithHook(
    { to: usdc, data: transfer(1_000_000_000_000n), gas: 100_000n },
    "1,000,000 USDC, more than the wallet holds: the token reverts",
  );
  // Two approvals in a row: the mint ('Mint', the token read from the chain), then the transfer of that token.
  const mintAndTransfer = run(async () => {
    const nft = devChainEnv.nft as `0x${string}`;
    const mint = encodeFunctionData({ abi: nftAbi, functionName: "mint", args: [account] });
    const minted = await sendTransaction({ to: nft, data: mint }, { uiOptions: { description: "Mint a TestNFT" } });
    const receipt = await chainClient.waitForTransactionReceipt({
      hash: minted.hash as `0x${string}`,
      pollingInterval: 500,
    });
    // Transfer(from, to, tokenId): the id is the third indexed topic.
    const tokenId = BigInt(receipt.logs[0]?.topics[3] ?? "0x0");
    const data = encodeFunctionData({ abi: nftAbi, functionName: "transferFrom", args: [account, RECEIVER, tokenId] });
    const { hash } = await sendTransaction(
      { to: nft, data },
      { uiOptions: { description: `TestNFT #${tokenId} to dev account #1` } },
    );
    const sent = await chainClient.waitForTransactionReceipt({ hash: hash as `0x${string}`, pollingInterval: 500 });
    return `${sent.status}: ${hash}`;
  });
  const tooMuch = sendWithHook({ to: RECEIVER, value: parseEther("100") }, "More ETH than the wallet holds");

  return (
    <section className="card" data-testid="demo-transactions">
      <h2>Transactions</h2>
      <p className="muted">
        viem on the embedded wallet's provider: Foyer shows the approval, the frame signs, the local chain mines.
      </p>
      <div className="actions wrap">
        <button type="button" className="button button-primary" disabled={busy} onClick={sendEth}>
          Send 0.001 ETH with viem
        </button>
        <button type="button" className="button" disabled={busy} onClick={batch}>
          Batch of two calls (EIP-5792)
        </button>
        <button type="button" className="button" disabled={busy} onClick={sponsoredUsdc}>
          Send 1 USDC, gas sponsored
        </button>
        <button type="button" className="button" disabled={busy} onClick={sendUsdc}>
          Send 1 USDC
        </button>
        <button type="button" className="button" disabled={busy} onClick={approveMax}>
          Approve 'Maximum' USDC
        </button>
        <button type="button" className="button" disabled={busy} onClick={approveDrainer}>
          Approve all USDC to a drainer
        </button>
        <button type="button" className="button" disabled={busy} onClick={twoSends}>
          Two sends, one by one
        </button>
        <button type="button" className="button" disabled={busy} onClick={mintAndTransfer}>
          Mint an NFT, then transfer it
        </button>
        <button type="button" className="button" disabled={busy} onClick={reverting}>
          A transfer that reverts
        </button>
        <button type="button" className="button" disabled={busy} onClick={tooMuch}>
          Send 100 ETH (more than it holds)
        </button>
      </div>
      {result && (
        <pre className="code token" data-testid="demo-transaction-result">
          {result}
        </pre>
      )}
      {error && (
        <p className="error" data-testid="demo-transaction-error">
          {error}
        </p>
      )}
    </section>
  );
}
