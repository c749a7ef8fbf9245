/** Where the demo's Foyer server listens and which app it signs into. */
export const serverUrl = (import.meta.env.VITE_FOYER_SERVER_URL || "http://localhost:8787").replace(/\/+$/, "");
export const appId = import.meta.env.VITE_FOYER_APP_ID || "foyer-dev";
