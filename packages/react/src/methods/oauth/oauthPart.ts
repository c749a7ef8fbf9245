// The OAuth method's loaded part (oauthClientMethod.ts): its machine, its entry (which draws the mark and label
// the app config carries), its runners. Fetched before an opening that offers OAuth starts, never on the email
// journey's path.
import { FoyerError } from "@foyer/core/errors";
import type { LoginEffect } from "@foyer/core/login";
import { toFlowError } from "@foyer/core/runtime/errors";
import type { LoginRunContext } from "../../provider/ClientLoginMethod.ts";
import { openPopup } from "../../shell/openPopup.ts";
import { isInAppBrowser } from "./isInAppBrowser.ts";

export { oauthMethod } from "@foyer/core/login/oauth";
export { OAuthEntry } from "./OAuthEntry.tsx";

/** Runs an "oauth" effect: a popup opened in the click's own task, or a full-page redirect. */
export function runOAuth(effect: Extract<LoginEffect, { type: "oauth" }>, ctx: LoginRunContext): void {
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
}

/** Back from a full-page redirect: the machine starts pending on the OAuth screen; finish the flow. */
export function resumeOAuth(ctx: LoginRunContext): void {
  ctx.settle(
    import("@foyer/core/runtime/oauth")
      .then((m) => m.resumeOAuthRedirect(ctx.store))
      .then((outcome) => outcome ?? Promise.reject(new FoyerError("oauth_unexpected"))),
  );
}
