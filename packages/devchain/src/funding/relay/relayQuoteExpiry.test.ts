// The local relayer against a quote that expires (issue 17 "Bad input: a bridge quote that expires"): a deposit
// sent after the quote's time is sent back and the recipient is not paid; a fresh quote then bridges once, and
// a second deposit for a request already served goes back too, so nothing is paid twice. Real anvils, the
// sandbox's clock moved by hand.
import { createPublicClient, createWalletClient, type Hex, http } from "viem";
import { foundry } from "viem/chains";
import { afterAll, beforeAll, expect, it } from "vitest";
import { devAccount } from "../../devAccounts.ts";
import { type DevChains, startDevChains } from "../../startDevChains.ts";
import { SECOND_EVM_CHAIN_ID } from "../sandboxMarket.ts";
import { type FundingSandbox, startFundingSandbox } from "../startFundingSandbox.ts";
import { RELAY_QUOTE_TTL_MS } from "./quoteRelayRequest.ts";
import { RELAY_EVM_NATIVE } from "./relayCurrencies.ts";

let chains: DevChains;
let sandbox: FundingSandbox;
let clock = Date.now();

beforeAll(async () => {
  chains = await startDevChains({ evmPort: 0, solanaPort: 0 });
  sandbox = await startFundingSandbox({
    evm: { rpcUrl: chains.evm.rpcUrl, usdc: chains.evm.contracts.usdc },
    solana: chains.solana,
    now: () => clock,
    onError: () => {},
  });
}, 120_000);
afterAll(async () => {
  await sandbox?.stop();
  await chains?.stop();
});

const user = devAccount(5);
const recipient = "0x00000000000000000000000000000000000b71d9" as const;
const mainChain = () => createPublicClient({ chain: foundry, transport: http(chains.evm.rpcUrl) });
const secondChain = () => {
  const rpcUrl = sandbox.chains.evm.find((chain) => chain.chainId === SECOND_EVM_CHAIN_ID)?.rpcUrl;
  return createPublicClient({ transport: http(rpcUrl) });
};

interface Quote {
  steps: { requestId: string; items: { data: { to: Hex; data: Hex; value: string } }[] }[];
}

async function quote(): Promise<Quote> {
  const response = await fetch(`${sandbox.bridgeApiUrl}/quote`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      user: user.address,
      recipient,
      originChainId: await mainChain().getChainId(),
      originCurrency: RELAY_EVM_NATIVE,
      destinationChainId: SECOND_EVM_CHAIN_ID,
      destinationCurrency: RELAY_EVM_NATIVE,
      amount: "1000000000000000",
      tradeType: "EXPECTED_OUTPUT",
    }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Quote;
}

async function deposit(answer: Quote): Promise<Hex> {
  const item = answer.steps[0]?.items[0]?.data;
  if (!item) throw new Error("the quote has no deposit step");
  const wallet = createWalletClient({ account: user, chain: foundry, transport: http(chains.evm.rpcUrl) });
  const hash = await wallet.sendTransaction({ to: item.to, data: item.data, value: BigInt(item.value) });
  await mainChain().waitForTransactionReceipt({ hash });
  return hash;
}

/** Asks the relayer about a deposit until it is settled (it also reads the transaction when asked). */
async function settled(hash: Hex): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const response = await fetch(`${sandbox.bridgeApiUrl}/requests/v2?hash=${hash}`);
    const { requests } = (await response.json()) as { requests: { status: string }[] };
    const status = requests[0]?.status;
    if (status && status !== "waiting" && status !== "pending") return status;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`deposit ${hash} was never settled`);
}

it("a deposit after the quote expired is sent back, unpaid; a fresh quote bridges once; a second deposit goes back", async () => {
  const stale = await quote();
  clock += RELAY_QUOTE_TTL_MS + 1;
  const late = await deposit(stale);
  expect(await settled(late)).toBe("refund");
  expect(sandbox.standIns.relay.request(stale.steps[0]?.requestId as string)?.reason).toBe("quote expired");
  expect(await secondChain().getBalance({ address: recipient })).toBe(0n);

  const fresh = await quote();
  const paid = await deposit(fresh);
  expect(await settled(paid)).toBe("success");
  const received = await secondChain().getBalance({ address: recipient });
  expect(received).toBe(1_000_000_000_000_000n);

  // The same deposit step sent again (a double click, a retried send): refunded, the recipient not paid twice.
  const again = await deposit(fresh);
  await settled(again);
  const request = sandbox.standIns.relay.request(fresh.steps[0]?.requestId as string);
  expect(request?.status).toBe("success");
  expect(request?.inTxs.map((tx) => tx.hash)).toContain(again);
  expect(await secondChain().getBalance({ address: recipient })).toBe(received);
}, 120_000);

it("told to issue short-lived quotes, the relayer refunds a deposit sent after that short time; reset, quotes last RELAY_QUOTE_TTL_MS", async () => {
  const relay = sandbox.standIns.relay;
  relay.setQuoteTtl(1_000);
  try {
    const short = await quote();
    expect(relay.request(short.steps[0]?.requestId as string)?.expiresAt).toBe(clock + 1_000);
    clock += 1_001;
    const late = await deposit(short);
    expect(await settled(late)).toBe("refund");
    expect(relay.request(short.steps[0]?.requestId as string)?.reason).toBe("quote expired");
  } finally {
    relay.setQuoteTtl(null);
  }
  const normal = await quote();
  expect(relay.request(normal.steps[0]?.requestId as string)?.expiresAt).toBe(clock + RELAY_QUOTE_TTL_MS);
  expect(relay.requests().at(-1)?.id).toBe(normal.steps[0]?.requestId);
}, 120_000);
