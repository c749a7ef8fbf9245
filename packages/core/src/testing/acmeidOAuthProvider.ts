// The registry's siblings, as a built-in file imports them (not @foyer/core, whose entry loads the registry
// this provider is being added to).
import { defineOAuthProvider } from "../providers/oauth/OAuthProviderDefinition.ts";
import { text } from "../providers/oauth/profileReaders.ts";

/**
 * A provider written as a built-in one is (packages/core/src/providers/oauth/<name>.ts), for the tests that
 * adding a provider takes this file and one registry line (server: plugins/oauth/addingProvider.test.ts; login
 * screen: packages/react/src/screens/login/registryConsumers.test.tsx). Not exported by any entry. Its own
 * profile mapper builds the picture URL, so the test can tell that the mapper of this file ran.
 */
export const acmeid = defineOAuthProvider({
  name: "acmeid",
  label: "Acme ID",
  accountLabel: "Acme account",
  icon: {
    svg: { fill: "none", "stroke-width": 2 },
    children: [
      ["circle", { cx: 12, cy: 12, r: 9, stroke: "#B45309" }],
      ["path", { d: "M8 16l4-9 4 9M9.5 13h5", stroke: "#B45309" }],
    ],
  },
  server: {
    issuer: "https://id.acme.example",
    authorization_endpoint: "https://id.acme.example/auth",
    token_endpoint: "https://id.acme.example/token",
    userinfo_endpoint: "https://id.acme.example/me",
    scopes: ["openid", "email", "profile"],
  },
  mapProfile: (profile) => ({
    subject: text(profile.sub),
    email: text(profile.email),
    name: text(profile.name),
    username: text(profile.preferred_username),
    picture: text(profile.sub) && `https://id.acme.example/avatars/${profile.sub}.png`,
  }),
});
