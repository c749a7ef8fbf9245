import { defineOAuthProvider } from "./OAuthProviderDefinition.ts";
import { text } from "./profileReaders.ts";

/** GitHub: OAuth 2 (not OpenID); the profile comes from the REST API. */
export const github = defineOAuthProvider({
  name: "github",
  label: "GitHub",
  accountLabel: "GitHub",
  icon: {
    children: [
      ["circle", { cx: 12, cy: 12, r: 10, fill: "#181717" }],
      [
        "path",
        {
          d: "M9.5 19.5v-2.3c-2.2.5-2.7-1-2.7-1M9.5 17.2c-1.8-.2-3.3-1-3.3-4 0-.9.3-1.6.8-2.1-.1-.3-.3-1.1.1-2.1 0 0 .7-.2 2.2.8a7.6 7.6 0 0 1 4 0c1.5-1 2.2-.8 2.2-.8.4 1 .2 1.8.1 2.1.5.5.8 1.2.8 2.1 0 3-1.5 3.8-3.3 4 .3.3.5.8.5 1.5v1.6",
          fill: "none",
          stroke: "#fff",
          "stroke-width": 1.3,
          "stroke-linecap": "round",
        },
      ],
    ],
  },
  server: {
    issuer: "https://github.com",
    authorization_endpoint: "https://github.com/login/oauth/authorize",
    token_endpoint: "https://github.com/login/oauth/access_token",
    userinfo_endpoint: "https://api.github.com/user",
    scopes: ["read:user", "user:email"],
  },
  mapProfile: (profile) => ({
    subject: text(profile.id),
    email: text(profile.email),
    name: text(profile.name),
    username: text(profile.login),
    picture: text(profile.avatar_url),
  }),
});
