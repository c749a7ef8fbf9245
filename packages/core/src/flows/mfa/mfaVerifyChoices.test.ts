import { describe, expect, it } from "vitest";
import { isResendCooldown } from "./isResendCooldown.ts";
import { mfaVerifyChoices } from "./mfaVerifyChoices.ts";

describe("mfaVerifyChoices", () => {
  it("verifies with what is enrolled, and offers no enrolment then", () => {
    expect(mfaVerifyChoices([{ method: "sms", hint: "•••2671" }], true)).toEqual({
      smsHint: "2671",
      passkey: false,
      enrol: null,
    });
    expect(mfaVerifyChoices([{ method: "passkey", hint: "cred" }], false)).toEqual({
      smsHint: null,
      passkey: true,
      enrol: null,
    });
  });

  it("offers enrolment instead of a dead end when nothing is enrolled; a passkey only to a user with one linked", () => {
    expect(mfaVerifyChoices([], false)).toEqual({
      smsHint: null,
      passkey: false,
      enrol: { sms: true, passkey: false },
    });
    expect(mfaVerifyChoices([], true).enrol).toEqual({ sms: true, passkey: true });
  });
});

describe("isResendCooldown", () => {
  const tooMany = (details: Record<string, unknown>) => ({
    code: "too_many_requests" as const,
    message: "",
    status: 429,
    details,
  });
  it("is the cooldown when the wait is at most 30 s", () => {
    expect(isResendCooldown(tooMany({ retry_after: 12 }))).toBe(true);
    expect(isResendCooldown(tooMany({ retry_after: 30 }))).toBe(true);
  });
  it("is a real rate limit for longer waits, no wait, or other errors", () => {
    expect(isResendCooldown(tooMany({ retry_after: 900 }))).toBe(false);
    expect(isResendCooldown(tooMany({}))).toBe(false);
    // One spelling: the camelCase form the client once added is no longer read.
    expect(isResendCooldown(tooMany({ retryAfter: 12 }))).toBe(false);
    expect(isResendCooldown({ code: "missing_or_invalid_mfa", message: "", status: 401 })).toBe(false);
  });
});
