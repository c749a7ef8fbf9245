import { FoyerError } from "@foyer/core/errors";
import type { FlowFinish, ModalFlowHandle } from "@foyer/core/login";
import { kit, missingKit, type ScreenKit } from "../kit/kit.ts";
import { loadKit } from "../kit/loadKit.ts";
import type { FoyerStore } from "../provider/createFoyerStore.ts";
import type { ModalFlowDefinition, RunnerEffect } from "./ModalFlow.ts";
import { machineFlowView } from "./machineFlowView.tsx";

/**
 * Opens a flow in the one modal, over whatever is open (only the top flow shows and takes Escape), and
 * answers how it ended: resolves with the value of the machine's `finish` success, rejects with its
 * catalogue error as a FoyerError. The flow leaves the stack as it finishes; the one below shows again. Its
 * screens and runner read the modal's parts (kit/kit.ts): opened before the modal ever loaded (a wallet prompt
 * outside a login click), it starts once the modal's chunk is in; otherwise at once.
 *
 * @example
 * const { mfaFlow } = await import("../flows/mfa/mfaFlow.ts");
 * await openModalFlow(store, mfaFlow, { kind: "verify", hasLinkedPasskey: false }); // rejects 'MFA canceled' on close
 */
export function openModalFlow<I, S, E, F extends { type: string }, R = void>(
  store: FoyerStore,
  flow: ModalFlowDefinition<I, S, E, F>,
  input: I,
): Promise<R> {
  return kit !== missingKit
    ? start(kit, store, flow, input)
    : loadKit().then((parts) => start(parts, store, flow, input));
}

function start<I, S, E, F extends { type: string }, R>(
  { createMachineRunner }: ScreenKit,
  store: FoyerStore,
  flow: ModalFlowDefinition<I, S, E, F>,
  input: I,
): Promise<R> {
  return new Promise<R>((resolve, reject) => {
    let handle: ModalFlowHandle | null = null;
    let perform: ((effect: Exclude<F, RunnerEffect>) => void) | null = null;
    const first = flow.machine.initial(input);
    const runner = createMachineRunner<S, E, F>({
      initial: first.state,
      initialEffects: first.effects,
      transition: flow.machine.transition,
      run: (effect) => {
        if (effect.type !== "finish") {
          perform?.(effect as unknown as Exclude<F, RunnerEffect>);
          return;
        }
        settle(effect as unknown as FlowFinish<R>);
      },
    });
    const settle = (finish: FlowFinish<R>) => {
      runner.dispose();
      if (handle) store.closeFlow(handle);
      if (finish.outcome === "success") resolve(finish.value as R);
      else {
        const { code, message, details, status } = finish.error;
        reject(new FoyerError(code, message, { ...(details ? { details } : {}), ...(status ? { status } : {}) }));
      }
    };
    handle = {
      key: `${flow.id}-${Math.random().toString(36).slice(2)}`,
      id: flow.id,
      getState: runner.getState,
      subscribe: runner.subscribe,
      send: runner.send as (event: unknown) => void,
      dismiss: () => runner.send(flow.closeEvent),
      view: machineFlowView(flow),
    };
    perform = flow.createEffects({ store, send: runner.send });
    store.openFlow(handle);
    runner.start();
  });
}
