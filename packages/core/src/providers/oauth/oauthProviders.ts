import { apple } from "./apple.ts";
import { discord } from "./discord.ts";
import { github } from "./github.ts";
import { google } from "./google.ts";
import { instagram } from "./instagram.ts";
import { line } from "./line.ts";
import { linkedin } from "./linkedin.ts";
import type { OAuthProviderDefinition } from "./OAuthProviderDefinition.ts";
import { spotify } from "./spotify.ts";
import { tiktok } from "./tiktok.ts";
import { twitch } from "./twitch.ts";
import { twitter } from "./twitter.ts";

/**
 * The built-in OAuth providers (spec 000 §1), in their default order, client halves: the list every consumer
 * reads for names, labels and icons (app config flags, login screen, account labels, the local OpenID
 * provider). Their server halves are listed in oauthServerProviders.ts (server only). Adding a provider is its
 * file beside this one plus its line here and there (packages/server/README.md "Adding a provider").
 */
export const OAUTH_PROVIDERS = [
  google,
  twitter,
  discord,
  github,
  spotify,
  instagram,
  tiktok,
  line,
  twitch,
  linkedin,
  apple,
] as const satisfies readonly OAuthProviderDefinition[];

/** One built-in OAuth provider; its public app flag is `<name>_oauth`. */
export type OAuthProviderName = (typeof OAUTH_PROVIDERS)[number]["name"];

/** The built-in provider of that name, if any. */
export function findOAuthProvider(name: string): OAuthProviderDefinition | undefined {
  return OAUTH_PROVIDERS.find((provider) => provider.name === name);
}
