import type { EmbeddedWalletUi } from "@foyer/core/runtime/embeddedWallet";
import { kit } from "../kit/kit.ts";
import type { FoyerStore } from "../provider/createFoyerStore.ts";
import { confirmScanVerdict } from "../walletManager/confirmScanVerdict.ts";
import { confirmWalletAction } from "./confirmWalletAction.ts";
import { openWalletPasskeyOffer } from "./offerWalletPasskey.ts";
import { openExportDialog } from "./openExportDialog.ts";
import { createWalletsWithRecoverySelection, openWalletFlow, promptMfaVerify } from "./openWalletFlow.ts";
import { showTransactionFlow } from "./showTransactionFlow.tsx";

/**
 * The embedded-wallet runtime's screens in the one modal (core's `EmbeddedWalletUi` port): each opens its
 * flow over whatever shows, its chunk loaded on first use. `loadEmbeddedWalletRuntime` passes it in.
 *
 * @example const runtime = createEmbeddedWalletRuntime(store, { ui: createEmbeddedWalletUi(store) });
 */
export function createEmbeddedWalletUi(store: FoyerStore): EmbeddedWalletUi {
  return {
    promptMfa: () => promptMfaVerify(store),
    promptRecovery: (request) => openWalletFlow(store, request),
    selectRecoveryAndCreate: (wallets) => createWalletsWithRecoverySelection(store, wallets),
    offerWalletPasskey: (entropyId) => openWalletPasskeyOffer(store, entropyId),
    confirmSignature: ({ kind, ...input }) =>
      confirmWalletAction(store, {
        ...input,
        title: kind === "message" ? "wallet.signMessageTitle" : "wallet.signTypedDataTitle",
      }),
    confirmScan: (address, result) => confirmScanVerdict(store, address, result),
    openExport: (url) => openExportDialog(store, url),
    async connecting(connect) {
      const [{ openModalFlow }, { embeddedConnectFlow }] = await Promise.all([
        import("../flows/openModalFlow.ts"),
        import("../flows/embeddedConnect/embeddedConnectFlow.ts"),
      ]);
      await openModalFlow(store, embeddedConnectFlow(connect), undefined);
    },
    showTransactionFlow: (flow, request, appName, endFunding) =>
      showTransactionFlow(store, flow, request.options as never, appName, request.chainType, endFunding),
    openFunding: async (address, context) => {
      await (await import("./openFundingFlow.ts")).openFundingFlow(store, address, {}, context);
    },
    promptFunding: async (address) => (await import("./openFundingFlow.ts")).promptFunding(store, address),
    markCreatedOnLogin: (created) => kit.embeddedWalletLoginState.markCreated(store, created),
  };
}
