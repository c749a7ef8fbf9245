import { toFlowErrorAs } from "@foyer/core/runtime/recovery";
import {
  type EmbeddedConnectEffect,
  type EmbeddedConnectEvent,
  type EmbeddedConnectState,
  embeddedConnectMachine,
} from "@foyer/core/wallets";
import { lazyScreen } from "../../shell/lazyScreen.ts";
import type { ModalFlowDefinition } from "../ModalFlow.ts";

/**
 * 'Connecting to your wallet' as a modal flow around one `connect`: the wallet frame's connect operation,
 * wrapped by the runtime in MFA (when the app forces it) and recovery (when the wallet is not on this device).
 *
 * @example await openModalFlow(store, embeddedConnectFlow(() => keyed(() => proxy.connect(ref))), undefined);
 */
export function embeddedConnectFlow(
  connect: () => Promise<unknown>,
): ModalFlowDefinition<unknown, EmbeddedConnectState, EmbeddedConnectEvent, EmbeddedConnectEffect> {
  return {
    id: "embeddedConnect",
    machine: embeddedConnectMachine,
    createEffects:
      ({ send }) =>
      (effect) => {
        if (effect.type !== "connect") return;
        connect().then(
          () => send({ type: "connected" }),
          (error: unknown) =>
            send({ type: "connectFailed", error: toFlowErrorAs(error, "unknown_embedded_wallet_error") }),
        );
      },
    closeEvent: { type: "close" },
    screenOf: () => "connect",
    screens: {
      connect: lazyScreen(
        () => import("../../screens/wallet/EmbeddedConnectScreen.tsx"),
        (m) => m.EmbeddedConnectScreen,
      ),
    },
  };
}
