import {
  type SignatureConfirmEffect,
  type SignatureConfirmEvent,
  type SignatureConfirmInput,
  signatureConfirmMachine,
} from "@foyer/core/wallets";
import type { ScreensMessageKey } from "../../i18n/tScreens.ts";
import type { SignatureConfirmFlowState } from "../../screens/wallet/SignatureConfirmScreen.tsx";
import { lazyScreen } from "../../shell/lazyScreen.ts";
import type { ModalFlowDefinition } from "../ModalFlow.ts";

/**
 * The confirmation before an embedded wallet signs, as a modal flow: the worked example of the seam (see
 * docs/architecture.md "Modal flows"). Its machine needs no effects of its own; `finish` is the runner's.
 */
export const signatureConfirmFlow: ModalFlowDefinition<
  SignatureConfirmInput<ScreensMessageKey>,
  SignatureConfirmFlowState,
  SignatureConfirmEvent,
  SignatureConfirmEffect
> = {
  id: "signatureConfirm",
  machine: signatureConfirmMachine,
  createEffects: () => () => {},
  closeEvent: { type: "close" },
  screenOf: () => "confirm",
  screens: {
    confirm: lazyScreen(
      () => import("../../screens/wallet/SignatureConfirmScreen.tsx"),
      (m) => m.SignatureConfirmScreen,
    ),
  },
};
