/** A provider's profile as Foyer keeps it (linked_accounts.details, beside the raw profile). */
export interface OAuthProfile {
  subject: string;
  email: string | null;
  name: string | null;
  username: string | null;
  picture: string | null;
}

/** What a profile mapper returns: null subject means "no account can be keyed on this" (oauth_unexpected). */
export type MappedOAuthProfile = Omit<OAuthProfile, "subject"> & { subject: string | null };

/** One element of a drawn mark: [tag, SVG attributes (their SVG names, e.g. stroke-width), text]. */
export type SvgNode = readonly [tag: "path" | "circle" | "rect", attributes: Readonly<Record<string, string | number>>];

/**
 * A provider's mark on its button: drawn (24×24 view box, attributes of the root `<svg>` and its elements),
 * or a badge with the label's first letter in the brand colour.
 */
export type OAuthProviderIcon =
  | { badge: string }
  | { svg?: Readonly<Record<string, string | number>>; children: readonly SvgNode[] };

/**
 * How Foyer runs one provider's authorization-code flow, as the provider documents it. The server reads it;
 * every field but `profile` can be overridden per app in `settings.oauth.<name>`.
 */
export interface OAuthServerPreset {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  /** Absent: the profile is the ID token's claims (Apple). */
  userinfo_endpoint?: string;
  /** The least that yields a subject, a name and (where offered) an email. */
  scopes: readonly string[];
  /** TikTok joins scopes with commas. Default " ". */
  scope_separator?: string;
  /** Default client_secret_post. */
  token_endpoint_auth_method?: "client_secret_post" | "client_secret_basic";
  /** `alg` of the provider's ID tokens; default RS256. */
  id_token_signed_response_alg?: string;
  /** TikTok names the client id `client_key`, in the authorization URL and the token request. */
  client_id_parameter?: string;
  /** Extra authorization parameters. */
  authorization_parameters?: Readonly<Record<string, string>>;
  /** Twitch's API wants the client id as a header on the profile call. */
  send_client_id_header?: boolean;
}

/**
 * What the client knows about one OAuth provider, the first half of its file
 * (packages/core/src/providers/oauth/<name>.ts), listed once in oauthProviders.ts. The login screen reads
 * `label` and `icon`; account texts read `accountLabel` (so does the local OpenID provider's sign-in page,
 * which stands in for it in development). The server's half is `<name>Server` in the same file.
 */
export interface OAuthProviderDefinition<Name extends string = string> {
  /** Lower-case id: the login method, `<name>_oauth` app flag and linked account type, `settings.oauth.<name>`. */
  name: Name;
  /** Text of its login button (spec 000 §1), e.g. "X". */
  label: string;
  /** How its accounts are named in account texts and on the dev sign-in page (spec 000 §2), e.g. "Twitter". */
  accountLabel: string;
  icon: OAuthProviderIcon;
}

/**
 * The provider with its server half: how the server runs its flow and reads its profile, listed once in
 * oauthServerProviders.ts. A separate export of the provider's file so that client bundles, which read only
 * the client half, never carry endpoints and profile mappers (issue 19).
 */
export interface OAuthServerProviderDefinition<Name extends string = string> extends OAuthProviderDefinition<Name> {
  server: OAuthServerPreset;
  /**
   * The provider's profile response (or ID token claims) as an account. Absent: standard OpenID Connect
   * claims (sub, email when verified, name, preferred_username, picture).
   */
  mapProfile?: (profile: Record<string, unknown>) => MappedOAuthProfile;
}

/**
 * Types one provider's client half (the name stays a literal, so the registry yields the name union). Marked
 * free of side effects so bundlers drop a provider file nobody reads.
 *
 * @example
 * export const github = defineOAuthProvider({ name: "github", label: "GitHub", ... });
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineOAuthProvider<const Name extends string>(
  definition: OAuthProviderDefinition<Name>,
): OAuthProviderDefinition<Name> {
  return definition;
}

/**
 * One provider's server half, beside its client half in the same file. Call it marked `@__PURE__`: a client
 * bundle that never reads the half then drops it with its endpoints and mapper. (esbuild 0.28 keeps the call
 * otherwise: it does not apply `@__NO_SIDE_EFFECTS__` to a function imported from another module.)
 *
 * @example
 * export const githubServer = /* @__PURE__ *\/ defineOAuthServerPreset(github, { server: { issuer: "https://github.com", ... } });
 */
/* @__NO_SIDE_EFFECTS__ */
export function defineOAuthServerPreset<const Name extends string>(
  provider: OAuthProviderDefinition<Name>,
  half: Pick<OAuthServerProviderDefinition, "server" | "mapProfile">,
): OAuthServerProviderDefinition<Name> {
  return { ...provider, ...half };
}
