/**
 * The one runner of Foyer's flow machines (login, wallet connect, Farcaster, recovery, MFA, and what comes next):
 * it holds the state, applies events, tells subscribers, and carries out the effects of each transition.
 *
 * Timers are the runner's own job, by the convention every machine follows: an effect
 * `{ type: "startTimer", id, ms }` (re)starts the named timer, `{ type: "cancelTimer", id }` stops it, and
 * a timer that fires comes back as the event `{ type: "timer", id }`. Every other effect goes to `run`,
 * which may answer with events through `send`.
 *
 * @example
 * const runner = createMachineRunner({
 *   initial: farcasterMachine.initial(),
 *   transition: farcasterMachine.transition,
 *   run: (effect, send) => { ... },
 * });
 * runner.subscribe(() => render(runner.getState()));
 * runner.send({ type: "start" });
 */

/** A pure machine: its state after an event, and what the runtime must do. */
export type Transition<S, F> = { state: S; effects: F[] };

/** The timer effects every machine speaks (see createMachineRunner). */
export type TimerEffect = { type: "startTimer"; id: string; ms: number } | { type: "cancelTimer"; id: string };

export interface MachineRunnerOptions<S, E, F extends { type: string }> {
  initial: S;
  /** Effects of the initial transition; they run once `start()` is called. */
  initialEffects?: F[];
  transition(state: S, event: E): Transition<S, F>;
  /** Carries out one effect that is not a timer; answers come back through `send`. */
  run(effect: Exclude<F, TimerEffect>, send: (event: E) => void): void;
}

export interface MachineRunner<S, E> {
  getState(): S;
  /** Called after every change of state; answers the unsubscribe. */
  subscribe(listener: () => void): () => void;
  /** Applies an event; ignored once disposed. */
  send(event: E): void;
  /** Runs the effects of the initial transition (once; separate so a view can subscribe first). */
  start(): void;
  /** Runs `cleanup` on dispose (a provider to release, a listener to remove). */
  onDispose(cleanup: () => void): void;
  readonly disposed: boolean;
  /** Stops every timer and listener; later events are ignored. */
  dispose(): void;
}

/** Creates a runner for one machine instance (see the module comment). */
export function createMachineRunner<S, E, F extends { type: string }>(
  options: MachineRunnerOptions<S, E, F>,
): MachineRunner<S, E> {
  let state = options.initial;
  let pending: F[] | null = options.initialEffects ?? [];
  let disposed = false;
  const listeners = new Set<() => void>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const cleanups: (() => void)[] = [];

  const cancel = (id: string) => {
    const handle = timers.get(id);
    if (handle !== undefined) clearTimeout(handle);
    timers.delete(id);
  };

  function perform(effect: F): void {
    if (disposed) return;
    const timer = effect as unknown as TimerEffect;
    if (timer.type === "startTimer") {
      cancel(timer.id);
      timers.set(
        timer.id,
        setTimeout(() => {
          timers.delete(timer.id);
          send({ type: "timer", id: timer.id } as E);
        }, timer.ms),
      );
    } else if (timer.type === "cancelTimer") {
      cancel(timer.id);
    } else {
      options.run(effect as Exclude<F, TimerEffect>, send);
    }
  }

  function send(event: E): void {
    if (disposed) return;
    const next = options.transition(state, event);
    if (next.state !== state) {
      state = next.state;
      for (const listener of [...listeners]) listener();
    }
    for (const effect of next.effects) perform(effect);
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
      for (const effect of effects) perform(effect);
    },
    onDispose(cleanup) {
      if (disposed) cleanup();
      else cleanups.push(cleanup);
    },
    get disposed() {
      return disposed;
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      for (const handle of timers.values()) clearTimeout(handle);
      timers.clear();
      listeners.clear();
      for (const cleanup of cleanups.splice(0)) {
        try {
          cleanup();
        } catch {
          // A failing cleanup must not keep the others from running.
        }
      }
    },
  };
}
