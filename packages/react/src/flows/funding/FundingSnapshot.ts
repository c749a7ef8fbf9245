import type {
  BridgeState,
  FundingFlow,
  FundingFlowEvent,
  FundingFlowState,
  FundingWatcherState,
  WalletTransferState,
} from "@foyer/core/funding";

/**
 * What the funding screens render: the router's state and the state of each method machine running beside
 * it (null when none), with the runners to send the method machines their events. A new object whenever
 * one of them changed.
 */
export interface FundingSnapshot {
  flow: FundingFlowState;
  /** The funding provider's machine state (its definition, `funding.provider()`, reads and renders it). */
  provider: unknown;
  wallets: WalletTransferState | null;
  bridge: BridgeState | null;
  watcher: FundingWatcherState | null;
  funding: FundingFlow;
}

/** The props of a funding screen: the snapshot, and `send` for the router's events. */
export interface FundingScreenProps {
  state: FundingSnapshot;
  send(event: FundingFlowEvent): void;
}

/**
 * Follows the router and every method machine it starts (they start in the router's effects, after its
 * listeners ran, hence the microtask) as one external store for the modal's `useSyncExternalStore`.
 */
export function createFundingSnapshots(funding: FundingFlow) {
  const listeners = new Set<() => void>();
  const followed = new Set<unknown>();
  const read = (): FundingSnapshot => ({
    flow: funding.flow.getState(),
    provider: funding.provider()?.runner.getState() ?? null,
    wallets: funding.wallets()?.getState() ?? null,
    bridge: funding.bridge()?.getState() ?? null,
    watcher: funding.watcher()?.getState() ?? null,
    funding,
  });
  let snapshot = read();
  const refresh = () => {
    for (const runner of [funding.provider()?.runner, funding.wallets(), funding.bridge(), funding.watcher()]) {
      if (runner && !followed.has(runner)) {
        followed.add(runner);
        runner.subscribe(refresh);
      }
    }
    const next = read();
    const keys = ["flow", "provider", "wallets", "bridge", "watcher"] as const;
    if (keys.some((key) => next[key] !== snapshot[key])) {
      snapshot = next;
      for (const listener of [...listeners]) listener();
    }
  };
  funding.flow.subscribe(() => {
    refresh();
    queueMicrotask(refresh);
  });
  return {
    getState: () => snapshot,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Picks up a method machine started outside a router change (the default method's). */
    refresh,
  };
}
