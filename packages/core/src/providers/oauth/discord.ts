import { defineOAuthProvider } from "./OAuthProviderDefinition.ts";
import { text } from "./profileReaders.ts";

/** Discord: OAuth 2; the email counts only when Discord says it is verified. */
export const discord = defineOAuthProvider({
  name: "discord",
  label: "Discord",
  accountLabel: "Discord",
  icon: {
    children: [
      [
        "path",
        { d: "M5 6.5 9 5l.6 1.2h4.8L15 5l4 1.5 2 9-3.6 2.5-1-1.6a10 10 0 0 1-8.8 0l-1 1.6L3 15.5z", fill: "#5865F2" },
      ],
      ["circle", { cx: 9.3, cy: 12, r: 1.4, fill: "#fff" }],
      ["circle", { cx: 14.7, cy: 12, r: 1.4, fill: "#fff" }],
    ],
  },
  server: {
    issuer: "https://discord.com",
    authorization_endpoint: "https://discord.com/oauth2/authorize",
    token_endpoint: "https://discord.com/api/oauth2/token",
    userinfo_endpoint: "https://discord.com/api/users/@me",
    scopes: ["identify", "email"],
  },
  mapProfile(profile) {
    const id = text(profile.id);
    const avatar = text(profile.avatar);
    return {
      subject: id,
      email: profile.verified === true ? text(profile.email) : null,
      name: text(profile.global_name),
      username: text(profile.username),
      picture: id && avatar ? `https://cdn.discordapp.com/avatars/${id}/${avatar}.png` : null,
    };
  },
});
