import { Hono } from "hono";
import { cloudKitStandInRoutes } from "../../dev/cloudKitStandInRoutes.ts";
import { googleDriveStandInRoutes } from "../../dev/googleDriveStandInRoutes.ts";
import { defaultAppConfig } from "../../domain/apps/defaultAppConfig.ts";
import { recoveryAppSettings } from "../../domain/apps/RecoverySettings.ts";
import type { FoyerEnv } from "../../http/FoyerEnv.ts";
import type { ServerPlugin } from "../../plugin/ServerPlugin.ts";
import { RecoveryOAuthService } from "./RecoveryOAuthService.ts";
import { recoveryRoutes } from "./routes.ts";

/**
 * Cloud recovery (`recovery/oauth/*`): the drive access token the wallet frame stores a recovery key with.
 * In development with the local OpenID provider, Google Drive (appDataFolder) and CloudKit stand-ins are
 * served on both origins: the frame writes and reads keys on its own origin, the API origin keeps them for
 * the iCloud sign-in page and server tests (one instance of each, so both see the same files).
 */
export const recoveryPlugin: ServerPlugin = {
  id: "recovery",
  settings: recoveryAppSettings.shape,
  devSeed: ({ devOidcIssuer }) =>
    devOidcIssuer
      ? {
          config: {
            embedded_wallet_config: {
              ...defaultAppConfig.embedded_wallet_config,
              user_owned_recovery_options: ["user-passcode", "google-drive", "icloud"],
            },
          },
        }
      : {},
  setup(ctx) {
    const devIssuer = ctx.mode === "development" ? (ctx.options.devOidcIssuer ?? null) : null;
    const recovery = new RecoveryOAuthService({ nonces: ctx.nonces, devIssuer });
    if (!devIssuer) return { api: recoveryRoutes({ ...ctx, recovery }) };
    const standIns = new Hono<FoyerEnv>()
      .route("/", googleDriveStandInRoutes({ oidcIssuer: devIssuer, now: ctx.now }))
      .route("/", cloudKitStandInRoutes());
    return { api: recoveryRoutes({ ...ctx, recovery }), pages: standIns, walletOrigin: standIns };
  },
};
