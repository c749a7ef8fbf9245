// The embedded-wallet screens' texts (spec 001 §2): the created screen for an existing user, the signature
// confirmation, and 'Connecting to your wallet' failing; asserted on each screen's rendered text.
import { describe, expect, it } from "vitest";
import { embeddedWalletLoginState } from "../../provider/embeddedWalletLoginState.ts";
import { renderScreenText } from "../../testing/renderScreenText.tsx";
import { loadSuccessTexts, SuccessScreen } from "../success/SuccessScreen.tsx";
import { EmbeddedConnectScreen } from "./EmbeddedConnectScreen.tsx";
import { SignatureConfirmScreen } from "./SignatureConfirmScreen.tsx";

describe("embedded wallet screens", () => {
  it("after creating a wallet: 'All set!' and 'Your account is secured.' for an existing user", async () => {
    // Loaded with the wallet creation on login (modal/createLoginFlow.tsx), before the success screen shows.
    await loadSuccessTexts();
    const text = renderScreenText(<SuccessScreen step={{ name: "success" }} />, {
      controllerState: { signedIn: { isNewUser: false } },
      withStore: (store) => embeddedWalletLoginState.markCreated(store, true),
    });
    expect(text).toContain("All set!");
    expect(text).toContain("Your account is secured.");
  });

  it("the signature confirmation names the app and the short address", () => {
    const text = renderScreenText(
      <SignatureConfirmScreen
        state={{
          title: "wallet.signTypedDataTitle",
          app: "Acme",
          address: "0x1234567890abcdef1234567890abcdef12345678",
          body: "{}",
          status: "reviewing",
        }}
        send={() => {}}
      />,
    );
    expect(text).toContain("Sign typed data");
    expect(text).toContain("Acme wants you to sign with 0x1234…5678.");
  });

  it("connecting, then its error: 'Something went wrong. We're on it. Please try again later.'", () => {
    const screen = (status: "connecting" | "error") =>
      renderScreenText(<EmbeddedConnectScreen state={{ status, error: null }} send={() => {}} />);
    expect(screen("connecting")).toContain("Connecting to your wallet");
    expect(screen("error")).toContain("Something went wrong. We're on it. Please try again later.");
  });
});
