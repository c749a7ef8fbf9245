import { FoyerError } from "@foyer/core";
import { describe, expect, it } from "vitest";
import { isResendCooldown } from "./isResendCooldown.ts";

const tooMany = (details: Record<string, unknown>) => new FoyerError("too_many_requests", undefined, { details });

describe("isResendCooldown", () => {
  it("is the cooldown when the wait is at most 30 s (header or body form)", () => {
    expect(isResendCooldown(tooMany({ retryAfter: 12 }))).toBe(true);
    expect(isResendCooldown(tooMany({ retry_after: 30 }))).toBe(true);
  });
  it("is a real rate limit for longer waits, no wait, or other errors", () => {
    expect(isResendCooldown(tooMany({ retryAfter: 900 }))).toBe(false);
    expect(isResendCooldown(tooMany({}))).toBe(false);
    expect(isResendCooldown(new FoyerError("missing_or_invalid_mfa"))).toBe(false);
    expect(isResendCooldown(new Error("x"))).toBe(false);
  });
});
