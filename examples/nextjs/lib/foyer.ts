import { createFoyerJwks } from "@foyer/react/server";

/** The Foyer app this site signs users in to, as the browser reaches it (NEXT_PUBLIC_* is inlined at build). */
export const foyerAppId = process.env.NEXT_PUBLIC_FOYER_APP_ID ?? "foyer-dev";
export const foyerServerUrl = process.env.NEXT_PUBLIC_FOYER_SERVER_URL ?? "http://localhost:8787";

/** Server side only: the app's signing keys, fetched once per server process and cached. */
export const foyerServer = {
  appId: foyerAppId,
  serverUrl: foyerServerUrl,
  jwks: createFoyerJwks({ appId: foyerAppId, serverUrl: foyerServerUrl }),
};
