// The texts of the main login screen, the email and phone forms, the passkey choice and Farcaster's waiting
// states (spec 000 §2), asserted on each screen's rendered text in the state that shows them.
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { loadBuiltinEntries } from "../methods/builtinEntryCatalog.ts";
import { EmailForm } from "../methods/email/EmailForm.tsx";
import { FarcasterScreen } from "../methods/farcaster/FarcasterScreen.tsx";
import { PasskeyChoiceScreen } from "../methods/passkey/PasskeyChoiceScreen.tsx";
import { PasskeyScreen } from "../methods/passkey/PasskeyScreen.tsx";
import { PhoneScreen } from "../methods/sms/PhoneScreen.tsx";
import { renderScreenText } from "../testing/renderScreenText.tsx";
import { LoadingScreen } from "../ui/LoadingScreen.tsx";
import { LandingScreen } from "./login/LandingScreen.tsx";
import { TermsScreen } from "./terms/TermsScreen.tsx";

const legal = (terms: string | null, privacy: string | null) => ({
  termsAndConditionsUrl: terms,
  privacyPolicyUrl: privacy,
  requireTermsAcceptance: false,
});
const landing = (options: Parameters<typeof renderScreenText>[1]) =>
  renderScreenText(<LandingScreen step={{ name: "landing", form: { email: "", status: "idle", error: null } }} />, {
    ...options,
  });

// The lazily loaded methods' entries (passkey's) draw once their parts are loaded, as the modal loads them first.
beforeAll(loadBuiltinEntries);

describe("main login screen", () => {
  it("the terms footer, in each of its wordings", () => {
    const both = landing({ config: { legal: legal("https://x.test/t", "https://x.test/p") } });
    expect(both).toContain("By logging in I agree to the Terms & Privacy Policy");
    expect(landing({ config: { legal: legal("https://x.test/t", null) } })).toContain(
      "By logging in I agree to the Terms of Service",
    );
  });

  it("a passkey entry: 'I have a passkey', or 'Continue with passkey' when passkeys can sign up", () => {
    const methods = { loginMethods: ["email" as const, "passkey" as const], primaryLoginMethodCount: 2 };
    expect(landing({ config: methods })).toContain("I have a passkey");
    expect(landing({ config: methods, server: { passkeys_for_signup_enabled: true } })).toContain(
      "Continue with passkey",
    );
  });
});

describe("landing footer, terms failure, loading", () => {
  it("'Protected by Foyer' under the login list", () => {
    expect(landing({})).toContain("Protected by Foyer");
  });

  it("a failed Accept on the terms screen says so, and not while accepting again", () => {
    const terms = (step: { status: "idle" | "accepting"; failed?: boolean }) =>
      renderScreenText(<TermsScreen step={{ name: "terms", ...step }} />);
    expect(terms({ status: "idle", failed: true })).toContain("Could not save your choice. Please try again.");
    expect(terms({ status: "idle" })).not.toContain("Could not save your choice.");
    expect(terms({ status: "accepting", failed: true })).not.toContain("Could not save your choice.");
  });

  it("the loading screen is announced as 'Loading'", () => {
    expect(renderScreenText(<LoadingScreen />).trim()).toBe("Loading");
  });
});

describe("email and phone forms", () => {
  it("an invalid address, and the field's label", () => {
    const text = renderScreenText(
      <EmailForm form={{ email: "ada", status: "idle", error: { kind: "invalid_email" } }} />,
    );
    expect(text).toContain("Please enter a valid email address.");
    expect(text).toContain("Email address");
  });

  it("while sending, Submit says so to assistive technology", () => {
    expect(
      renderScreenText(<EmailForm form={{ email: "ada@example.com", status: "sending", error: null }} />),
    ).toContain("Sending code");
  });

  it("a refusal with a wait: Submit counts it down, on the email form and the phone screen alike", () => {
    const error = { kind: "too_many_requests" as const, retryAfter: 30 };
    expect(renderScreenText(<EmailForm form={{ email: "ada@example.com", status: "idle", error }} />)).toContain(
      "Try again in 30 s",
    );
    expect(
      renderScreenText(
        <PhoneScreen step={{ name: "phone", form: { phoneNumber: "", channel: "sms", status: "idle", error } }} />,
      ),
    ).toContain("Try again in 30 s");
  });

  it("an invalid phone number", () => {
    const text = renderScreenText(
      <PhoneScreen
        step={{
          name: "phone",
          form: { phoneNumber: "", channel: "sms", status: "idle", error: { kind: "invalid_phone" } },
        }}
      />,
    );
    expect(text).toContain("Please enter a valid phone number.");
  });

  it("the phone screen's titles and, with WhatsApp, the channel choice", () => {
    const phone = (mode: string, server?: Record<string, unknown>) =>
      renderScreenText(
        <PhoneScreen
          step={{ name: "phone", form: { phoneNumber: "", channel: "sms", status: "idle", error: null } }}
        />,
        { controllerState: { mode }, ...(server ? { server } : {}) },
      );
    expect(phone("login")).toContain("Log in with phone");
    expect(phone("link")).toContain("Link your phone number");
    expect(phone("login", { whatsapp_enabled: true })).toContain("Get the code by");
  });
});

describe("passkey screens", () => {
  it("'Log in or create a new account?' and the link title", () => {
    expect(renderScreenText(<PasskeyChoiceScreen step={{ name: "passkeyChoice" } as never} />)).toContain(
      "Log in or create a new account?",
    );
    expect(
      renderScreenText(<PasskeyScreen step={{ name: "passkey", action: "link", status: "idle", error: null }} />),
    ).toContain("Add a passkey");
  });
});

describe("Farcaster screen", () => {
  const farcaster = (status: "opening" | "verifying" | "waiting") =>
    renderScreenText(
      <FarcasterScreen
        step={{
          name: "farcaster",
          farcaster: {
            status,
            channel: { channelToken: "t", connectUri: "https://farcaster.xyz/~/siwf?channelToken=t" },
            error: null,
            copied: false,
          },
        }}
      />,
    );
  it("on a desktop asks to scan, with a link to copy", () => {
    expect(farcaster("waiting")).toContain("Sign in with Farcaster");
    expect(farcaster("waiting")).toContain("Scan with your phone's camera to continue.");
    expect(farcaster("waiting")).toContain("Copy link");
  });

  it("says what it is doing while it prepares and verifies, and labels the QR code", () => {
    expect(farcaster("opening")).toContain("Preparing your sign-in request");
    expect(farcaster("verifying")).toContain("Verifying your Farcaster account");
    expect(farcaster("waiting")).toContain("QR code to sign in with Farcaster");
  });

  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it("on a phone asks to approve in the app", () => {
    vi.stubGlobal("navigator", {
      userAgent: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148",
    });
    const text = farcaster("waiting");
    expect(text).toContain("Approve the sign-in in the Farcaster app.");
    expect(text).toContain("Open Farcaster app");
  });
});
