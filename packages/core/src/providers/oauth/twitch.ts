import { defineOAuthProvider } from "./OAuthProviderDefinition.ts";
import { first, text } from "./profileReaders.ts";

/** Twitch: the Helix API wants the client id as a header on the profile call. */
export const twitch = defineOAuthProvider({
  name: "twitch",
  label: "Twitch",
  accountLabel: "Twitch",
  icon: { badge: "#9146FF" },
  server: {
    issuer: "https://id.twitch.tv/oauth2",
    authorization_endpoint: "https://id.twitch.tv/oauth2/authorize",
    token_endpoint: "https://id.twitch.tv/oauth2/token",
    userinfo_endpoint: "https://api.twitch.tv/helix/users",
    scopes: ["user:read:email"],
    send_client_id_header: true,
  },
  mapProfile(profile) {
    const user = first(profile.data);
    return {
      subject: text(user.id),
      email: text(user.email),
      name: text(user.display_name),
      username: text(user.login),
      picture: text(user.profile_image_url),
    };
  },
});
