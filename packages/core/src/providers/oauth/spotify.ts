import { defineOAuthProvider } from "./OAuthProviderDefinition.ts";
import { first, text } from "./profileReaders.ts";

/** Spotify: OAuth 2; the Web API's `me` is the profile. */
export const spotify = defineOAuthProvider({
  name: "spotify",
  label: "Spotify",
  accountLabel: "Spotify",
  icon: { badge: "#1DB954" },
  server: {
    issuer: "https://accounts.spotify.com",
    authorization_endpoint: "https://accounts.spotify.com/authorize",
    token_endpoint: "https://accounts.spotify.com/api/token",
    userinfo_endpoint: "https://api.spotify.com/v1/me",
    scopes: ["user-read-email", "user-read-private"],
  },
  mapProfile: (profile) => ({
    subject: text(profile.id),
    email: text(profile.email),
    name: text(profile.display_name),
    username: text(profile.id),
    picture: text(first(profile.images).url),
  }),
});
