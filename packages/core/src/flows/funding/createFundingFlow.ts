import { formatUnits } from "viem";
import { createMachineRunner, type MachineRunner } from "../../client/machine/createMachineRunner.ts";
import { RELAY_SOLANA_CHAIN_ID } from "../../funding/createRelayClient.ts";
import type { FundingPorts } from "../../funding/FundingPorts.ts";
import { type BridgeChain, type BridgeEvent, type BridgeState, bridgeMachine } from "./bridgeMachine.ts";
import { type CoinbaseOnrampEvent, type CoinbaseOnrampState, coinbaseOnrampMachine } from "./coinbaseOnrampMachine.ts";
import { type FundingData, fundedAsset } from "./FundingData.ts";
import {
  type FundingFlowEffect,
  type FundingFlowEvent,
  type FundingFlowState,
  fundingFlowMachine,
} from "./fundingFlowMachine.ts";
import { type FundingWatcherEvent, type FundingWatcherState, fundingWatcherMachine } from "./fundingWatcherMachine.ts";
import { type MoonpayEvent, type MoonpayState, moonpayMachine } from "./moonpayMachine.ts";
import { runBridgeEffects } from "./runBridgeEffects.ts";
import { runCoinbaseOnrampEffects, runMoonpayEffects } from "./runCardProviderEffects.ts";
import { runFundingWatcherEffects, runWalletTransferEffects } from "./runTransferEffects.ts";
import {
  type FundingWalletEntry,
  type WalletTransferEvent,
  type WalletTransferState,
  walletTransferMachine,
} from "./walletTransferMachine.ts";

/** The runners of one funding flow: the router and whichever method machine runs beside it. */
export interface FundingFlow {
  flow: MachineRunner<FundingFlowState, FundingFlowEvent>;
  /** The running method machine of each kind (null when none); screens render their state and send them events. */
  coinbase(): MachineRunner<CoinbaseOnrampState, CoinbaseOnrampEvent> | null;
  moonpay(): MachineRunner<MoonpayState, MoonpayEvent> | null;
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
}

/**
 * Wires one funding flow (the `fundWallet` action's runtime, below React): the flow router and, as it asks,
 * the Coinbase, MoonPay, transfer and bridge machines and the funding watcher, each on the one machine
 * runner with its effect runner; a method machine's end is reported to the router. The screens render the
 * runners' states through the view functions and send their events.
 *
 * @example
 * const data = prepareFundWallet(address, {}, context);
 * const funding = createFundingFlow(ports, data, { wallets, evmBridgeChains });
 * funding.flow.subscribe(render);
 * const { funded } = await funding.done;
 */
export function createFundingFlow(ports: FundingPorts, data: FundingData, options: FundingFlowOptions): FundingFlow {
  const asset = fundedAsset(data);
  let coinbase: MachineRunner<CoinbaseOnrampState, CoinbaseOnrampEvent> | null = null;
  let moonpay: MachineRunner<MoonpayState, MoonpayEvent> | null = null;
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
    if (effect.child === "coinbase") {
      coinbase?.dispose();
      const runner = createMachineRunner({
        initial: coinbaseOnrampMachine.initial(),
        transition: coinbaseOnrampMachine.transition,
        run: runCoinbaseOnrampEffects(ports, data, effect.experience, effect.amount),
      });
      watchEnd(runner, (state) =>
        state.status === "success"
          ? { type: "childEnded", child: "coinbase", outcome: "success", amount: effect.amount }
          : state.status === "error" || state.status === "abandoned"
            ? {
                type: "childEnded",
                child: "coinbase",
                outcome: state.status === "error" ? "failed" : "abandoned",
                message: state.errorMessage,
              }
            : null,
      );
      coinbase = runner;
      runner.send({ type: "start" });
    } else if (effect.child === "moonpay") {
      moonpay?.dispose();
      const runner = createMachineRunner({
        initial: moonpayMachine.initial(),
        transition: moonpayMachine.transition,
        run: runMoonpayEffects(ports, data, effect.amount),
      });
      watchEnd(runner, (state) =>
        state.status === "completed"
          ? { type: "childEnded", child: "moonpay", outcome: "success", amount: effect.amount }
          : state.status === "failed" || state.status === "serviceFailure" || state.status === "abandoned"
            ? {
                type: "childEnded",
                child: "moonpay",
                outcome: state.status === "abandoned" ? "abandoned" : "failed",
                message: state.errorMessage,
              }
            : null,
      );
      moonpay = runner;
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
    initial: fundingFlowMachine.initial(data),
    transition: fundingFlowMachine.transition,
    run(effect, send) {
      switch (effect.type) {
        case "startChild":
          startChild(effect);
          return;
        case "stopChild": {
          const runner = { coinbase, moonpay, wallets, bridge }[effect.child];
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
          for (const runner of [coinbase, moonpay, wallets, bridge, watcher]) runner?.dispose();
          settle({ funded: effect.funded, amount: effect.amount });
          return;
      }
    },
  });
  // The default method's screen, when the host asked for one (fundingFlowMachine.start), through the runner.
  if (data.defaultFundingMethod) flow.send({ type: "chooseMethod", method: data.defaultFundingMethod });

  return {
    flow,
    coinbase: () => coinbase,
    moonpay: () => moonpay,
    wallets: () => wallets,
    bridge: () => bridge,
    watcher: () => watcher,
    done,
    dispose() {
      for (const runner of [coinbase, moonpay, wallets, bridge, watcher, flow]) runner?.dispose();
      settle({ funded: false, amount: null });
    },
  };
}
