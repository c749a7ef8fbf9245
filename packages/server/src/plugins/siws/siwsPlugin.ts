import type { ServerPlugin } from "../../plugin/ServerPlugin.ts";
import { siwsRoutes } from "./routes.ts";
import { SiwsService } from "./SiwsService.ts";

/** Sign-In With Solana (`siws/*`); moves "wallet" accounts. */
export const siwsPlugin: ServerPlugin = {
  id: "siws",
  transfer: { moves: (type) => type === "wallet" },
  devSeed: () => ({ config: { solana_wallet_auth: true } }),
  setup(ctx) {
    const siws = new SiwsService(ctx);
    return {
      api: siwsRoutes({ ...ctx, siws, noncesPerIpPerHour: ctx.rateLimits.walletNoncesPerIpPerHour }),
    };
  },
};
