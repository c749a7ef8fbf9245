// The user-visible texts screens render (spec 000 §2, §8), asserted on each screen's static markup in the
// states that show them: a text no journey reaches cheaply (gating defaults, wallet stages, passkey and
// captcha errors) is checked here, on the screen itself rather than on its catalogue entry.
import type { FlowError, LoginStep } from "@foyer/core/login";
import { type WalletFlowState, walletConnectMachine } from "@foyer/core/wallets";
import { describe, expect, it } from "vitest";
import { renderScreenText } from "../testing/renderScreenText.tsx";
import { CaptchaScreen } from "./captcha/CaptchaScreen.tsx";
import { AccountNotFoundScreen } from "./gating/AccountNotFoundScreen.tsx";
import { AllowlistScreen } from "./gating/AllowlistScreen.tsx";
import { UserLimitScreen } from "./gating/UserLimitScreen.tsx";
import { PasskeyScreen } from "./passkey/PasskeyScreen.tsx";
import { InstallWalletScreen } from "./wallets/InstallWalletScreen.tsx";
import { LedgerChoiceScreen } from "./wallets/LedgerChoiceScreen.tsx";
import { MobileRedirectScreen } from "./wallets/MobileRedirectScreen.tsx";
import { WalletRow } from "./wallets/WalletRow.tsx";
import { WalletStatusScreen } from "./wallets/WalletStatusScreen.tsx";
import { walletErrorText } from "./wallets/walletErrorText.ts";

const render = (element: Parameters<typeof renderScreenText>[0], options?: { walletConnect?: boolean }) =>
  renderScreenText(element, options);

const error = (code: FlowError["code"], message = "x"): FlowError => ({ code, message, status: null });
const option = {
  key: "metamask:0",
  walletClientType: "metamask",
  name: "MetaMask",
  icon: "data:image/png;base64,AA",
  targets: [],
  installLink: "https://metamask.io/download",
  mobileBrowseLink: "https://metamask.app.link/dapp/x",
  mobileLinks: { universal: "https://metamask.app.link" },
  lastUsed: false,
};
const choice = {
  chain: "ethereum" as const,
  connectorType: "injected" as const,
  walletClientType: "metamask",
  name: "MetaMask",
  icon: option.icon,
};
const flow = (over: Partial<WalletFlowState>): WalletFlowState => ({
  ...walletConnectMachine.initial({ purpose: "login" }).state,
  option,
  choice,
  ...over,
});
const walletFailure = (kind: "user_exists" | "user_limit_reached" | "not_configured" | "connection") => ({
  kind,
  retryable: kind === "connection",
  cause: error("generic_connect_wallet_error"),
});

describe("gating screens", () => {
  it("allowlist rejection: the defaults, when the app's allowlist config sets none", () => {
    const text = render(<AllowlistScreen step={{ name: "allowlist" } as never} />);
    expect(text).toContain("You don't have access to this app");
    expect(text).toContain("Have you been invited?");
    expect(text).toContain("Try another account");
  });

  it("user limit and account not found", () => {
    expect(render(<UserLimitScreen step={{ name: "userLimit" } as never} />)).toContain(
      "This app is in development mode and has reached its user limit. It must be upgraded to production.",
    );
    const notFound = render(<AccountNotFoundScreen step={{ name: "accountNotFound" } as never} />);
    expect(notFound).toContain("Account not found");
    expect(notFound).toContain("Please try logging in again or go to Acme to create an account.");
    expect(notFound).toContain("Try logging in again");
  });
});

describe("passkey status screen", () => {
  const screen = (step: Partial<Extract<LoginStep, { name: "passkey" }>>) =>
    render(<PasskeyScreen step={{ name: "passkey", action: "login", status: "idle", error: null, ...step }} />);
  it("shows the spec's error lines", () => {
    expect(screen({ status: "failed", error: error("client_request_timeout") })).toContain(
      "Passkey request timed out or rejected by user.",
    );
    expect(screen({ status: "failed", error: error("unknown_auth_error") })).toContain("An unknown error occurred.");
    expect(screen({ status: "failed", error: error("cannot_link_more_of_type") })).toContain(
      "Cannot link more passkeys to account.",
    );
  });
  it("names what the browser will ask, per action", () => {
    expect(screen({})).toContain("Use your device's screen lock, security key or password manager.");
    expect(screen({ status: "pending" })).toContain("Follow the prompt from your browser or device.");
    expect(screen({ action: "signup" })).toContain("Create a passkey");
  });
});

describe("captcha screen", () => {
  it("advises disabling an adblocker or VPN once retries run out", () => {
    const captcha = {
      status: "error" as const,
      retriesLeft: 0,
      userIntentRequired: false,
      polls: 0,
      phase: "idle" as const,
      error: error("captcha_failure"),
      token: null,
    };
    const text = render(
      <CaptchaScreen step={{ name: "captcha", email: "a@b.c", purpose: "sendCode", captcha } as never} />,
    );
    expect(text).toContain("You did not pass CAPTCHA. Please try again.");
    expect(text).toContain(
      "If you use an adblocker or a VPN, try disabling it and reloading the page; they can stop the check from loading.",
    );
  });
});

describe("wallet status screen", () => {
  it("names a -32603 failure and a wallet the app has no connector for", () => {
    expect(walletErrorText({ kind: "preparing" } as never, "MetaMask")).toBe(
      "There was an issue preparing your transaction",
    );
    expect(walletErrorText({ kind: "not_configured" } as never, "Coinbase Wallet")).toBe(
      "Coinbase Wallet is not set up for this app.",
    );
  });

  it("asks to sign (Sign to verify) and offers another wallet", () => {
    const text = render(<WalletStatusScreen flow={flow({ screen: "status", stage: "signPrompt" })} />);
    expect(text).toContain("Sign to verify");
    expect(text).toContain("Sign the message in your wallet to verify it belongs to you.");
    expect(text).toContain("Sign with your wallet");
    expect(text).toContain("Use a different wallet");
  });

  it("MetaMask's reset link when it failed or is slow to answer; none for other wallets", () => {
    const metamask = { ...choice, walletClientType: "metamask" };
    const failed = flow({ choice: metamask, screen: "status", stage: "failed", error: walletFailure("connection") });
    expect(render(<WalletStatusScreen flow={failed} />)).toContain("Reset MetaMask connection");
    const slow = flow({ choice: metamask, screen: "status", stage: "connecting", stillHere: true });
    expect(render(<WalletStatusScreen flow={slow} />)).toContain("Reset MetaMask connection");
    const other = flow({ choice: { ...choice, walletClientType: "rabby" }, screen: "status", stage: "failed" });
    expect(render(<WalletStatusScreen flow={{ ...other, error: walletFailure("connection") }} />)).not.toContain(
      "Reset",
    );
  });

  it("says 'You're good to go!' when signed in", () => {
    expect(render(<WalletStatusScreen flow={flow({ screen: "status", stage: "done" })} />)).toContain(
      "You're good to go!",
    );
  });

  it("names the failure; from 2 retries 'Unable to connect wallet'", () => {
    const failed = (kind: Parameters<typeof walletFailure>[0], retries = 0) =>
      render(
        <WalletStatusScreen
          flow={flow({ screen: "status", stage: "failed", error: walletFailure(kind) as never, retries })}
        />,
      );
    expect(failed("user_exists")).toContain("User already exists for this address");
    expect(failed("user_limit_reached")).toContain("Unable to link: maximum number of linked wallets");
    expect(failed("connection", 2)).toContain("Unable to connect wallet");
  });

  it("the QR-based protocol: scan title, 'Open in app' on phones, 'Still here?' with WalletConnect", () => {
    const pairing = flow({
      screen: "status",
      stage: "connecting",
      pairingUri: "wc:abc@2?relay-protocol=irn",
      mobile: true,
    });
    const text = render(<WalletStatusScreen flow={pairing} />);
    expect(text).toContain("Scan code to connect to MetaMask");
    expect(text).toContain("Open in app");
    const stillHere = render(
      <WalletStatusScreen flow={flow({ screen: "status", stage: "connecting", stillHere: true })} />,
      { walletConnect: true },
    );
    expect(stillHere).toContain("Use WalletConnect instead");
  });
});

describe("wallet list row", () => {
  it("marks the last used wallet", () => {
    expect(render(<WalletRow option={{ ...option, lastUsed: true }} onSelect={() => {}} />)).toContain("Last used");
    expect(render(<WalletRow option={option} onSelect={() => {}} />)).not.toContain("Last used");
  });
});

describe("install, Ledger and mobile redirect screens", () => {
  it("install: the three steps; without wallet data, 'Wallet data is missing'", () => {
    const text = render(<InstallWalletScreen flow={flow({ screen: "install" })} />);
    expect(text).toContain("Set up a wallet and store your recovery phrase somewhere safe.");
    expect(text).toContain("Reload this page.");
    expect(render(<InstallWalletScreen flow={flow({ screen: "install", option: null })} />)).toContain(
      "Wallet data is missing",
    );
  });

  it("Ledger choice", () => {
    const text = render(<LedgerChoiceScreen />);
    expect(text).toContain("Continue without Ledger");
    expect(text).toContain("Sign in with a Ledger connected to Phantom, or with Phantom alone.");
  });

  it("mobile redirect: 'Redirecting to {wallet} Mobile Wallet', then 'Go to App Store'", () => {
    expect(render(<MobileRedirectScreen flow={flow({ screen: "redirect" })} onOpen={() => {}} />)).toContain(
      "Redirecting to MetaMask Mobile Wallet",
    );
    expect(
      render(<MobileRedirectScreen flow={flow({ screen: "redirect", stillHere: true })} onOpen={() => {}} />),
    ).toContain("Go to App Store");
  });
});
