import { type Address, createPublicClient, http } from "viem";
import { foundry } from "viem/chains";
import { deployDevContracts } from "../deployDevContracts.ts";
import { type Anvil, startAnvil } from "../startAnvil.ts";
import { type CoinbaseStandIn, startCoinbaseStandIn } from "./coinbase/startCoinbaseStandIn.ts";
import { createChainCreditor, type SandboxEvmChain } from "./createChainCreditor.ts";
import { type MoonpayStandIn, startMoonpayStandIn } from "./moonpay/startMoonpayStandIn.ts";
import { type RelayStandIn, startRelayStandIn } from "./relay/startRelayStandIn.ts";
import { SECOND_EVM_CHAIN_ID, sandboxChainAliases } from "./sandboxMarket.ts";
import { setUpSolanaUsdc } from "./solanaUsdc.ts";

export interface StartFundingSandboxOptions {
  /** The main local EVM chain (startDevChains' anvil) and its TestUSDC. */
  evm: { rpcUrl: string; usdc: Address };
  /** The local Solana JSON-RPC (startSolanaDevnet). */
  solana: { rpcUrl: string };
  /** Ports of the second anvil and the three stand-ins; 0 or absent: free ports. */
  ports?: { secondEvm?: number; coinbase?: number; moonpay?: number; relay?: number };
  now?: () => number;
  onError?: (message: string) => void;
}

/** What the sandbox runs, in the shape the server's `devFunding` option takes, plus its parts. */
export interface FundingSandbox {
  coinbase: {
    apiUrl: string;
    payUrl: string;
    apiKeyId: string;
    apiKeySecret: string;
    projectId: string;
    webhookSecret: string;
  };
  moonpay: { widgetUrl: string; apiUrl: string; publishableKey: string; secretKey: string; webhookKey: string };
  bridgeApiUrl: string;
  chainAliases: Record<string, number>;
  /** The second anvil (chain id 31338) with its own TestUSDC, and the main chain. */
  chains: { evm: SandboxEvmChain[]; solana: { rpcUrl: string; usdcMint: string } };
  standIns: { coinbase: CoinbaseStandIn; moonpay: MoonpayStandIn; relay: RelayStandIn };
  /** Sends provider webhooks to a Foyer server (`<server>/webhooks/funding/<provider>/<appId>`); null stops them. */
  setWebhookTarget(serverUrl: string | null, appId?: string): void;
  stop(): Promise<void>;
}

/**
 * The local funding sandbox of `npm start` and the tests: a second anvil (chain id 31338, TestUSDC
 * deployed) for bridging, a USDC mint on the local Solana chain, and local Coinbase Onramp, MoonPay and
 * Relay servers that speak those providers' APIs and credit the local chains when the user "pays" or
 * bridges.
 *
 * @example
 * const chains = await startDevChains({ evmPort: 0, solanaPort: 0 });
 * const sandbox = await startFundingSandbox({ evm: { rpcUrl: chains.evm.rpcUrl, usdc: chains.evm.contracts.usdc }, solana: chains.solana });
 * const server = await startServer({ devFunding: sandbox });
 */
export async function startFundingSandbox(options: StartFundingSandboxOptions): Promise<FundingSandbox> {
  const stops: (() => Promise<void>)[] = [];
  try {
    const client = createPublicClient({ chain: foundry, transport: http(options.evm.rpcUrl) });
    const mainChainId = await client.getChainId();
    const second: Anvil = await startAnvil({
      chainId: SECOND_EVM_CHAIN_ID,
      ...(options.ports?.secondEvm ? { port: options.ports.secondEvm } : {}),
    });
    stops.push(() => second.stop());
    const secondContracts = await deployDevContracts(second.rpcUrl);
    const usdcMint = await setUpSolanaUsdc(options.solana.rpcUrl);
    const evm: SandboxEvmChain[] = [
      { chainId: mainChainId, rpcUrl: options.evm.rpcUrl, usdc: options.evm.usdc },
      { chainId: SECOND_EVM_CHAIN_ID, rpcUrl: second.rpcUrl, usdc: secondContracts.usdc },
    ];
    const creditor = createChainCreditor({ evm, solanaRpcUrl: options.solana.rpcUrl });
    const common = { creditor, mainChainId, now: options.now, onError: options.onError };
    const coinbase = await startCoinbaseStandIn({ ...common, port: options.ports?.coinbase });
    stops.push(() => coinbase.stop());
    const moonpay = await startMoonpayStandIn({ ...common, port: options.ports?.moonpay });
    stops.push(() => moonpay.stop());
    const world = { evm, solana: { rpcUrl: options.solana.rpcUrl, usdcMint } };
    const relay = await startRelayStandIn({
      world,
      creditor,
      port: options.ports?.relay,
      now: options.now,
      onError: options.onError,
    });
    stops.push(() => relay.stop());
    return {
      coinbase: {
        apiUrl: coinbase.url,
        payUrl: coinbase.url,
        apiKeyId: coinbase.apiKeyId,
        apiKeySecret: coinbase.apiKeySecret,
        projectId: coinbase.projectId,
        webhookSecret: coinbase.webhookSecret,
      },
      moonpay: {
        widgetUrl: moonpay.url,
        apiUrl: moonpay.url,
        publishableKey: moonpay.publishableKey,
        secretKey: moonpay.secretKey,
        webhookKey: moonpay.webhookKey,
      },
      bridgeApiUrl: relay.url,
      chainAliases: sandboxChainAliases(mainChainId),
      chains: world,
      standIns: { coinbase, moonpay, relay },
      setWebhookTarget(serverUrl, appId = "foyer-dev") {
        coinbase.setWebhookUrl(serverUrl ? `${serverUrl}/webhooks/funding/coinbase/${appId}` : null);
        moonpay.setWebhookUrl(serverUrl ? `${serverUrl}/webhooks/funding/moonpay/${appId}` : null);
      },
      async stop() {
        await Promise.all(stops.map((stop) => stop()));
      },
    };
  } catch (error) {
    await Promise.all(stops.map((stop) => stop()));
    throw error;
  }
}
