// @foyer/core/runtime: the framework-free client runtime under @foyer/react (as wagmi's core is under its hooks):
// the per-provider store (session, user, app config, modal state, listeners) and `adoptSignIn`, the one way a
// sign-in is stored and reported. What every page runs at start-up, so only that is here: the runners load on
// demand through their own entries (runtime/captcha, runtime/errors; the machine runner is @foyer/core/client).
// A bundler places every module a used entry re-exports where that entry is reached, so a runner exported from
// here would land in each page's initial chunk. Never re-exported by the core barrel.

export { createSignInAdopter, emitTo } from "./runtime/adoptSignIn.ts";
export { createFoyerStore } from "./runtime/createFoyerStore.ts";
export type { FlowEffectContext, RunnerEffect } from "./runtime/FlowEffectContext.ts";
export type * from "./runtime/FoyerStore.ts";
export { isServerUnreachable } from "./runtime/isServerUnreachable.ts";
// The way back from a provider: a popup's redirect page posts the answer, a full page finds its stored flow
// (both run at start-up; the OAuth runner itself is "@foyer/core/runtime/oauth").
export {
  handleOAuthRedirect,
  OAUTH_MESSAGE_TYPE,
  OAUTH_REDIRECT_PARAM,
  type OAuthCallbackMessage,
} from "./runtime/oauth/handleOAuthRedirect.ts";
export { pendingOAuthRedirect } from "./runtime/oauth/pendingOAuthRedirect.ts";
export { readTelegramInitData, telegramSeamlessLogin } from "./runtime/telegramSeamlessLogin.ts";
export type { FoyerSolanaSupport } from "./runtime/wallets/FoyerSolanaSupport.ts";
