import { frameCloudRecoveryConfig } from "../../domain/apps/frameCloudRecoveryConfig.ts";
import { requireMfa } from "../../http/requireMfa.ts";
import type { ServerPlugin } from "../../plugin/ServerPlugin.ts";
import { MfaService } from "../../sessions/MfaService.ts";
import { walletFrameRoutes } from "./frameRoutes.ts";
import { walletRoutes } from "./routes.ts";
import { WalletDevices } from "./WalletDevices.ts";
import { WalletCipher } from "./WalletKeys.ts";
import { WalletPasskeys } from "./WalletPasskeys.ts";
import { WalletService } from "./WalletService.ts";
import { createWalletFrameAssets } from "./walletFrameAssets.ts";
import { walletSealedColumns } from "./walletSealedColumns.ts";

/**
 * Embedded wallets: `wallets` on the API origin; the frame page, export page and share endpoints on the
 * wallet origin. Apps with mfa_required need a fresh MFA proof for the auth share and server-wallet signing.
 */
export const walletsPlugin: ServerPlugin = {
  id: "wallets",
  sealedColumns: walletSealedColumns,
  setup(ctx) {
    const wallets = new WalletService({
      ...ctx,
      ciphers: {
        auth: new WalletCipher(ctx.keyring, "auth-share"),
        recovery: new WalletCipher(ctx.keyring, "recovery-share"),
        serverWallet: new WalletCipher(ctx.keyring, "server-wallet"),
      },
    });
    const mfa = new MfaService(ctx);
    // The recovery plugin serves cloud stand-ins on the wallet origin in development with the OpenID provider.
    const devStandIns = ctx.mode === "development" && Boolean(ctx.options.devOidcIssuer);
    return {
      api: walletRoutes({ ...ctx, wallets, requireMfa: requireMfa(mfa) }),
      walletOrigin: walletFrameRoutes({
        ...ctx,
        wallets,
        devices: new WalletDevices(ctx),
        passkeys: new WalletPasskeys(ctx),
        deviceVerification: ctx,
        assets: createWalletFrameAssets(),
        publicOrigin: ctx.options.walletFrameOrigin,
        forwardToApi: (request, env) => ctx.fetchApi(request, env),
        mfa,
        requireMfa: requireMfa(mfa),
        cloudRecovery: (app, frameOrigin) => frameCloudRecoveryConfig(app, { devStandIns, frameOrigin }),
      }),
    };
  },
};
