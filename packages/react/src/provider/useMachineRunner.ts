import type { MachineRunner } from "@foyer/core/client";
import { useEffect, useRef, useState, useSyncExternalStore } from "#react";

/**
 * Runs a flow machine for as long as a component is mounted: `create` makes the runner (core's
 * createMachineRunner) on first render; it starts after mount and is disposed on unmount. StrictMode's
 * rehearsal unmount disposes the first runner, so a fresh one is made for the real mount.
 *
 * @example const [state, runner] = useMachineRunner(() => createMachineRunner({ initial, transition, run }));
 */
export function useMachineRunner<S, E>(create: () => MachineRunner<S, E>): [S, MachineRunner<S, E>] {
  const factory = useRef(create);
  factory.current = create;
  const [runner, setRunner] = useState(create);
  useEffect(() => {
    if (runner.disposed) {
      setRunner(factory.current());
      return;
    }
    runner.start();
    return () => runner.dispose();
  }, [runner]);
  const state = useSyncExternalStore(runner.subscribe, runner.getState, runner.getState);
  return [state, runner];
}
