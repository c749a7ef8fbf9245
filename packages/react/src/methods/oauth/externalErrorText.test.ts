import { describe, expect, it } from "vitest";
import { installKit } from "../../kit/kit.ts";
import { modalKit } from "../../modal/modalKit.ts";
import { oauthErrorText, telegramErrorText } from "./externalErrorText.ts";

// The modal loaded: its parts installed, as these texts find them (unit files share one module graph, so a file
// must not rely on another having installed the kit first).
installKit(modalKit);

const err = (code: string, message = "server says") => ({ code, message, status: 400 }) as never;

describe("OAuth and Telegram error lines (spec 000 §8)", () => {
  it("maps OAuth codes to the spec's texts", () => {
    expect(oauthErrorText(err("oauth_unexpected"))).toBe("Unexpected auth flow. This may be a phishing attempt.");
    expect(oauthErrorText(err("oauth_user_denied"))).toBe("User denied confirmation during OAuth flow");
    expect(oauthErrorText(err("invalid_credentials"))).toBe("Invalid code during OAuth flow.");
    expect(oauthErrorText(err("unknown_auth_error"))).toBe("Unable to authorize user");
  });
  it("maps Telegram codes to the spec's texts", () => {
    expect(telegramErrorText(err("linked_to_another_user"))).toBe(
      "This account has already been linked to another user.",
    );
    expect(telegramErrorText(err("disallowed_login_method"))).toBe("Login with Telegram not allowed.");
    expect(telegramErrorText(err("too_many_requests"))).toBe("Too many requests. Please wait before trying again.");
    expect(telegramErrorText(err("invalid_credentials"))).toBe("Something went wrong. Try again.");
  });
});
