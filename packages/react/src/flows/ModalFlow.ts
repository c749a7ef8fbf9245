import type { FlowMachine } from "@foyer/core/login";
import type { RunnerEffect, FlowEffectContext as RuntimeFlowEffectContext } from "@foyer/core/runtime";
import type { FoyerStore } from "../provider/createFoyerStore.ts";
import type { FlowScreen, FlowScreenProps } from "../shell/FlowScreenProps.ts";
import type { ModalFlowView } from "../shell/ModalFlowView.ts";

// The screen props live in shell/ (screens import them without reaching the modal); named here too for flows.
// The runner's own effects and the effect runners' context are the runtime's (a React-free effect runner in
// @foyer/core/runtime/* takes them too); the context here carries this package's store.
export type { FlowScreen, FlowScreenProps, ModalFlowView, RunnerEffect };

/** What a flow's effect runner may use: the store (API, session, wallet runtime) and `send` for the outcome. */
export type FlowEffectContext<E> = RuntimeFlowEffectContext<E, FoyerStore>;

/**
 * A modal flow, registered by being a module: a pure machine from core, the runner of its effects, and a
 * map of step → (lazy) screen. `openModalFlow(store, flow, input)` puts it on the modal's stack and answers
 * a promise that settles with the machine's `finish` effect. Nothing else in Foyer lists the flows.
 *
 * @example
 * export const signatureConfirmFlow: ModalFlowDefinition<Input, State, Event, Effect> = {
 *   id: "signatureConfirm",
 *   machine: signatureConfirmMachine,
 *   createEffects: () => () => {},
 *   closeEvent: { type: "close" },
 *   screenOf: () => "confirm",
 *   screens: { confirm: lazyScreen(() => import("./SignatureConfirmScreen.tsx"), (m) => m.SignatureConfirmScreen) },
 * };
 */
export interface ModalFlowDefinition<I, S, E, F extends { type: string }> {
  /** `data-foyer-flow` on the modal while this flow is on top; names the flow in tests and logs. */
  id: string;
  machine: FlowMachine<I, S, E, F>;
  /**
   * The runner of the flow's own effects (API calls, the wallet frame, clipboard, popups): everything but
   * timers and `finish`. Called once per opening, so it can keep what that opening holds (an object URL).
   */
  createEffects(flow: FlowEffectContext<E>): (effect: Exclude<F, RunnerEffect>) => void;
  /** The event Escape, the backdrop and the header's Close send: the machine decides what leaving does. */
  closeEvent: E;
  /** Which screen shows a state (a key of `screens`); a new key remounts the screen. */
  screenOf(state: S): string;
  screens: Readonly<Record<string, FlowScreen<S, E>>>;
}
