"use client";

import { FoyerProvider, sessionCookieFetch } from "@foyer/react";
import type { ReactNode } from "react";
import { foyerAppId, foyerServerUrl } from "../lib/foyer";

// Cookie sessions: the Foyer server keeps the refresh token in an httpOnly cookie and sets `foyer-token`,
// which this app's server components and route handlers read with verifyFoyerRequest.
const fetchWithCookies = sessionCookieFetch();

export function Providers({ children }: { children: ReactNode }) {
  return (
    <FoyerProvider
      appId={foyerAppId}
      serverUrl={foyerServerUrl}
      fetch={fetchWithCookies}
      config={{ loginMethods: ["email"] }}
    >
      {children}
    </FoyerProvider>
  );
}
