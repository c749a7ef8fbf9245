import type { FlowFinish } from "@foyer/core";
import {
  type WalletExportEvent,
  type WalletExportInput,
  type WalletExportState,
  walletExportMachine,
} from "@foyer/core/wallets";
import { lazyScreen } from "../../shell/lazyScreen.ts";
import type { ModalFlowDefinition } from "../ModalFlow.ts";

/**
 * The new-device verification as a modal flow: the wallet origin's verification page framed in the card
 * until it reports success or the user closes it. The same machine as export (a framed page, then close).
 */
export const walletDeviceVerificationFlow: ModalFlowDefinition<
  WalletExportInput,
  WalletExportState,
  WalletExportEvent,
  FlowFinish
> = {
  id: "walletDeviceVerification",
  machine: walletExportMachine,
  createEffects: () => () => {},
  closeEvent: { type: "close" },
  screenOf: () => "verifyDevice",
  screens: {
    verifyDevice: lazyScreen(
      () => import("../../screens/wallet/DeviceVerificationScreen.tsx"),
      (m) => m.DeviceVerificationScreen,
    ),
  },
};
