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
 * How Foyer runs one provider's authorization-code flow, as the provider documents it. Every field can be
 * overridden per app in `settings.oauth.<name>`.
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
 * What Foyer's local OpenID provider (development only, packages/server/src/dev) does beside the standard
 * claims when it stands in for this provider, so that the provider's quirks can be tried offline.
 */
export interface OAuthDevStandIn {
  /**
   * Extra fields posted with the code on a form_post answer, the first time a user consents to the app only
   * (Apple posts `user`: the name and email as JSON). `name` is what was typed on the dev sign-in page.
   */
  firstConsentFormFields?: (account: { name: string; email: string }) => Readonly<Record<string, string>>;
}

/**
 * Everything about one OAuth provider, in its file (packages/core/src/providers/oauth/<name>.ts), listed once
 * in oauthProviders.ts. Only the server reads it: it runs the flow (`server`, `mapProfile`), names the
 * provider's accounts, and sends the browser each enabled provider's presentation (`label`, `accountLabel`,
 * `icon`) in the app config's `oauth_providers` (toOAuthPresentation). No browser bundle imports a provider
 * file; the client's types read the registry's names with a type-only import.
 */
export interface OAuthProviderDefinition<Name extends string = string> {
  /** Lower-case id: the login method, `<name>_oauth` app flag and linked account type, `settings.oauth.<name>`. */
  name: Name;
  /** Text of its login button (spec 000 §1), e.g. "X". */
  label: string;
  /** How its accounts are named in account texts and on the dev sign-in page (spec 000 §2), e.g. "Twitter". */
  accountLabel: string;
  /** Its mark on the login button, drawn by the modal from the app config. */
  icon: OAuthProviderIcon;
  /** How the server runs its flow; every field can be overridden per app in `settings.oauth.<name>`. */
  server: OAuthServerPreset;
  /**
   * The provider's profile response (or ID token claims) as an account. Absent: standard OpenID Connect
   * claims (sub, email when verified, name, preferred_username, picture).
   */
  mapProfile?: (profile: Record<string, unknown>) => MappedOAuthProfile;
  /** What the local OpenID provider adds when it stands in for this one in development. */
  dev?: OAuthDevStandIn;
}

/**
 * Types one provider's definition (the name stays a literal, so the registry yields the name union).
 *
 * @example
 * export const github = defineOAuthProvider({ name: "github", label: "GitHub", server: { ... }, ... });
 */
export function defineOAuthProvider<const Name extends string>(
  definition: OAuthProviderDefinition<Name>,
): OAuthProviderDefinition<Name> {
  return definition;
}
