// @foyer/core/runtime/oauth: the browser OAuth flows (PKCE, popup or full-page redirect, enterprise SSO, cross-app,
// recovery-provider tokens), loaded on demand with the screen, hook or recovery flow that starts one.

export { type BrowserPorts, browserPorts, type PopupPort } from "./runtime/browserPorts.ts";
export { awaitPopupMessage } from "./runtime/oauth/awaitPopupMessage.ts";
export { createPkce, randomUrlSafe } from "./runtime/oauth/createPkce.ts";
export { CROSS_APP_MESSAGE_TYPE, CROSS_APP_PREFIX, runCrossAppPopup } from "./runtime/oauth/runCrossApp.ts";
export {
  completeOAuth,
  defaultRedirectUrl,
  type OAuthOutcome,
  type PendingOAuth,
  pendingOAuthKey,
  resumeOAuthRedirect,
  runOAuthPopup,
  runOAuthRedirect,
  SSO_PROVIDER,
} from "./runtime/oauth/runOAuth.ts";
export { runRecoveryOAuth } from "./runtime/oauth/runRecoveryOAuth.ts";
