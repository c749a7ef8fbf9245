import { defineOAuthProvider } from "./OAuthProviderDefinition.ts";

/** LinkedIn: OpenID Connect ("Sign In with LinkedIn using OpenID Connect"). */
export const linkedin = defineOAuthProvider({
  name: "linkedin",
  label: "LinkedIn",
  accountLabel: "LinkedIn",
  icon: { badge: "#0A66C2" },
  server: {
    issuer: "https://www.linkedin.com/oauth",
    authorization_endpoint: "https://www.linkedin.com/oauth/v2/authorization",
    token_endpoint: "https://www.linkedin.com/oauth/v2/accessToken",
    userinfo_endpoint: "https://api.linkedin.com/v2/userinfo",
    scopes: ["openid", "profile", "email"],
  },
});
