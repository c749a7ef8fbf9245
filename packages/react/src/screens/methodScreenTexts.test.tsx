// The user-visible texts of the code, email, success, OAuth, Telegram and transfer screens in the
// states that show them (spec 000 §2, §8), asserted on each screen's rendered text. Journeys cover the happy
// paths; these are the states they do not reach cheaply.
import { type CodeEntryState, codeEntryMachine, type FlowError } from "@foyer/core/login";
import { beforeAll, describe, expect, it } from "vitest";
import { wireAppConfigFixture } from "../../../core/src/testing/wireAppConfigFixture.ts";
import { OAuthScreen } from "../methods/oauth/OAuthScreen.tsx";
import { CodeScreen } from "../methods/passwordless/CodeScreen.tsx";
import { smsPart } from "../methods/sms/loadSmsPart.ts";
import { TelegramScreen } from "../methods/telegram/TelegramScreen.tsx";
import { renderScreenText } from "../testing/renderScreenText.tsx";
import { AccountTransferScreen } from "./gating/AccountTransferScreen.tsx";
import { loadSuccessTexts, SuccessScreen } from "./success/SuccessScreen.tsx";

const error = (code: FlowError["code"], message = "x"): FlowError => ({ code, message, status: null });
const code = (over: Partial<CodeEntryState>): CodeEntryState => ({ ...codeEntryMachine.initial().state, ...over });
// A code sent to a phone comes from the SMS method, whose part (with the phone's texts) an opening that can send
// one has loaded before it started.
beforeAll(() => smsPart.load());

const codeScreen = (state: CodeEntryState, channel?: "sms" | "whatsapp") =>
  renderScreenText(
    <CodeScreen
      step={{
        name: "code",
        ...state,
        ...(channel ? { email: "+447700900123", channel } : { email: "ada@example.com" }),
      }}
    />,
  );

describe("code screen", () => {
  it("titles the screen and says 'Code sent' during the cooldown", () => {
    const text = codeScreen(code({}));
    expect(text).toContain("Enter confirmation code");
    expect(text).toContain("Code sent");
    // The six boxes as assistive technology names them.
    expect(text).toContain("Confirmation code");
    expect(text).toContain("Digit 1 of 6");
  });

  it("shows each error line of spec 000 §8 'Code entry'", () => {
    expect(codeScreen(code({ status: "error", error: { kind: "not_numeric" } }))).toContain("Code should be numeric");
    expect(codeScreen(code({ status: "error", error: { kind: "issue_verifying" } }))).toContain("Issue verifying code");
    expect(codeScreen(code({ resend: "ready", error: { kind: "resend_failed" } }))).toContain(
      "Could not send a new code",
    );
    expect(codeScreen(code({ resend: "ready", error: { kind: "code_expired" } }))).toContain(
      "This code has expired. Request a new code.",
    );
  });

  it("offers 'Resend code' after the cooldown, counts a server wait down, and shows progress", () => {
    expect(codeScreen(code({ resend: "ready" }))).toContain("Didn't get an email? Resend code");
    expect(codeScreen(code({ resend: "ready" }), "sms")).toContain("Didn't get a code?");
    expect(codeScreen(code({}), "sms")).toContain(
      "Please check +447700900123 for an SMS from Acme and enter your code below.",
    );
    expect(codeScreen(code({}), "whatsapp")).toContain(
      "Please check WhatsApp on +447700900123 for a message from Acme and enter your code below.",
    );
    expect(codeScreen(code({ resend: "sending" }))).toContain("Sending…");
    expect(codeScreen(code({ resend: "waiting", resendIn: 12 }))).toContain("Resend code in 12 s");
    expect(codeScreen(code({ status: "submitting" }))).toContain("Verifying…");
  });
});

describe("success screen", () => {
  it("'You're logged in', and what was linked in link mode", async () => {
    // The texts after a link load before a link opening starts (modal/createLoginFlow.tsx).
    await loadSuccessTexts();
    expect(renderScreenText(<SuccessScreen step={{ name: "success" }} />)).toContain("You're logged in");
    const linked = (linkMethod: string) =>
      renderScreenText(<SuccessScreen step={{ name: "success", linked: true }} />, {
        controllerState: { linkMethod },
      });
    expect(linked("email")).toContain("The email is now linked to your account.");
    expect(linked("phone")).toContain("The phone number is now linked to your account.");
    expect(linked("passkey")).toContain("The passkey is now linked to your account.");
  });
});

describe("OAuth and Telegram status screens", () => {
  it("say where the user continues, and that the window is open", () => {
    const oauth = (status: "idle" | "pending") =>
      renderScreenText(<OAuthScreen step={{ name: "oauth", provider: "google", status, error: null }} />, {
        // The provider is named as the app config presents it (the server's registry file).
        server: { oauth_providers: wireAppConfigFixture({ google_oauth: true }).oauth_providers },
      });
    expect(oauth("idle")).toContain("You will continue in a Google window.");
    expect(oauth("pending")).toContain("Complete the sign-in in the Google window.");
    const telegram = (status: "idle" | "pending", mode = "login") =>
      renderScreenText(<TelegramScreen step={{ name: "telegram", status, error: null }} />, {
        controllerState: { mode },
      });
    expect(telegram("idle")).toContain("You will continue in a Telegram window.");
    expect(telegram("pending")).toContain("Confirm the login in the Telegram window.");
    expect(telegram("idle", "link")).toContain("Link Telegram");
  });
});

describe("account transfer screen", () => {
  const transfer = (stage: "assetWarning" | "success") =>
    renderScreenText(
      <AccountTransferScreen
        step={{
          name: "accountTransfer",
          error: error("account_transfer_required"),
          transfer: {
            nonce: "n",
            account: { type: "email", address: "ada@example.com" },
            embeddedWalletAddress: "0x1111111111111111111111111111111111111111",
            stage,
            copied: false,
            warned: stage === "assetWarning",
          },
        }}
      />,
    );
  it("warns about the other account's assets, then reports the transfer", () => {
    expect(transfer("assetWarning")).toContain(
      "Assets in the other account will not be transferred and may be lost. Log into that account to move them first, or check its address on a block explorer.",
    );
    expect(transfer("assetWarning")).toContain("Other account's wallet");
    expect(transfer("success")).toContain("The account was transferred to you.");
  });
});
