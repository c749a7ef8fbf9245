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
 * The built-in OAuth providers (spec 000 §1), in their default order: the one list of them. The server reads it
 * (presets, profile mappers, app config flags and each enabled provider's presentation, account labels, the
 * local OpenID provider); browsers get what they draw from the app config, and the client's types read the
 * names with a type-only import. Adding a provider is its file beside this one plus its line here
 * (packages/server/README.md "Adding a provider").
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
