import type { ServerPlugin } from "../../plugin/ServerPlugin.ts";
import { siweRoutes } from "./routes.ts";
import { SiweService } from "./SiweService.ts";
import { siweAppSettings } from "./SiweSettings.ts";

/**
 * Sign-In With Ethereum (`siwe/*`). Moves only "wallet" accounts: a smart wallet links without a transfer
 * (linked_to_another_user).
 */
export const siwePlugin: ServerPlugin = {
  id: "siwe",
  settings: siweAppSettings.shape,
  transfer: { moves: (type) => type === "wallet" },
  devSeed: ({ devEvmRpcUrls, devWalletConnectProjectId }) => ({
    // With npm start's local relay, foyer-dev has a WalletConnect project id: the demo pairs by QR code offline.
    config: {
      wallet_auth: true,
      ...(devWalletConnectProjectId ? { wallet_connect_cloud_project_id: devWalletConnectProjectId } : {}),
    },
    settings: Object.keys(devEvmRpcUrls).length > 0 ? { evm_rpc_urls: devEvmRpcUrls } : {},
  }),
  setup(ctx) {
    const siwe = new SiweService(ctx);
    return {
      api: siweRoutes({ ...ctx, siwe, noncesPerIpPerHour: ctx.rateLimits.walletNoncesPerIpPerHour }),
    };
  },
};
