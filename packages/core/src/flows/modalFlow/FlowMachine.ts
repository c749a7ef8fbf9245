import type { Transition } from "../../client/machine/createMachineRunner.ts";
import type { FlowError } from "../codeEntry/codeEntryMachine.ts";

/** What a flow machine answers to an event: its next state and the effects the host must run. */
export type FlowTransition<S, F> = Transition<S, F>;

/**
 * A flow as a pure machine: `initial(input)` and `transition(state, event)` → `{ state, effects }`. No timers,
 * fetch or DOM inside: the runner performs the effects and feeds their outcome back as events.
 *
 * Run by core's one runner (`createMachineRunner`, `@foyer/core/client`): an effect
 * `{ type: "startTimer", id, ms }` arms a timer that sends `{ type: "timer", id }`; `{ type: "cancelTimer", id }`
 * disarms it. All other effects are the flow's own.
 */
export interface FlowMachine<I, S, E, F> {
  initial(input: I): FlowTransition<S, F>;
  transition(state: S, event: E): FlowTransition<S, F>;
}

/** The `finish` effect a modal flow's machine emits once: success (with a value) or a catalogue error. */
export type FlowFinish<R = void> =
  | { type: "finish"; outcome: "success"; value?: R }
  | { type: "finish"; outcome: "error"; error: FlowError };

/**
 * One flow open in the modal: an entry of the store's flow stack. The store keeps the stack and knows nothing
 * else about a flow; the modal shows the top entry's `view` (the UI layer's description of its screens) and
 * sends Escape, the backdrop and the header's Close to its `dismiss`.
 */
export interface ModalFlowHandle {
  /** Unique among the open flows (a React key for the layer). */
  readonly key: string;
  /** The flow's id ("login", "mfa", "recovery", "signatureConfirm", ...): `data-foyer-flow` in the DOM. */
  readonly id: string;
  getState(): unknown;
  subscribe(listener: () => void): () => void;
  send(event: unknown): void;
  /** What leaving the flow's top screen does (its machine decides: close, back, or nothing while busy). */
  dismiss(): void;
  /** Opaque to the store; the React modal reads it as a `ModalFlowView`. */
  readonly view: unknown;
}
