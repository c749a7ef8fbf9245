import { FoyerError } from "@foyer/core/errors";
import { type LoginEffect, oauthMethod } from "@foyer/core/login";
import { OAUTH_PROVIDERS } from "@foyer/core/providers/oauth";
import { toFlowError } from "@foyer/core/runtime/errors";
import type { ClientLoginMethod } from "../../provider/ClientLoginMethod.ts";
import { openPopup } from "../../shell/openPopup.ts";
import { isInAppBrowser } from "./isInAppBrowser.ts";
import { OAuthEntry } from "./OAuthEntry.tsx";

/** The preset providers drawn as OAuth entries (one file each in @foyer/core/providers). */
const OAUTH_ENTRIES: ReadonlySet<string> = new Set(OAUTH_PROVIDERS.map((provider) => provider.name));

/** OAuth on the client: a popup (or full-page redirect) per provider, SSO and cross-app included. */
export const oauthClientMethod: ClientLoginMethod = {
  id: "oauth",
  definition: oauthMethod,
  entries: (method) => OAUTH_ENTRIES.has(method),
  Entry: OAuthEntry,
  screens: { oauth: () => import("./OAuthScreen.tsx").then((m) => m.OAuthScreen) },
  accountType: (method) => `${method}_oauth`,
  // Spec 000 §2: cross-app logins ("foyer:<app>") are not remembered.
  recentAccountType: (effect) => (effect.provider?.startsWith("foyer:") ? null : `${effect.provider}_oauth`),
  transfer: (store, account) =>
    account.type.endsWith("_oauth") || account.type.startsWith("custom_oauth") ? store.api.oauth : null,
  run: {
    oauth(effect: Extract<LoginEffect, { type: "oauth" }>, ctx) {
      const { store } = ctx;
      const run = {
        provider: effect.provider,
        action: effect.action,
        ...(effect.mode ? { mode: effect.mode } : {}),
        ...(effect.captchaToken === undefined ? {} : { captchaToken: effect.captchaToken }),
      };
      // Redirect mode (the host's choice, or in-app browsers where popups fail) for OAuth, SSO and cross-app.
      const redirect = store.clientConfig.oauth?.mode === "redirect" || isInAppBrowser(globalThis.navigator?.userAgent);
      // Opened blank in the click's own task so popup blockers let it through; sent to the provider later.
      const popup = redirect ? null : openPopup("foyer-oauth");
      if (!redirect && !popup) {
        ctx.send({
          type: "externalFailed",
          error: toFlowError(new FoyerError("unknown_auth_error", "Unable to authorize user")),
        });
        return;
      }
      ctx.settle(
        import("@foyer/core/runtime/oauth").then((m) =>
          popup ? m.runOAuthPopup(store, popup, run) : m.runOAuthRedirect(store, run),
        ),
      );
    },
  },
  opened(ctx) {
    // Back from a full-page redirect: the machine starts pending on the OAuth screen; finish the flow.
    if (!ctx.options.resumeOAuth) return;
    ctx.settle(
      import("@foyer/core/runtime/oauth")
        .then((m) => m.resumeOAuthRedirect(ctx.store))
        .then((outcome) => outcome ?? Promise.reject(new FoyerError("oauth_unexpected"))),
    );
  },
};
