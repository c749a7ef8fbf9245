import {
  type ScanConfirmEffect,
  type ScanConfirmEvent,
  type ScanConfirmInput,
  type ScanConfirmState,
  scanConfirmMachine,
} from "@foyer/core/scan";
import { lazyScreen } from "../../shell/lazyScreen.ts";
import type { ModalFlowDefinition } from "../ModalFlow.ts";

/**
 * The Malicious-scan confirmation before an external wallet signs, as a modal flow (machine in core,
 * @foyer/core/scan). It needs no effects of its own; `finish` is the runner's.
 */
export const scanConfirmFlow: ModalFlowDefinition<
  ScanConfirmInput,
  ScanConfirmState,
  ScanConfirmEvent,
  ScanConfirmEffect
> = {
  id: "scanConfirm",
  machine: scanConfirmMachine,
  createEffects: () => () => {},
  closeEvent: { type: "close" },
  screenOf: () => "confirm",
  screens: {
    confirm: lazyScreen(
      () => import("../../screens/scan/ScanConfirmScreen.tsx"),
      (m) => m.ScanConfirmScreen,
    ),
  },
};
