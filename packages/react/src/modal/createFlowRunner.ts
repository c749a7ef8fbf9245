import type { FlowMachine } from "@foyer/core";

/** A machine running: its state, its listeners, its timers. */
export interface FlowRunner<S, E> {
  getState(): S;
  subscribe(listener: () => void): () => void;
  /** Applies an event; ignored once stopped. */
  send(event: E): void;
  /** Runs the initial transition's effects (apart from creation, so the caller can publish the runner first). */
  start(): void;
  /** Clears the timers; later events are ignored. */
  stop(): void;
}

type TimerEffect = { type: "startTimer"; id: string; ms: number } | { type: "cancelTimer"; id: string };
const isTimer = (effect: { type: string }): effect is TimerEffect =>
  effect.type === "startTimer" || effect.type === "cancelTimer";

/**
 * Runs a pure flow machine: holds its state, applies events, arms and disarms its timers (`startTimer` →
 * `{ type: "timer", id }` later) and hands every other effect to `perform`, which may send events back.
 * Framework-free; the modal subscribes to it.
 *
 * @example
 * const runner = createFlowRunner(mfaMachine, { kind: "verify", hasLinkedPasskey: false }, (effect, send) => ...);
 * runner.start();
 */
export function createFlowRunner<I, S, E, F extends { type: string }>(
  machine: FlowMachine<I, S, E, F>,
  input: I,
  perform: (effect: F, send: (event: E) => void) => void,
): FlowRunner<S, E> {
  const first = machine.initial(input);
  let state = first.state;
  let pending: F[] | null = first.effects;
  let stopped = false;
  const listeners = new Set<() => void>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  const cancel = (id: string) => {
    const handle = timers.get(id);
    if (handle !== undefined) clearTimeout(handle);
    timers.delete(id);
  };
  function run(effects: F[]): void {
    for (const effect of effects) {
      if (stopped) return;
      if (!isTimer(effect)) perform(effect, send);
      else if (effect.type === "cancelTimer") cancel(effect.id);
      else {
        cancel(effect.id);
        const id = effect.id;
        timers.set(
          id,
          setTimeout(() => {
            timers.delete(id);
            send({ type: "timer", id } as E);
          }, effect.ms),
        );
      }
    }
  }
  function send(event: E): void {
    if (stopped) return;
    const next = machine.transition(state, event);
    if (next.state !== state) {
      state = next.state;
      for (const listener of [...listeners]) listener();
    }
    run(next.effects);
  }
  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    send,
    start() {
      const effects = pending ?? [];
      pending = null;
      run(effects);
    },
    stop() {
      stopped = true;
      for (const handle of timers.values()) clearTimeout(handle);
      timers.clear();
    },
  };
}
