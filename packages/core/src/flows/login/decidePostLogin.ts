import { POST_LOGIN_STEP_LEAD_MS, SUCCESS_AUTO_CLOSE_MS } from "../../constants.ts";

/** What happens after a successful sign-in with a user present (spec 000 §4 "After successful sign-in"). */
export type PostLoginDecision =
  /** Terms acceptance is required and not yet given: show the terms screen (500 ms before the close would be). */
  | { next: "terms"; delayMs: number }
  /** Nothing left to do: show success and close the modal with the auth-success callback. */
  | { next: "close"; delayMs: number };

/**
 * The post-login decision as data.
 * TODO(embedded wallets, spec 001): add `{ next: "createWallet" }` between terms and close when a wallet
 * must be created on login (on failure: logout + `embedded_wallet_creation_failure_logout`).
 *
 * @example decidePostLogin({ requireTermsAcceptance: true, hasAcceptedTerms: false }) // { next: "terms", delayMs: 900 }
 */
export function decidePostLogin(input: {
  requireTermsAcceptance: boolean;
  hasAcceptedTerms: boolean;
}): PostLoginDecision {
  if (input.requireTermsAcceptance && !input.hasAcceptedTerms) {
    return { next: "terms", delayMs: SUCCESS_AUTO_CLOSE_MS - POST_LOGIN_STEP_LEAD_MS };
  }
  return { next: "close", delayMs: SUCCESS_AUTO_CLOSE_MS };
}
