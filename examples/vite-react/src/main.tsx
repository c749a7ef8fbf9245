import { FoyerProvider } from "@foyer/react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App.tsx";
import "./index.css";

// The Foyer server: `npx @foyer/server` in development (FOYER_ENV=development) serves the app "foyer-dev".
const serverUrl = import.meta.env.VITE_FOYER_SERVER_URL ?? "http://localhost:8787";
const appId = import.meta.env.VITE_FOYER_APP_ID ?? "foyer-dev";

createRoot(document.getElementById("root") as HTMLElement).render(
  <StrictMode>
    <FoyerProvider appId={appId} serverUrl={serverUrl} config={{ loginMethods: ["email"] }}>
      <App />
    </FoyerProvider>
  </StrictMode>,
);
