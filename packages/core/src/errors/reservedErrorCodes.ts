import type { FoyerErrorCode } from "./catalogue.ts";

/**
 * Catalogue codes (spec 000/001 §8 enumerate them, so they stay) that nothing in Foyer raises, each with
 * the reason. `raisedErrorCodes.test.ts` holds every other code to being raised somewhere, and these to not
 * being raised: a code that starts being used leaves this list.
 */
export const reservedErrorCodes: Partial<Record<FoyerErrorCode, string>> = {
  missing_or_invalid_foyer_account_id:
    "Foyer identifies the host by its app id alone: no request carries an account id (the hosted service's console account has no counterpart in a self-hosted server).",
  embedded_wallet_password_unconfirmed:
    "The password flow keeps 'Continue' disabled until the confirmation matches ('Passwords do not match' under the field), so an unconfirmed password never reaches the frame or the server.",
  buffer_not_defined:
    "Foyer uses Uint8Array, TextEncoder and atob/btoa everywhere and never Node's Buffer, so no environment lacks what it needs.",
};

/**
 * Wallet-proxy error types of spec 001 §3 the wallet frame never answers, so they are not in
 * `WalletProxyErrorType`; `raisedErrorCodes.test.ts` holds every other type of the spec's list to being raised
 * by the frame.
 */
export const reservedWalletProxyErrorTypes: Record<string, string> = {
  insufficient_funds:
    "The frame only signs: the host broadcasts transactions and checks balances (the transaction screen's 'Add funds', insufficient_balance), so the frame never learns a balance.",
  twilio_verification_failed:
    "SMS codes are sent by the server (Twilio, at mfa/passwordless_sms/init, a host call) and checked against its own code table; the frame's verifyMfa never talks to Twilio.",
};
