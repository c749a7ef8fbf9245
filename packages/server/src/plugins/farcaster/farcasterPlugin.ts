import { Hono } from "hono";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import type { ServerPlugin } from "../../plugin/ServerPlugin.ts";
import { DevFarcasterChain } from "./DevFarcasterChain.ts";
import { DevFarcasterRelay } from "./DevFarcasterRelay.ts";
import { FarcasterService } from "./FarcasterService.ts";
import { farcasterAppSettings } from "./FarcasterSettings.ts";
import { farcasterStandInRoutes } from "./farcasterStandInRoutes.ts";
import { farcasterRoutes } from "./routes.ts";

/**
 * Sign In With Farcaster (`farcaster/*`); moves Farcaster accounts. In development it signs in through the
 * relay stand-in (/dev/farcaster/connect) and an IdRegistry on a local anvil started on the first login.
 */
export const farcasterPlugin: ServerPlugin = {
  id: "farcaster",
  settings: farcasterAppSettings.shape,
  transfer: { moves: (type) => type === "farcaster" },
  devSeed: () => ({ config: { farcaster_auth: true } }),
  setup(ctx) {
    const chain = ctx.mode === "development" ? new DevFarcasterChain() : null;
    const relay = chain ? new DevFarcasterRelay(ctx.now) : null;
    const farcaster = new FarcasterService({
      ...ctx,
      dev: chain && relay ? { relay, registry: () => chain.registry() } : null,
    });
    return {
      // The same budget as SIWE/SIWS nonces, in a bucket of its own.
      api: farcasterRoutes({ ...ctx, farcaster, initsPerIpPerHour: ctx.rateLimits.walletNoncesPerIpPerHour }),
      ...(chain && relay
        ? { pages: new Hono<FoyerEnv>().route("/", farcasterStandInRoutes({ relay, chain, now: ctx.now })) }
        : {}),
      close: () => chain?.close(),
    };
  },
};
