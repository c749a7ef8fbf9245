import { defineOAuthProvider } from "./OAuthProviderDefinition.ts";
import { text } from "./profileReaders.ts";

/** LINE Login v2.1: signs web-login ID tokens with the channel secret (HS256). */
export const line = defineOAuthProvider({
  name: "line",
  label: "LINE",
  accountLabel: "LINE",
  icon: { badge: "#06C755" },
  server: {
    issuer: "https://access.line.me",
    authorization_endpoint: "https://access.line.me/oauth2/v2.1/authorize",
    token_endpoint: "https://api.line.me/oauth2/v2.1/token",
    userinfo_endpoint: "https://api.line.me/v2/profile",
    scopes: ["openid", "profile", "email"],
    id_token_signed_response_alg: "HS256",
  },
  mapProfile: (profile) => ({
    subject: text(profile.userId),
    email: null,
    name: text(profile.displayName),
    username: null,
    picture: text(profile.pictureUrl),
  }),
});
