import type { LoginEffect } from "@foyer/core/login";
import type { ClientLoginMethod } from "../../provider/ClientLoginMethod.ts";
import type { MethodHelpers } from "../../provider/MethodHelpers.ts";
import { offeredOrLinking } from "../../provider/offeredOrLinking.ts";

/**
 * The names an opening offers (`LoginControllerOptions.offered`) are the app's login methods, which resolveConfig
 * holds to the built-in ones and the OAuth providers the app config flags, and "customOAuth", "crossApp", "sso":
 * every one but the other built-in methods' names is an OAuth entry.
 */
const NOT_OAUTH: ReadonlySet<string> = new Set(["email", "sms", "wallet", "farcaster", "telegram", "passkey"]);
const offersOAuth = offeredOrLinking("oauth", (name) => !NOT_OAUTH.has(name));

/** OAuth on the client: a popup (or full-page redirect) per provider, SSO and cross-app included. */
export function oauthClientMethod({ loadOnce, lazyFrom }: MethodHelpers): ClientLoginMethod {
  /**
   * Its machine, entry (with the providers' registry and marks) and runners (oauthPart.ts): fetched before an
   * opening that offers OAuth (or comes back from a redirect) starts, so its entries draw at once and its popup
   * opens in the click's own task; never on the email journey's path.
   */
  const part = loadOnce(() => import("./oauthPart.ts"));
  return {
    id: "oauth",
    loadDefinition: () => part.load().then((m) => m.oauthMethod),
    events: ["startOAuth"],
    neededFor: (options) => options.resumeOAuth !== undefined || offersOAuth(options),
    // The preset providers: every configured name of a provider's shape (resolveConfig kept only those the app
    // config flags; their marks and labels come with it). A host method listing a name itself draws it instead.
    // The rule of `isOAuthMethodName` (@foyer/core/config), written here so that the modal's chunk does not take
    // the config rules' chunk along (oauthClientMethod.test.ts holds the two equal).
    entries: (name) => /^[a-z][a-z0-9]*$/.test(name) && !NOT_OAUTH.has(name),
    Entry: lazyFrom(part, (m) => m.OAuthEntry),
    screens: { oauth: () => import("./OAuthScreen.tsx").then((m) => m.OAuthScreen) },
    accountType: (method) => `${method}_oauth`,
    transfer: (store, account) =>
      account.type.endsWith("_oauth") || account.type.startsWith("custom_oauth") ? store.api.oauth : null,
    run: {
      // Its effects come from its machine, so the part is loaded by then.
      oauth: (effect: Extract<LoginEffect, { type: "oauth" }>, ctx) => part.loaded?.runOAuth(effect, ctx),
    },
    opened(ctx) {
      // Back from a full-page redirect (`neededFor` loaded the part before the opening started).
      if (ctx.options.resumeOAuth) void part.load().then((m) => m.resumeOAuth(ctx));
    },
  };
}
