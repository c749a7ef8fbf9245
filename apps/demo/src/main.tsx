import { FoyerProvider, handleOAuthRedirect } from "@foyer/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App.tsx";
import { accentParam, appId, oauthModeParam, serverUrl, themeParam } from "./demoEnv.ts";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing");

// In the OAuth popup this page only hands the provider's answer back to the opener, then closes.
if (!handleOAuthRedirect()) renderDemo(root);

function renderDemo(root: HTMLElement) {
  createRoot(root).render(
    <StrictMode>
      <FoyerProvider
        appId={appId}
        serverUrl={serverUrl}
        config={{
          loginMethods: ["email", "google", "sms", "passkey", "github", "discord", "twitter", "apple", "telegram"],
          oauth: { mode: oauthModeParam },
          appearance: {
            loginMessage: "Sign in to try Foyer: email and phone codes arrive in the dev mailbox.",
            theme: themeParam as "light" | "dark" | `#${string}` | undefined,
            accentColor: accentParam as `#${string}` | undefined,
          },
        }}
      >
        <App />
      </FoyerProvider>
    </StrictMode>,
  );
}
