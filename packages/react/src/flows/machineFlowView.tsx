import type { ModalFlowHandle } from "@foyer/core/login";
import { Suspense, useSyncExternalStore } from "#react";
import { kit } from "../kit/kit.ts";
import { moreStyles } from "../shell/moreStyles.tsx";
import type { FlowScreen, ModalFlowView } from "./ModalFlow.ts";

/** The view of a machine flow: its body, and which screen shows which state. */
interface MachineFlowView<S, E> extends ModalFlowView {
  screenOf(state: S): string;
  screens: Readonly<Record<string, FlowScreen<S, E>>>;
}

/** Renders the screen the flow's `screenOf(state)` names, with the state and `send`. */
function MachineFlowBody({ flow }: { flow: ModalFlowHandle }) {
  const view = flow.view as MachineFlowView<unknown, unknown>;
  const state = useSyncExternalStore(flow.subscribe, flow.getState, flow.getState);
  const name = view.screenOf(state);
  const Screen = view.screens[name];
  if (!Screen) throw new Error(`[foyer] no screen "${name}" in the flow "${flow.id}"`);
  // The flows' screens use the classes of the rest of the shared stylesheet (none is on the email journey).
  return (
    <>
      <style>{moreStyles}</style>
      <Suspense fallback={<kit.LoadingScreen />}>
        <Screen key={name} state={state} send={flow.send} />
      </Suspense>
    </>
  );
}

/** The view of a machine flow for the modal: the screen `screenOf(state)` names, from `screens`. */
export function machineFlowView<S, E>(flow: {
  screenOf(state: S): string;
  screens: Readonly<Record<string, FlowScreen<S, E>>>;
}): ModalFlowView {
  const view: MachineFlowView<S, E> = { Body: MachineFlowBody, screenOf: flow.screenOf, screens: flow.screens };
  return view;
}
