// The MFA management screen's texts and the MFA error lines (spec 001 §2 "MFA"), on the rendered screen.
import { codeEntryMachine } from "@foyer/core/login";
import type { MfaState } from "@foyer/core/wallets";
import { describe, expect, it } from "vitest";
import { renderScreenText } from "../../testing/renderScreenText.tsx";
import { MfaManageScreen } from "./MfaManageScreen.tsx";

const state = (over: Partial<MfaState>): MfaState => ({
  screen: "manage",
  enrolFrom: null,
  hasLinkedPasskey: false,
  methods: [],
  pending: null,
  error: null,
  phone: "",
  sentTo: null,
  code: null,
  codeMaxAttempts: false,
  ...over,
});
const manage = (over: Partial<MfaState>) => renderScreenText(<MfaManageScreen state={state(over)} send={() => {}} />);

describe("MFA management screen", () => {
  it("names the screen and offers Remove for an enrolled method", () => {
    const text = manage({ methods: [{ method: "sms", hint: "•••72" }] as MfaState["methods"] });
    expect(text).toContain("Transaction MFA");
    expect(text).toContain("Add a second step before your wallet signs.");
    expect(text).toContain("Remove");
  });

  it("says a timed-out verification and a code killed by wrong tries", () => {
    expect(manage({ error: { code: "client_request_timeout", message: "x", status: null } })).toContain(
      "MFA verification timed out.",
    );
    const killed = manage({
      code: { ...codeEntryMachine.initial().state, error: { kind: "incorrect_code" } },
      codeMaxAttempts: true,
    });
    expect(killed).toContain("Maximum MFA attempts reached. Request a new code.");
  });
});
