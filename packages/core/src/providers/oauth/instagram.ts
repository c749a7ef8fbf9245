import { defineOAuthProvider } from "./OAuthProviderDefinition.ts";
import { text } from "./profileReaders.ts";

/** Instagram (business login): the Graph API gives an id and a username, no email or name. */
export const instagram = defineOAuthProvider({
  name: "instagram",
  label: "Instagram",
  accountLabel: "Instagram",
  icon: { badge: "#E1306C" },
  server: {
    issuer: "https://www.instagram.com",
    authorization_endpoint: "https://www.instagram.com/oauth/authorize",
    token_endpoint: "https://api.instagram.com/oauth/access_token",
    userinfo_endpoint: "https://graph.instagram.com/me?fields=id,username",
    scopes: ["instagram_business_basic"],
  },
  mapProfile: (profile) => ({
    subject: text(profile.user_id) ?? text(profile.id),
    email: null,
    name: null,
    username: text(profile.username),
    picture: null,
  }),
});
