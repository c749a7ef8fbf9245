import { defineOAuthProvider } from "./OAuthProviderDefinition.ts";
import { object, text } from "./profileReaders.ts";

/** TikTok: names the client id `client_key` and joins scopes with commas; no email. */
export const tiktok = defineOAuthProvider({
  name: "tiktok",
  label: "TikTok",
  accountLabel: "TikTok",
  icon: { badge: "#111111" },
  server: {
    issuer: "https://www.tiktok.com",
    authorization_endpoint: "https://www.tiktok.com/v2/auth/authorize/",
    token_endpoint: "https://open.tiktokapis.com/v2/oauth/token/",
    userinfo_endpoint: "https://open.tiktokapis.com/v2/user/info/?fields=open_id,avatar_url,display_name,username",
    scopes: ["user.info.basic"],
    scope_separator: ",",
    client_id_parameter: "client_key",
  },
  mapProfile(profile) {
    const user = object(object(profile.data).user);
    return {
      subject: text(user.open_id),
      email: null,
      name: text(user.display_name),
      username: text(user.username),
      picture: text(user.avatar_url),
    };
  },
});
