import { useCallback, useEffect, useRef, useState } from "react";

/**
 * Runs a pure flow machine in a component: holds its state, applies events, and hands each transition's
 * effects to `run` (which may send events back). Timers started by effects are the runner's job.
 */
export function useMachine<S, E, F>(
  initial: () => { state: S; effects: F[] },
  transition: (state: S, event: E) => { state: S; effects: F[] },
  run: (effect: F, send: (event: E) => void) => void,
): [S, (event: E) => void] {
  const first = useRef<{ state: S; effects: F[] } | null>(null);
  if (first.current === null) first.current = initial();
  const [state, setState] = useState<S>(first.current.state);
  const current = useRef(state);
  const runRef = useRef(run);
  runRef.current = run;
  const send = useCallback(
    (event: E) => {
      const next = transition(current.current, event);
      current.current = next.state;
      setState(next.state);
      for (const effect of next.effects) runRef.current(effect, send);
    },
    [transition],
  );
  useEffect(() => {
    const effects = first.current?.effects ?? [];
    if (first.current) first.current.effects = [];
    for (const effect of effects) runRef.current(effect, send);
  }, [send]);
  return [state, send];
}

/** Named timers for effects: start replaces a running one of the same id; all are cleared on unmount. */
export function useTimers<Id extends string>() {
  const timers = useRef(new Map<Id, ReturnType<typeof setTimeout>>());
  useEffect(() => {
    const map = timers.current;
    return () => {
      for (const handle of map.values()) clearTimeout(handle);
      map.clear();
    };
  }, []);
  return {
    start(id: Id, ms: number, fire: () => void) {
      const existing = timers.current.get(id);
      if (existing) clearTimeout(existing);
      timers.current.set(
        id,
        setTimeout(() => {
          timers.current.delete(id);
          fire();
        }, ms),
      );
    },
    cancel(id: Id) {
      const existing = timers.current.get(id);
      if (existing) clearTimeout(existing);
      timers.current.delete(id);
    },
  };
}
