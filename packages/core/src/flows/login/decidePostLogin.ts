import { POST_LOGIN_STEP_LEAD_MS, SUCCESS_AUTO_CLOSE_MS } from "../../loginConstants.ts";

/** What happens after a successful sign-in with a user present (spec 000 §4 "After successful sign-in"). */
export type PostLoginDecision =
  /** Terms acceptance is required and not yet given: show the terms screen (500 ms before the close would be). */
  | { next: "terms"; delayMs: number }
  /** An embedded wallet must be created: the wallet step (500 ms before the close would be). */
  | { next: "createWallet"; delayMs: number }
  /** Nothing left to do: refresh wallets, show success and close the modal with the auth-success callback. */
  | { next: "close"; delayMs: number };

/**
 * The post-login pipeline as data: terms → embedded wallet creation → close. `createEmbeddedWallet` is
 * the hook point of the embedded-wallet issue: true when the app creates a wallet on login for this user
 * and a creator is plugged in (on failure the flow logs out and emits `embedded_wallet_creation_failure_logout`).
 *
 * @example decidePostLogin({ requireTermsAcceptance: true, hasAcceptedTerms: false }) // { next: "terms", delayMs: 900 }
 */
export function decidePostLogin(input: {
  requireTermsAcceptance: boolean;
  hasAcceptedTerms: boolean;
  createEmbeddedWallet?: boolean;
}): PostLoginDecision {
  if (input.requireTermsAcceptance && !input.hasAcceptedTerms) {
    return { next: "terms", delayMs: SUCCESS_AUTO_CLOSE_MS - POST_LOGIN_STEP_LEAD_MS };
  }
  if (input.createEmbeddedWallet) {
    return { next: "createWallet", delayMs: SUCCESS_AUTO_CLOSE_MS - POST_LOGIN_STEP_LEAD_MS };
  }
  return { next: "close", delayMs: SUCCESS_AUTO_CLOSE_MS };
}
