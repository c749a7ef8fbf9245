import { appleServer } from "./apple.ts";
import { discordServer } from "./discord.ts";
import { githubServer } from "./github.ts";
import { googleServer } from "./google.ts";
import { instagramServer } from "./instagram.ts";
import { lineServer } from "./line.ts";
import { linkedinServer } from "./linkedin.ts";
import type { OAuthServerProviderDefinition } from "./OAuthProviderDefinition.ts";
import type { OAuthProviderName } from "./oauthProviders.ts";
import { spotifyServer } from "./spotify.ts";
import { tiktokServer } from "./tiktok.ts";
import { twitchServer } from "./twitch.ts";
import { twitterServer } from "./twitter.ts";

/**
 * The built-in providers with their server halves (endpoints, scopes, profile mappers), in the order of
 * OAUTH_PROVIDERS: what the server's oauth plugin reads. A list of its own, not fields of the client registry,
 * so that nothing a browser loads carries them (issue 19: 1.6 KB gzipped of the login screen's chunk).
 */
export const OAUTH_SERVER_PROVIDERS = [
  googleServer,
  twitterServer,
  discordServer,
  githubServer,
  spotifyServer,
  instagramServer,
  tiktokServer,
  lineServer,
  twitchServer,
  linkedinServer,
  appleServer,
] as const satisfies readonly OAuthServerProviderDefinition[];

/** `true` only while every provider of OAUTH_PROVIDERS has its server half listed above (else a type error). */
type MissingServerHalf = Exclude<OAuthProviderName, (typeof OAUTH_SERVER_PROVIDERS)[number]["name"]>;
export const everyProviderHasAServerHalf: [MissingServerHalf] extends [never] ? true : MissingServerHalf = true;

/** The built-in provider of that name with its server half, if any. */
export function findOAuthServerProvider(name: string): OAuthServerProviderDefinition | undefined {
  return OAUTH_SERVER_PROVIDERS.find((provider) => provider.name === name);
}
