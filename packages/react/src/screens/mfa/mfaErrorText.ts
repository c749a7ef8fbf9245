import type { FlowError } from "@foyer/core/login";
import { isMfaMaxAttempts } from "@foyer/core/wallets";
import { t } from "../../i18n/tRecovery.ts";

/** What the MFA screens show for a failure (spec 001 §8 MFA errors); a 429 is a rate limit. */
export function mfaErrorText(error: FlowError): string {
  if (isMfaMaxAttempts(error)) return t("mfa.maxAttempts");
  if (error.code === "too_many_requests") return t("mfa.rateLimited");
  if (error.code === "missing_or_invalid_mfa") return t("mfa.invalidCode");
  if (error.code === "client_request_timeout") return t("mfa.timeout");
  return error.message;
}
