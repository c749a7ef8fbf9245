import type { FlowFinish } from "@foyer/core/login";
import {
  type WalletExportEvent,
  type WalletExportInput,
  type WalletExportState,
  walletExportMachine,
} from "@foyer/core/wallets";
import { lazyScreen } from "../../shell/lazyScreen.ts";
import type { ModalFlowDefinition } from "../ModalFlow.ts";

/** The export prompt as a modal flow: the wallet origin's export page framed in the card until closed. */
export const walletExportFlow: ModalFlowDefinition<
  WalletExportInput,
  WalletExportState,
  WalletExportEvent,
  FlowFinish
> = {
  id: "walletExport",
  machine: walletExportMachine,
  createEffects: () => () => {},
  closeEvent: { type: "close" },
  screenOf: () => "export",
  screens: {
    export: lazyScreen(
      () => import("../../screens/wallet/WalletExportScreen.tsx"),
      (m) => m.WalletExportScreen,
    ),
  },
};
