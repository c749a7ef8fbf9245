import { defineOAuthProvider } from "./OAuthProviderDefinition.ts";

/** Google: OpenID Connect; the account chooser is always shown. */
export const google = defineOAuthProvider({
  name: "google",
  label: "Google",
  accountLabel: "Google",
  icon: {
    svg: { fill: "none", "stroke-width": 3, "stroke-linecap": "round" },
    children: [
      ["path", { d: "M19.5 8.2A8 8 0 0 0 5 7.4", stroke: "#EA4335" }],
      ["path", { d: "M5 7.4a8 8 0 0 0 0 9.2", stroke: "#FBBC05" }],
      ["path", { d: "M5 16.6a8 8 0 0 0 13.2.9", stroke: "#34A853" }],
      ["path", { d: "M18.2 17.5A8 8 0 0 0 20 12h-7.5", stroke: "#4285F4" }],
    ],
  },
  server: {
    issuer: "https://accounts.google.com",
    authorization_endpoint: "https://accounts.google.com/o/oauth2/v2/auth",
    token_endpoint: "https://oauth2.googleapis.com/token",
    userinfo_endpoint: "https://openidconnect.googleapis.com/v1/userinfo",
    scopes: ["openid", "email", "profile"],
    authorization_parameters: { prompt: "select_account" },
  },
});
