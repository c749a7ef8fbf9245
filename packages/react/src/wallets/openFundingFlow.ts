import { FoyerError } from "@foyer/core/errors";
import {
  type BridgeChain,
  createFundingFlow,
  type FundingChain,
  type FundWalletOptions,
  fundedAsset,
  prepareFundWallet,
  shouldPromptFunding,
  toFundingConfig,
} from "@foyer/core/funding";
import type { ModalFlowHandle } from "@foyer/core/login";
import { createFundingPorts, type FundingCluster, fundingChains } from "../flows/funding/createFundingPorts.ts";
import { createFundingSources } from "../flows/funding/createFundingSources.ts";
import { createFundingSnapshots } from "../flows/funding/FundingSnapshot.ts";
import { loadKit } from "../kit/loadKit.ts";
import type { FoyerStore } from "../provider/createFoyerStore.ts";
import { FundingFlowBody } from "../screens/funding/FundingFlowBody.tsx";

/** What the funding flow settles with: whether funds arrived, and how much (decimal string of the asset). */
export interface FundWalletResult {
  funded: boolean;
  amount: string | null;
}

const LOCAL_SERVER = /^https?:\/\/(localhost|127\.0\.0\.1)(:|\/|$)/;

/**
 * The funding flow in the one modal (spec 001 §2 "Funding screens", §4): resolves the call against the app's
 * `funding_config` (prepareFundWallet's errors: "Couldn't find funding config", 'Invalid funding data', ...),
 * runs core's funding flow (router, card providers, transfer, bridge, watcher) with the browser's ports, and
 * shows its screens on top of the modal's stack until it ends. Settles when the user closes it or 'Success!'
 * closed itself.
 *
 * @example
 * const { funded } = await openFundingFlow(store, "0xabc...", { amount: "0.05" });
 */
export async function openFundingFlow(
  store: FoyerStore,
  address: string,
  options: FundWalletOptions = {},
  context: { comingFromSendTransactionScreen?: boolean; chainId?: number } = {},
): Promise<FundWalletResult> {
  const config = store.getSnapshot().config;
  if (!config) throw new FoyerError("not_supported", "Couldn't find funding config");
  const funding = toFundingConfig(config.server?.funding_config ?? null);
  const appName = config.appName ?? "your app";
  const chains = funding ? fundingChains(config, funding) : [];
  const aliases = funding?.endpoints.chainAliases ?? {};
  // A local chain standing for a production one (the sandbox) is not a testnet to the providers and bridges.
  const testnet = (chain: { id: number; testnet?: boolean }) => !!chain.testnet && !(chain.id in aliases);
  const fundingChainList: FundingChain[] = chains.map((chain) => ({
    id: chain.id,
    name: chain.name,
    nativeCurrency: { symbol: chain.nativeCurrency.symbol, decimals: chain.nativeCurrency.decimals },
    testnet: testnet(chain),
  }));
  const localCluster: FundingCluster | undefined = funding?.endpoints.solanaLocalnetAlias ? "localnet" : undefined;
  const cluster = options.cluster ?? localCluster;
  const chain = options.chain ?? fundingChainList.find((candidate) => candidate.id === context.chainId);
  // With one method only, its screen opens at once (receive, say), not a landing of one button.
  const only = funding?.methods.length === 1 ? funding.methods[0] : undefined;
  const defaultFundingMethod = options.defaultFundingMethod ?? only;
  const resolved: FundWalletOptions = {
    ...options,
    ...(cluster ? { cluster } : {}),
    ...(chain ? { chain } : {}),
    ...(defaultFundingMethod ? { defaultFundingMethod } : {}),
  };
  const data = prepareFundWallet(address, resolved, {
    config: funding,
    chains: fundingChainList,
    usdcAddress: (chainId) => funding?.endpoints.localChains.find((chain) => chain.chainId === chainId)?.usdc ?? null,
    walletName: appName,
    appName,
    comingFromSendTransactionScreen: context.comingFromSendTransactionScreen ?? false,
  });
  if (!funding) throw new FoyerError("not_supported", "Couldn't find funding config");

  // Transfer sources: external wallets connected in this page, and the configured ones it can connect.
  const sources = createFundingSources(store, config);
  const sourceCluster = data.solanaChain ?? localCluster ?? "mainnet";
  const ports = createFundingPorts(store, config, funding, sourceCluster, sources);
  // With the sandbox's local chains known, bridges come from them (the bridge stand-in knows no others).
  const bridgeSources = funding.endpoints.localChains.length
    ? fundingChainList.filter((chain) => funding.endpoints.localChains.some((local) => local.chainId === chain.id))
    : fundingChainList;
  const evmBridgeChains: BridgeChain[] = bridgeSources.map((chain) => ({
    chainId: chain.id,
    name: chain.name,
    testnet: chain.testnet,
  }));
  // The modal's runner (kit/kit.ts), loading the modal first when the flow opens outside a login click.
  const { createMachineRunner } = await loadKit();
  const flow = createFundingFlow(ports, data, {
    wallets: sources.entries,
    evmBridgeChains,
    solanaSourceCluster: sourceCluster,
    createMachineRunner,
  });
  const snapshots = createFundingSnapshots(flow);
  snapshots.refresh();
  void priceOf(store, data).then((usdPrice) => flow.flow.send({ type: "priceKnown", usdPrice }));

  const handle: ModalFlowHandle = {
    key: `funding-${Math.random().toString(36).slice(2)}`,
    id: "funding",
    getState: snapshots.getState,
    subscribe: snapshots.subscribe,
    send: (event) => flow.flow.send(event as never),
    dismiss: () => flow.flow.send({ type: "close" }),
    view: { Body: FundingFlowBody },
  };
  store.openFlow(handle);
  const result = await flow.done;
  flow.dispose();
  store.closeFlow(handle);
  return result;
}

/** The funded asset's USD price for the amount screen's estimate and the providers' limits (null: unknown). */
async function priceOf(store: FoyerStore, data: ReturnType<typeof prepareFundWallet>): Promise<number | null> {
  if (fundedAsset(data).symbol === "USDC") return 1;
  try {
    const { createPriceSource } = await import("@foyer/core/transactions");
    const prices = createPriceSource(LOCAL_SERVER.test(store.serverUrl) ? "local" : "coingecko");
    return await prices.usdPrice(
      data.chainType === "solana" ? { kind: "sol" } : { kind: "native", chainId: data.chain?.id ?? 1 },
    );
  } catch {
    return null;
  }
}

/**
 * The funding prompt after a wallet was created (spec 001 §3 `prompt_funding_on_wallet_creation`): the
 * funding flow for the new wallet when the app asks for it and funds wallets; nothing (and no error) else.
 */
export async function promptFunding(store: FoyerStore, address: string): Promise<void> {
  const funding = toFundingConfig(store.getSnapshot().config?.server?.funding_config ?? null);
  if (!shouldPromptFunding(funding)) return;
  await openFundingFlow(store, address).catch(() => {});
}
