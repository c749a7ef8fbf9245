import { describe, expect, it } from "vitest";
import { mfaVerifyChoices } from "./mfaVerifyChoices.ts";

describe("mfaVerifyChoices", () => {
  it("verifies with what is enrolled, and offers no enrolment then", () => {
    expect(mfaVerifyChoices([{ method: "sms", hint: "•••2671" }], [{ type: "passkey" }])).toEqual({
      smsHint: "2671",
      passkey: false,
      enrol: null,
    });
    expect(mfaVerifyChoices([{ method: "passkey", hint: "cred" }], [])).toEqual({
      smsHint: null,
      passkey: true,
      enrol: null,
    });
  });

  it("offers enrolment instead of a dead end when nothing is enrolled", () => {
    expect(mfaVerifyChoices([], [{ type: "email" }])).toEqual({
      smsHint: null,
      passkey: false,
      enrol: { sms: true, passkey: false },
    });
    // A passkey can be enrolled only by a user who has one linked.
    expect(mfaVerifyChoices([], [{ type: "email" }, { type: "passkey" }]).enrol).toEqual({ sms: true, passkey: true });
  });
});
