// An email-only opening (the email journey) never loads the other built-in methods' descriptors (issue 19); any
// opening that may use one of them gets the whole built-in list, in the order the login machine is composed in.
import type { LoginControllerOptions } from "@foyer/core/runtime/login";
import { describe, expect, it } from "vitest";
import { builtinClientMethods } from "./builtinClientMethods.ts";
import { builtinMethodsFor, emailOnly, loadBuiltinMethods } from "./openingMethods.ts";

const login = (offered: string[], extra: Partial<LoginControllerOptions> = {}): LoginControllerOptions => ({
  requireTermsAcceptance: false,
  mode: "login",
  offered,
  ...extra,
});
const link = (linkMethod: LoginControllerOptions["linkMethod"]) => login(["email"], { mode: "link", linkMethod });
const ids = (methods: readonly { id: string }[] | null) => methods?.map((m) => m.id) ?? null;

describe("the built-in methods of an opening", () => {
  it("an opening offering email alone, or linking an email, is email-only", () => {
    expect(emailOnly(login(["email"]))).toBe(true);
    expect(emailOnly(link("email"))).toBe(true);
    expect(ids(builtinMethodsFor(login(["email"])))).toEqual(["email", "code"]);
  });

  it("anything else may use another method: another entry, another link, a redirect back, a wallet to connect", () => {
    expect(emailOnly(login(["email", "google"]))).toBe(false);
    expect(emailOnly(login(["sms"]))).toBe(false);
    expect(emailOnly(login(["email", "crossApp"]))).toBe(false);
    expect(emailOnly({ requireTermsAcceptance: false, mode: "login" })).toBe(false);
    expect(emailOnly(link("phone"))).toBe(false);
    expect(emailOnly(link("wallet"))).toBe(false);
    expect(emailOnly(login(["email"], { resumeOAuth: "google" }))).toBe(false);
    expect(emailOnly(login(["email"], { connectWalletOnly: true }))).toBe(false);
    expect(emailOnly(login(["email"], { walletListOverride: { preSelectedWalletId: "metamask" } }))).toBe(false);
  });

  it("loads the whole built-in list for those, in the built-in order", async () => {
    await loadBuiltinMethods();
    expect(ids(builtinMethodsFor(login(["email", "google"])))).toEqual(ids(builtinClientMethods));
    expect(ids(builtinClientMethods)).toEqual([
      "email",
      "sms",
      "code",
      "passkey",
      "oauth",
      "telegram",
      "wallet",
      "farcaster",
    ]);
  });
});
