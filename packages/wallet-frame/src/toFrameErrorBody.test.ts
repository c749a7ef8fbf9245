import { FoyerError } from "@foyer/core";
import { describe, expect, it } from "vitest";
import { FrameOpError } from "./FrameOpError.ts";
import { toFrameErrorBody } from "./toFrameErrorBody.ts";

const mfaRefusal = (reason?: string) =>
  new FoyerError("missing_or_invalid_mfa", undefined, reason ? { details: { reason } } : {});

describe("toFrameErrorBody", () => {
  it("tells the server's MFA refusals apart: timeout, max attempts, missing or invalid", () => {
    expect(toFrameErrorBody(mfaRefusal("expired"))).toMatchObject({
      type: "mfa_timeout",
      code: "missing_or_invalid_mfa",
      details: { reason: "expired" },
    });
    expect(toFrameErrorBody(mfaRefusal("max_attempts_reached"))).toMatchObject({
      type: "mfa_verification_max_attempts_reached",
      code: "missing_or_invalid_mfa",
    });
    expect(toFrameErrorBody(mfaRefusal())).toMatchObject({ type: "missing_or_invalid_mfa" });
    // A reason on another code is not an MFA type.
    expect(toFrameErrorBody(new FoyerError("invalid_data", undefined, { details: { reason: "expired" } })).type).toBe(
      "error",
    );
  });

  it("keeps the frame's own refusals and hides anything unknown behind the generic text", () => {
    const own = new FrameOpError({ type: "wallet_not_on_device", code: "embedded_wallet_not_found", message: "m" });
    expect(toFrameErrorBody(own)).toBe(own.body);
    expect(toFrameErrorBody(new Error("secret detail"))).toEqual({
      type: "error",
      code: "unknown_embedded_wallet_error",
      message: "An error has occurred, please try again.",
    });
  });
});
