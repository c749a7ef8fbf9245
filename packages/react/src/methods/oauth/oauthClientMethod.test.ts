import { isOAuthMethodName } from "@foyer/core/config";
import { describe, expect, it } from "vitest";
import { type ClientLoginMethod, drawsEntry, methodDrawing } from "../../provider/ClientLoginMethod.ts";
import { methodHelpers } from "../openingMethods.ts";
import { oauthClientMethod as oauthClientMethodOf } from "./oauthClientMethod.ts";

const oauthClientMethod = oauthClientMethodOf(methodHelpers);

describe("the OAuth method's entries", () => {
  it("are the names of a provider's shape, as resolveConfig's rule (isOAuthMethodName) says", () => {
    const names = ["google", "acmeid", "line2", "email", "sms", "wallet", "passkey", "telegram", "farcaster"];
    for (const name of [...names, "magic_word", "Google", "custom:acme", "sso", "2fa", ""]) {
      expect(drawsEntry(oauthClientMethod, name), name).toBe(isOAuthMethodName(name));
    }
    expect(isOAuthMethodName("acmeid")).toBe(true);
    expect(isOAuthMethodName("email")).toBe(false);
    expect(isOAuthMethodName("magic_word")).toBe(false);
  });

  it("give way to a host method that lists a provider-shaped name itself", () => {
    const host: ClientLoginMethod = { id: "magicword", entries: ["magicword"] } as ClientLoginMethod;
    expect(methodDrawing([oauthClientMethod, host], "magicword")).toBe(host);
    expect(methodDrawing([oauthClientMethod, host], "github")).toBe(oauthClientMethod);
  });
});
