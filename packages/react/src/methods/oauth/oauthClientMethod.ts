import type { LoginEffect } from "@foyer/core/login";
import { type ClientLoginMethod, offeredOrLinking } from "../../provider/ClientLoginMethod.ts";
import { lazyFrom, loadOnce } from "../../ui/loadOnce.ts";

/**
 * Its machine, entry (with the providers' registry and marks) and runners (oauthPart.ts): fetched before an
 * opening that offers OAuth (or comes back from a redirect) starts, so its entries draw at once and its popup
 * opens in the click's own task; never on the email journey's path.
 */
const part = loadOnce(() => import("./oauthPart.ts"));

/**
 * The names an opening offers (`LoginControllerOptions.offered`) are the app's login methods, which the config
 * holds to spec 000 §1's (resolveConfig), and "customOAuth", "crossApp", "sso": every one but these is an OAuth
 * entry. Read without the providers' registry, which loads with the part.
 */
const NOT_OAUTH: ReadonlySet<string> = new Set(["email", "sms", "wallet", "farcaster", "telegram", "passkey"]);
const offersOAuth = offeredOrLinking("oauth", (name) => !NOT_OAUTH.has(name));

/** OAuth on the client: a popup (or full-page redirect) per provider, SSO and cross-app included. */
export const oauthClientMethod: ClientLoginMethod = {
  id: "oauth",
  loadDefinition: () => part.load().then((m) => m.oauthMethod),
  events: ["startOAuth"],
  neededFor: (options) => options.resumeOAuth !== undefined || offersOAuth(options),
  // The preset providers, once the part is at hand (it is, on any opening that offers one).
  entries: (method) => part.loaded?.OAUTH_ENTRIES.has(method) === true,
  Entry: lazyFrom(part, (m) => m.OAuthEntry),
  screens: { oauth: () => import("./OAuthScreen.tsx").then((m) => m.OAuthScreen) },
  accountType: (method) => `${method}_oauth`,
  // Spec 000 §2: cross-app logins ("foyer:<app>") are not remembered.
  recentAccountType: (effect) => (effect.provider?.startsWith("foyer:") ? null : `${effect.provider}_oauth`),
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
