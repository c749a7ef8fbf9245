import { FoyerProvider } from "@foyer/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App.tsx";
import { accentParam, appId, serverUrl, themeParam } from "./demoEnv.ts";
import "./styles.css";

const root = document.getElementById("root");
if (!root) throw new Error("#root is missing");

createRoot(root).render(
  <StrictMode>
    <FoyerProvider
      appId={appId}
      serverUrl={serverUrl}
      config={{
        loginMethods: ["email", "sms", "passkey"],
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
