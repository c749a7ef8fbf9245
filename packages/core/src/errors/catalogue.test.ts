import { existsSync, readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { errorCatalogue, errorCodes, isFoyerErrorCode } from "./catalogue.ts";
import { FoyerError } from "./FoyerError.ts";

/** Spec documents live in ../shared/spec beside the repository (CI clones shared/ beside it). */
const SPEC_DIR = fileURLToPath(new URL("../../../../../shared/spec/", import.meta.url));
const SPEC_FILES = ["login-and-external-wallets.md", "embedded-wallets-funding-transactions.md"];

/** Copy of the §8 enumeration (identical in both documents), used when the spec files are not checked out. */
const EMBEDDED_SPEC_CODES =
  "oauth_account_suspended, missing_or_invalid_{product}_app_id, missing_or_invalid_{product}_account_id, missing_or_invalid_token, invalid_data, invalid_captcha, linked_to_another_user, cannot_link_more_of_type, failed_to_link_account, failed_to_update_account, exited_update_flow, allowlist_rejected, oauth_user_denied, oauth_unexpected, unknown_auth_error, exited_auth_flow, exited_link_flow, user_exited_set_password_flow, must_be_authenticated, unknown_connect_wallet_error, generic_connect_wallet_error, client_request_timeout, invalid_credentials, missing_or_invalid_mfa, unknown_mfa_error, embedded_wallet_already_exists, embedded_wallet_not_found, embedded_wallet_create_error, unknown_embedded_wallet_error, embedded_wallet_password_unconfirmed, embedded_wallet_password_already_exists, embedded_wallet_recovery_already_exists, transaction_failure, unsupported_chain_id, not_supported, captcha_timeout, invalid_message, unable_to_sign, captcha_failure, captcha_disabled, session_storage_unavailable, too_many_requests, max_accounts_reached, disallowed_login_method, disallowed_plus_email, passkey_not_allowed, user_does_not_exist, insufficient_balance, account_transfer_required, buffer_not_defined, unsupported_wallet_type.";

function parseCodeList(list: string): string[] {
  return list
    .replace(/\.\s*$/, "")
    .split(",")
    .map((code) => code.trim().replaceAll("{product}", "foyer"))
    .filter(Boolean);
}

/** Reads the comma-separated code list of §8 of one spec document. */
function codesFromSpec(markdown: string): string[] {
  const section = markdown.split(/^## 8\./m)[1]?.split(/^## /m)[0] ?? "";
  const match = /^(?:Error codes:|### Error codes \(enumeration\)\s*\n)\s*(.+)$/m.exec(section);
  if (!match?.[1]) throw new Error("No error code enumeration found in §8");
  return parseCodeList(match[1]);
}

function specCodeSets(): { source: string; codes: string[] }[] {
  const present = SPEC_FILES.filter((file) => existsSync(SPEC_DIR + file));
  if (present.length === 0) return [{ source: "embedded copy", codes: parseCodeList(EMBEDDED_SPEC_CODES) }];
  return present.map((file) => ({ source: file, codes: codesFromSpec(readFileSync(SPEC_DIR + file, "utf8")) }));
}

describe("error catalogue", () => {
  const sets = specCodeSets();

  it.each(sets)("covers every code of §8 ($source)", ({ codes }) => {
    expect(codes.length).toBeGreaterThan(40);
    const missing = codes.filter((code) => !isFoyerErrorCode(code));
    expect(missing).toEqual([]);
  });

  it("embedded fallback list matches the spec files when they exist", () => {
    const embedded = parseCodeList(EMBEDDED_SPEC_CODES);
    for (const { codes } of sets) expect(new Set(codes)).toEqual(new Set(embedded));
  });

  it.each(errorCodes)("%s has a message, a status and a retryable flag", (code) => {
    const entry = errorCatalogue[code];
    expect(entry.message.trim()).not.toBe("");
    expect(entry.status === null || (Number.isInteger(entry.status) && entry.status >= 400 && entry.status < 600)).toBe(
      true,
    );
    expect(typeof entry.retryable).toBe("boolean");
  });

  it("has no code outside the spec enumeration", () => {
    const spec = new Set(sets.flatMap(({ codes }) => codes));
    expect(errorCodes.filter((code) => !spec.has(code))).toEqual([]);
  });

  it("isFoyerErrorCode rejects non-codes and inherited keys", () => {
    expect(isFoyerErrorCode("invalid_data")).toBe(true);
    expect(isFoyerErrorCode("toString")).toBe(false);
    expect(isFoyerErrorCode("nope")).toBe(false);
    expect(isFoyerErrorCode(42)).toBe(false);
  });
});

describe("FoyerError.fromResponse", () => {
  it("round-trips a known code with its message and details", () => {
    const original = new FoyerError("account_transfer_required", undefined, { details: { nonce: "n-1" } });
    const back = FoyerError.fromResponse(409, JSON.parse(JSON.stringify(original)));
    expect(back).toBeInstanceOf(FoyerError);
    expect(back.code).toBe("account_transfer_required");
    expect(back.shortMessage).toBe(errorCatalogue.account_transfer_required.message);
    expect(back.status).toBe(409);
    expect(back.details).toEqual({ nonce: "n-1" });
    expect(back.retryable).toBe(false);
  });

  it("keeps the server's message over the catalogue's", () => {
    const err = FoyerError.fromResponse(400, { error: "Email is invalid", code: "invalid_data" });
    expect(err.message).toBe("Email is invalid");
    expect(err.details).toBeUndefined();
  });

  it("maps an unknown or missing code to unknown_auth_error", () => {
    expect(FoyerError.fromResponse(500, { error: "boom", code: "made_up" }).code).toBe("unknown_auth_error");
    expect(FoyerError.fromResponse(502, "Bad gateway").code).toBe("unknown_auth_error");
    expect(FoyerError.fromResponse(500, null).status).toBe(500);
  });

  it("maps a 429 without a known code to too_many_requests", () => {
    const err = FoyerError.fromResponse(429, {});
    expect(err.code).toBe("too_many_requests");
    expect(err.retryable).toBe(true);
    expect(err.status).toBe(429);
  });

  it("keeps the status given even when it differs from the catalogue's", () => {
    expect(FoyerError.fromResponse(422, { code: "invalid_data" }).status).toBe(422);
  });
});
