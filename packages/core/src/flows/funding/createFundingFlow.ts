import { formatUnits } from "viem";
import type { createMachineRunner, MachineRunner } from "../../client/machine/createMachineRunner.ts";
import { RELAY_SOLANA_CHAIN_ID } from "../../funding/createRelayClient.ts";
import type { FundingPorts } from "../../funding/FundingPorts.ts";
import type {
  AnyFundingProviderDefinition,
  FundingProviderOrder,
} from "../../providers/funding/FundingProviderDefinition.ts";
import { FUNDING_PROVIDERS, findFundingProvider } from "../../providers/funding/fundingProviders.ts";
import { type BridgeChain, type BridgeEvent, type BridgeState, bridgeMachine } from "./bridgeMachine.ts";
import { type FundingData, fundedAsset } from "./FundingData.ts";
import { onrampDestination } from "./fundingDestination.ts";
import {
  createFundingFlowMachine,
  type FundingFlowEffect,
  type FundingFlowEvent,
  type FundingFlowState,
} from "./fundingFlowMachine.ts";
import { type FundingWatcherEvent, type FundingWatcherState, fundingWatcherMachine } from "./fundingWatcherMachine.ts";
import { runBridgeEffects } from "./runBridgeEffects.ts";
import { runFundingWatcherEffects, runWalletTransferEffects } from "./runTransferEffects.ts";
import {
  type FundingWalletEntry,
  type WalletTransferEvent,
  type WalletTransferState,
  walletTransferMachine,
} from "./walletTransferMachine.ts";

/** The funding provider's machine of a purchase, with its definition (which reads and renders its state). */
export interface RunningFundingProvider {
  definition: AnyFundingProviderDefinition;
  runner: MachineRunner<unknown, { type: string }>;
}

/** The runners of one funding flow: the router and whichever method machine runs beside it. */
export interface FundingFlow {
  flow: MachineRunner<FundingFlowState, FundingFlowEvent>;
  /** The providers this flow knows (the registry unless the options named others). */
  providers: readonly AnyFundingProviderDefinition[];
  /** The running method machine of each kind (null when none); screens render their state and send them events. */
  provider(): RunningFundingProvider | null;
  wallets(): MachineRunner<WalletTransferState, WalletTransferEvent> | null;
  bridge(): MachineRunner<BridgeState, BridgeEvent> | null;
  watcher(): MachineRunner<FundingWatcherState, FundingWatcherEvent> | null;
  /** Settles when the flow ends (success closed, or the user closed it). */
  done: Promise<{ funded: boolean; amount: string | null }>;
  dispose(): void;
}

export interface FundingFlowOptions {
  /**
   * The transfer-from-wallet list: connected wallets and the other configured ones (fundingWalletEntries),
   * read when 'Transfer from wallet' opens (wallets announce themselves, connect and leave meanwhile).
   */
  wallets: () => FundingWalletEntry[];
  /** EVM chains a connected EVM wallet may bridge from (testnets among them are refused). */
  evmBridgeChains: BridgeChain[];
  /** The cluster a connected Solana wallet is on (default mainnet; localnet is the sandbox's stand-in). */
  solanaSourceCluster?: "mainnet" | "devnet" | "testnet" | "localnet";
  /** The funding providers (default: the registry, providers/funding/fundingProviders.ts). */
  providers?: readonly AnyFundingProviderDefinition[];
  /**
   * Core's runner (`createMachineRunner`, @foyer/core/client), passed in: the React modal hands over the one
   * its chunk carries, so the funding screens loaded apart do not give the runner a chunk of its own, shared
   * with the modal, on every login (issue 19).
   */
  createMachineRunner: typeof createMachineRunner;
}

/** What a provider is asked for, from the funding data: the destination in the providers' terms and the asset. */
function orderFor(
  ports: FundingPorts,
  data: FundingData,
  effect: { method: FundingProviderOrder["method"]; amount: string },
): FundingProviderOrder {
  return {
    method: effect.method,
    amount: effect.amount,
    address: data.address,
    destination: onrampDestination(data, ports.config),
    chainLabel: String(data.chain?.id ?? data.solanaChain),
    asset: data.isUSDC ? "USDC" : "native",
    appName: data.appName,
    endpoints: ports.config.endpoints.served,
  };
}

/**
 * Wires one funding flow (the `fundWallet` action's runtime, below React): the flow router and, as it asks,
 * the funding provider's machine (from its definition), the transfer and bridge machines and the funding
 * watcher, each on the one machine
 * runner with its effect runner; a method machine's end is reported to the router. The screens render the
 * runners' states through the view functions and send their events.
 *
 * @example
 * const data = prepareFundWallet(address, {}, context);
 * const funding = createFundingFlow(ports, data, { wallets, evmBridgeChains, createMachineRunner });
 * funding.flow.subscribe(render);
 * const { funded } = await funding.done;
 */
export function createFundingFlow(ports: FundingPorts, data: FundingData, options: FundingFlowOptions): FundingFlow {
  const { createMachineRunner } = options;
  const asset = fundedAsset(data);
  const providers = options.providers ?? FUNDING_PROVIDERS;
  const machine = createFundingFlowMachine(providers);
  let provider: RunningFundingProvider | null = null;
  let wallets: MachineRunner<WalletTransferState, WalletTransferEvent> | null = null;
  let bridge: MachineRunner<BridgeState, BridgeEvent> | null = null;
  let watcher: MachineRunner<FundingWatcherState, FundingWatcherEvent> | null = null;
  let settle: (result: { funded: boolean; amount: string | null }) => void = () => {};
  const done = new Promise<{ funded: boolean; amount: string | null }>((resolve) => {
    settle = resolve;
  });

  /** Reports a method machine's end to the router once. */
  const watchEnd = <S>(runner: MachineRunner<S, unknown>, read: (state: S) => FundingFlowEvent | null) => {
    let reported = false;
    runner.onDispose(
      runner.subscribe(() => {
        const event = read(runner.getState());
        if (event && !reported) {
          reported = true;
          flow.send(event);
        }
      }),
    );
  };

  function startChild(effect: Extract<FundingFlowEffect, { type: "startChild" }>): void {
    if (effect.child === "provider") {
      provider?.runner.dispose();
      const definition = findFundingProvider(effect.provider, providers);
      if (!definition) return;
      const runner = createMachineRunner<unknown, { type: string }, { type: string }>({
        initial: definition.machine.initial(),
        transition: definition.machine.transition,
        run: definition.run(ports, orderFor(ports, data, effect)),
      });
      watchEnd(runner, (state) => {
        const end = definition.outcome(state);
        if (!end) return null;
        return end.outcome === "success"
          ? { type: "childEnded", child: "provider", outcome: "success", amount: effect.amount }
          : { type: "childEnded", child: "provider", outcome: end.outcome, message: end.message };
      });
      provider = { definition, runner };
      runner.send({ type: "start" });
    } else if (effect.child === "wallets") {
      wallets?.dispose();
      const runner = createMachineRunner({
        initial: walletTransferMachine.initial({
          destinationChainType: data.chainType,
          wallets: options.wallets(),
          amount: effect.amount,
          decimals: asset.decimals,
          symbol: asset.symbol,
        }),
        transition: walletTransferMachine.transition,
        run: runWalletTransferEffects(ports, data),
      });
      watchEnd(runner, (state) =>
        state.status === "bridge"
          ? { type: "bridgeInstead", amount: state.amount }
          : state.status === "sent"
            ? { type: "childEnded", child: "wallets", outcome: "success" }
            : null,
      );
      wallets = runner;
    } else {
      const walletId = wallets?.getState().selectedId;
      const source = walletId ? ports.sourceWallet(walletId) : null;
      if (!walletId || !source) return;
      // Spec 001 §5: Solana devnet and testnet cannot be bridged from (the machine lists them as skipped).
      const cluster = options.solanaSourceCluster ?? "mainnet";
      const chains: BridgeChain[] =
        source.kind === "solana"
          ? [{ chainId: RELAY_SOLANA_CHAIN_ID, name: "Solana", testnet: cluster === "devnet" || cluster === "testnet" }]
          : options.evmBridgeChains.filter((chain) => data.chainType === "solana" || chain.chainId !== data.chain?.id);
      bridge?.dispose();
      const runner = createMachineRunner({
        initial: bridgeMachine.initial({
          source: source.kind === "solana" ? "solana" : "ethereum",
          sourceAddress: source.address,
          amount: effect.amount,
          chains,
        }),
        transition: bridgeMachine.transition,
        run: runBridgeEffects(ports, data, walletId),
      });
      watchEnd(runner, (state) =>
        state.status === "success"
          ? { type: "childEnded", child: "bridge", outcome: "success", amount: state.amount }
          : null,
      );
      bridge = runner;
      runner.send({ type: "start" });
    }
  }

  const flow = createMachineRunner<FundingFlowState, FundingFlowEvent, FundingFlowEffect>({
    initial: machine.initial(data),
    transition: machine.transition,
    run(effect, send) {
      switch (effect.type) {
        case "startChild":
          startChild(effect);
          return;
        case "stopChild": {
          const runner = { provider: provider?.runner, wallets, bridge }[effect.child];
          runner?.dispose();
          return;
        }
        case "startWatcher": {
          watcher?.dispose();
          const runner = createMachineRunner({
            initial: fundingWatcherMachine.initial(),
            transition: fundingWatcherMachine.transition,
            run: runFundingWatcherEffects(ports, data),
          });
          runner.onDispose(
            runner.subscribe(() => {
              const state = runner.getState();
              if (state.status === "received" && state.baseline && state.latest) {
                send({
                  type: "received",
                  amount: formatUnits(BigInt(state.latest) - BigInt(state.baseline), asset.decimals),
                });
              }
            }),
          );
          watcher = runner;
          runner.send({ type: "start", provider: effect.provider });
          return;
        }
        case "stopWatcher":
          watcher?.send({ type: "stop" });
          return;
        case "track":
          ports.track(effect.name, { ...effect.payload });
          return;
        case "finish":
          for (const runner of [provider?.runner, wallets, bridge, watcher]) runner?.dispose();
          settle({ funded: effect.funded, amount: effect.amount });
          return;
      }
    },
  });
  // The default method's screen, when the host asked for one (fundingFlowMachine.start), through the runner.
  if (data.defaultFundingMethod) flow.send({ type: "chooseMethod", method: data.defaultFundingMethod });

  return {
    flow,
    providers,
    provider: () => provider,
    wallets: () => wallets,
    bridge: () => bridge,
    watcher: () => watcher,
    done,
    dispose() {
      for (const runner of [provider?.runner, wallets, bridge, watcher, flow]) runner?.dispose();
      settle({ funded: false, amount: null });
    },
  };
}
