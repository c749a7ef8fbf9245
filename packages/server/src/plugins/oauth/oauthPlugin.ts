import { DEV_OIDC_CLIENT_SECRET, devOidcClientId } from "../../dev/devOidcClientId.ts";
import type { ServerPlugin } from "../../plugin/ServerPlugin.ts";
import { Nonces } from "../../security/Nonces.ts";
import { OAuthService } from "./OAuthService.ts";
import { oauthAppSettings } from "./OAuthSettings.ts";
import { isOAuthAccountType } from "./oauthAccountType.ts";
import { oauthPresentations } from "./oauthPresentations.ts";
import { oauthFormPostRoutes, oauthRoutes } from "./routes.ts";

/** OAuth sign-in with the built-in providers and an app's own (`oauth/*`); moves OAuth accounts. */
export const oauthPlugin: ServerPlugin = {
  id: "oauth",
  settings: oauthAppSettings.shape,
  publicConfig: ({ config }) => oauthPresentations(config),
  transfer: { moves: isOAuthAccountType },
  // Offline, the local OpenID provider stands in for each of these.
  devSeed: () => ({
    config: { google_oauth: true, github_oauth: true, discord_oauth: true, twitter_oauth: true, apple_oauth: true },
  }),
  setup(ctx) {
    const devIssuer = ctx.mode === "development" ? ctx.options.devOidcIssuer : undefined;
    const oauth = new OAuthService({
      ...ctx,
      nonces: new Nonces(ctx.db, ctx.now),
      devProvider: devIssuer
        ? { issuer: devIssuer, clientId: devOidcClientId, clientSecret: DEV_OIDC_CLIENT_SECRET }
        : null,
      allowHttp: ctx.mode === "development",
    });
    return { api: oauthRoutes({ ...ctx, oauth }), pages: oauthFormPostRoutes({ oauth, apps: ctx.apps }) };
  },
};
