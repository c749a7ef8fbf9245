import { defineOAuthProvider } from "./OAuthProviderDefinition.ts";
import { object, text } from "./profileReaders.ts";

/** X (Twitter): OAuth 2 with PKCE; the profile comes from the v2 API and carries no email. */
export const twitter = defineOAuthProvider({
  name: "twitter",
  label: "X",
  accountLabel: "Twitter",
  icon: {
    svg: { fill: "none", stroke: "currentColor", "stroke-width": 2, "stroke-linecap": "round" },
    children: [["path", { d: "M5 4.5 19 19.5M19 4.5l-5.8 6.4M10.8 13.1 5 19.5" }]],
  },
  server: {
    issuer: "https://twitter.com",
    authorization_endpoint: "https://twitter.com/i/oauth2/authorize",
    token_endpoint: "https://api.twitter.com/2/oauth2/token",
    userinfo_endpoint: "https://api.twitter.com/2/users/me?user.fields=profile_image_url",
    scopes: ["users.read", "tweet.read"],
    // X requires HTTP Basic for confidential clients.
    token_endpoint_auth_method: "client_secret_basic",
  },
  mapProfile(profile) {
    const data = object(profile.data);
    return {
      subject: text(data.id),
      email: null,
      name: text(data.name),
      username: text(data.username),
      picture: text(data.profile_image_url),
    };
  },
});
