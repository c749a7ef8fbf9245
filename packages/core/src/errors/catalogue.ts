/**
 * The one error catalogue of Foyer (spec 000 §8 and 001 §8). The server answers
 * `{ error: message, code }` with the status given here; clients turn that back into a
 * FoyerError with the same code. A plugin never invents a code outside this list.
 *
 * `status` is the HTTP status the server uses; `null` marks codes that only clients raise
 * (a user closing a flow, a browser lacking a feature) and that never cross the wire.
 */
export interface CatalogueEntry {
  /** Human-readable default message, shown when no screen-specific text applies. */
  message: string;
  /** HTTP status the server answers with, or null for client-only codes. */
  status: number | null;
  /** Whether repeating the same request later may succeed. */
  retryable: boolean;
}

export const errorCatalogue = {
  oauth_account_suspended: {
    message: "This account has been suspended by the OAuth provider.",
    status: 403,
    retryable: false,
  },
  missing_or_invalid_foyer_app_id: { message: "Missing or invalid Foyer app id.", status: 401, retryable: false },
  missing_or_invalid_foyer_account_id: {
    message: "Missing or invalid Foyer account id.",
    status: 401,
    retryable: false,
  },
  missing_or_invalid_token: { message: "Missing or invalid token.", status: 401, retryable: false },
  invalid_data: { message: "Invalid request data.", status: 400, retryable: false },
  invalid_captcha: { message: "Invalid captcha token.", status: 400, retryable: true },
  linked_to_another_user: {
    message: "This account has already been linked to another user.",
    status: 409,
    retryable: false,
  },
  cannot_link_more_of_type: { message: "Cannot link more accounts of this type.", status: 400, retryable: false },
  failed_to_link_account: { message: "Failed to link account.", status: 400, retryable: true },
  failed_to_update_account: { message: "Failed to update account.", status: 400, retryable: true },
  exited_update_flow: { message: "User exited the update flow.", status: null, retryable: false },
  allowlist_rejected: { message: "You don't have access to this app.", status: 403, retryable: false },
  oauth_user_denied: { message: "User denied confirmation during OAuth flow", status: null, retryable: false },
  oauth_unexpected: { message: "Unexpected auth flow. This may be a phishing attempt.", status: 400, retryable: false },
  unknown_auth_error: { message: "Authentication failed", status: 500, retryable: true },
  exited_auth_flow: { message: "User exited the auth flow.", status: null, retryable: false },
  exited_link_flow: { message: "User exited the link flow.", status: null, retryable: false },
  user_exited_set_password_flow: {
    message: "Exited before password was added to wallet",
    status: null,
    retryable: false,
  },
  must_be_authenticated: { message: "User must be authenticated.", status: 401, retryable: false },
  unknown_connect_wallet_error: { message: "Unable to connect wallet", status: null, retryable: true },
  generic_connect_wallet_error: { message: "Could not log in with wallet", status: null, retryable: true },
  client_request_timeout: { message: "The request timed out. Try again.", status: null, retryable: true },
  invalid_credentials: { message: "Invalid or expired verification code", status: 401, retryable: false },
  missing_or_invalid_mfa: { message: "Missing or invalid MFA code.", status: 401, retryable: true },
  unknown_mfa_error: { message: "Something went wrong with MFA verification.", status: null, retryable: true },
  embedded_wallet_already_exists: {
    message: "An embedded wallet already exists for this user.",
    status: 409,
    retryable: false,
  },
  embedded_wallet_not_found: { message: "Embedded wallet not found", status: 404, retryable: false },
  embedded_wallet_create_error: { message: "User wallet creation failed", status: 400, retryable: true },
  unknown_embedded_wallet_error: { message: "An error has occurred, please try again.", status: null, retryable: true },
  embedded_wallet_password_unconfirmed: { message: "Passwords do not match", status: 400, retryable: false },
  embedded_wallet_password_already_exists: {
    message: "A password already exists for this wallet.",
    status: 409,
    retryable: false,
  },
  embedded_wallet_recovery_already_exists: {
    message: "A recovery method already exists for this wallet.",
    status: 409,
    retryable: false,
  },
  transaction_failure: { message: "Transaction failure", status: 400, retryable: true },
  unsupported_chain_id: { message: "Unsupported chainId", status: 400, retryable: false },
  not_supported: { message: "This operation is not supported.", status: 400, retryable: false },
  captcha_timeout: { message: "Something went wrong! Please try again later.", status: null, retryable: true },
  invalid_message: { message: "Invalid message.", status: 400, retryable: false },
  unable_to_sign: { message: "Unable to sign.", status: null, retryable: true },
  captcha_failure: { message: "You did not pass CAPTCHA. Please try again.", status: 400, retryable: true },
  captcha_disabled: { message: "Captcha is not enabled for this app.", status: 400, retryable: false },
  session_storage_unavailable: { message: "Browser storage is unavailable.", status: null, retryable: false },
  too_many_requests: { message: "Too many requests. Please wait before trying again.", status: 429, retryable: true },
  max_accounts_reached: {
    message: "This app is in development mode and has reached its user limit. It must be upgraded to production.",
    status: 403,
    retryable: false,
  },
  disallowed_login_method: { message: "This login method is not allowed for this app.", status: 403, retryable: false },
  disallowed_plus_email: {
    message: "Please enter a valid email address without a '+'.",
    status: 400,
    retryable: false,
  },
  passkey_not_allowed: { message: "Passkeys are not allowed for this app.", status: 403, retryable: false },
  user_does_not_exist: { message: "Account not found", status: 404, retryable: false },
  insufficient_balance: { message: "Insufficient balance", status: 400, retryable: false },
  account_transfer_required: {
    message: "This account belongs to another user and must be transferred.",
    status: 409,
    retryable: false,
  },
  buffer_not_defined: { message: "Buffer is not defined in this environment.", status: null, retryable: false },
  unsupported_wallet_type: { message: "Unsupported wallet type.", status: 400, retryable: false },
} as const satisfies Record<string, CatalogueEntry>;

/** Every error code Foyer knows. */
export type FoyerErrorCode = keyof typeof errorCatalogue;

/** All codes, in catalogue order. */
export const errorCodes = Object.keys(errorCatalogue) as FoyerErrorCode[];

/** True when `code` is a code of the catalogue (e.g. one read off the wire). */
export function isFoyerErrorCode(code: unknown): code is FoyerErrorCode {
  return typeof code === "string" && Object.hasOwn(errorCatalogue, code);
}
