import { describe, expect, it } from "vitest";
import { existingRecoveryError } from "./existingRecoveryError.ts";

describe("existingRecoveryError", () => {
  it("refuses a second password and automatic recovery twice; a reset or a change of method goes on", () => {
    expect(existingRecoveryError({ kind: "password" }, "user-passcode")?.code).toBe(
      "embedded_wallet_password_already_exists",
    );
    expect(existingRecoveryError({ kind: "password", resetting: true }, "user-passcode")).toBeNull();
    expect(existingRecoveryError({ kind: "password" }, "foyer")).toBeNull();
    expect(existingRecoveryError({ kind: "automatic" }, "foyer")?.code).toBe("embedded_wallet_recovery_already_exists");
    expect(existingRecoveryError({ kind: "automatic" }, "user-passcode")).toBeNull();
    expect(existingRecoveryError({ kind: "selection" }, "foyer")).toBeNull();
  });
});
