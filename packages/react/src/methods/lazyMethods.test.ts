// The SMS, passkey, OAuth and Telegram methods' machines load with the openings that offer them (issue 19): an
// email-only opening fetches none, and an opening that offers one has it before it starts, so its click (a
// popup, a WebAuthn ceremony) runs in the click's own task.
import { definitionOf, type LoginControllerOptions, loadNeededMethods } from "@foyer/core/runtime/login";
import { describe, expect, it } from "vitest";
import { builtinClientMethods } from "./builtinClientMethods.ts";

const byId = (id: string) => builtinClientMethods.find((m) => m.id === id)!;
const login = (offered: string[], extra: Partial<LoginControllerOptions> = {}): LoginControllerOptions => ({
  requireTermsAcceptance: false,
  mode: "login",
  offered,
  ...extra,
});
const LAZY = ["sms", "passkey", "oauth", "telegram"];

describe("lazily loaded login methods", () => {
  it("an email-only opening needs none of them, and none is at hand", () => {
    expect(loadNeededMethods(builtinClientMethods, login(["email"]))).toBeNull();
    for (const id of LAZY) expect(definitionOf(byId(id))).toBeUndefined();
    expect(definitionOf(byId("email"))?.id).toBe("email");
  });

  it("the methods an opening starts on are needed: offered, linked, or a redirect coming back", () => {
    const needed = (options: LoginControllerOptions) =>
      builtinClientMethods.filter((m) => m.neededFor?.(options)).map((m) => m.id);
    expect(needed(login(["email", "google"]))).toEqual(["oauth"]);
    expect(needed(login(["email"], { resumeOAuth: "google" }))).toEqual(["oauth"]);
    for (const entry of ["sso", "crossApp", "customOAuth"]) expect(needed(login(["email", entry]))).toEqual(["oauth"]);
    expect(needed(login(["sms", "passkey", "telegram"]))).toEqual(["sms", "passkey", "telegram"]);
    expect(needed(login([], { mode: "link", linkMethod: "phone" }))).toEqual(["sms"]);
    expect(needed(login([], { mode: "link", linkMethod: "passkey" }))).toEqual(["passkey"]);
  });

  it("an opening offering them loads their machines before it starts", async () => {
    const loading = loadNeededMethods(builtinClientMethods, login(["email", "sms", "passkey", "github", "telegram"]));
    expect(loading).not.toBeNull();
    await loading;
    expect(LAZY.map((id) => definitionOf(byId(id))?.id)).toEqual(["sms", "passkey", "oauth", "telegram"]);
  });
});
