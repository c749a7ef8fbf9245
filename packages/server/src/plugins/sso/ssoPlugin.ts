import { DEV_OIDC_CLIENT_SECRET, devOidcClientId } from "../../dev/devOidcClientId.ts";
import type { ServerPlugin } from "../../plugin/ServerPlugin.ts";
import { Nonces } from "../../security/Nonces.ts";
import { ssoRoutes } from "./routes.ts";
import { SsoService } from "./SsoService.ts";
import { ssoAppSettings } from "./SsoSettings.ts";

/** Enterprise single sign-on with the app's OpenID Connect provider (`sso/*`). */
export const ssoPlugin: ServerPlugin = {
  id: "sso",
  settings: ssoAppSettings.shape,
  // The client shows the entry only when the app has SSO settings (they stay server-side).
  publicConfig: (app) => ({ sso_auth: ssoAppSettings.of(app).sso !== undefined }),
  // "Log in with SSO" goes to the local OpenID provider (its own client registration).
  devSeed: ({ devOidcIssuer }) =>
    devOidcIssuer
      ? {
          settings: {
            sso: { issuer: devOidcIssuer, client_id: devOidcClientId("sso"), client_secret: DEV_OIDC_CLIENT_SECRET },
          },
        }
      : {},
  setup(ctx) {
    const sso = new SsoService({
      ...ctx,
      nonces: new Nonces(ctx.db, ctx.now),
      allowHttp: ctx.mode === "development",
    });
    return { api: ssoRoutes({ ...ctx, sso }) };
  },
};
