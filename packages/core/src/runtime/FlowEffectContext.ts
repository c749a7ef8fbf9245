import type { FoyerStore } from "./FoyerStore.ts";

/**
 * The effects a modal flow's opener performs itself (the UI layer's `openModalFlow`): timers, and the one
 * `finish` that settles the opener's promise. A flow's effect runner gets every other effect.
 */
export type RunnerEffect = { type: "startTimer" | "cancelTimer" | "finish" };

/**
 * What a flow's effect runner may use: the store (API, session, wallet binding) and `send` for the outcome.
 * The UI layer's opener supplies both; `S` is its store type.
 */
export interface FlowEffectContext<E, S extends FoyerStore = FoyerStore> {
  store: S;
  /** Feeds an effect's outcome back to the machine; ignored once the flow has ended. */
  send(event: E): void;
}
