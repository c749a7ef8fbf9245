import { FoyerError, type LoginMode, type WireOAuthTokens } from "@foyer/core";
import * as oauth from "oauth4webapi";
import type { Database } from "../../db/Database.ts";
import type { AppRecord } from "../../domain/apps/AppService.ts";
import { checkRedirectUrl } from "../../domain/apps/checkRedirectUrl.ts";
import type { SignIn, SignInResult } from "../../domain/users/SignIn.ts";
import type { AccountKey, UserService } from "../../domain/users/UserService.ts";
import type { Nonces } from "../../security/Nonces.ts";
import { FORM_POST_USER_PURPOSE, type FormPostAnswer, formPostCallbackPath, parseFormPostUser } from "./formPost.ts";
import { mapOAuthProfile, type OAuthProfile, type ProfileClaims } from "./mapOAuthProfile.ts";
import { type OAuthEndpoints, type OAuthPresetName, oauthPresetNames, oauthPresets } from "./OAuthPresets.ts";
import { oauthAppSettings } from "./OAuthSettings.ts";
import { accountTypeOf } from "./oauthAccountType.ts";
import { toWireOAuthTokens } from "./toWireOAuthTokens.ts";
import { verifierMatches } from "./verifierMatches.ts";

/** How long a user has between `oauth/init` and `oauth/authenticate` (the provider's consent screen). */
export const OAUTH_STATE_TTL_MS = 10 * 60 * 1000;
/** Longest wait for the provider's token or profile endpoint. */
const PROVIDER_TIMEOUT_MS = 10_000;
const STATE_PURPOSE = "oauth_state";
/** A user holds one account per provider. */
const ACCOUNTS_PER_PROVIDER = 1;

/** The stand-in every provider is pointed at in development when the app has no credentials for it. */
export interface DevOAuthProvider {
  issuer: string;
  /** The stand-in's client id for a provider name. */
  clientId(provider: string): string;
  clientSecret: string;
}

/** A provider as one app runs it: endpoints with overrides applied, credentials, account type. */
interface ResolvedProvider {
  /** linked_accounts.type: "<preset>_oauth", or "custom_oauth:<id>" for the app's own providers. */
  accountType: string;
  endpoints: OAuthEndpoints;
  clientId: string;
  clientSecret: string;
  claims?: ProfileClaims;
}

/** What `init` stores under the state code, checked when the code comes back. */
interface StatePayload {
  provider: string;
  redirect_to: string;
  code_challenge: string;
  /** form_post providers (Apple): the server callback the provider posts to, the code's redirect_uri. */
  callback_uri?: string;
}

export interface OAuthInit {
  provider: string;
  redirectTo: string;
  codeChallenge: string;
  stateCode: string;
  /** This server's origin as the browser reaches it (the form_post callback lives there). */
  serverOrigin?: string;
}

export interface OAuthCallback {
  provider: string;
  authorizationCode: string;
  stateCode: string;
  codeVerifier: string;
}

const isPreset = (provider: string): provider is OAuthPresetName =>
  (oauthPresetNames as readonly string[]).includes(provider);

/**
 * OAuth 2.0 authorization-code sign-in with PKCE S256 for the eleven presets and the app's custom providers.
 *
 * The browser makes the PKCE verifier and the state code and keeps both; `init` stores the state (single
 * use, 10 min) bound to the provider, the exact redirect URL and the code challenge. `authenticate`
 * consumes the state atomically, checks the verifier against the stored challenge (so only the browser
 * that started the flow can finish it), exchanges the code at the provider's token endpoint with the app's
 * client credentials and the same verifier and redirect URL, reads the profile, and signs in the account
 * keyed by (provider, subject).
 */
export class OAuthService {
  readonly #db: Database;
  readonly #nonces: Nonces;
  readonly #users: UserService;
  readonly #signIn: SignIn;
  readonly #dev: DevOAuthProvider | null;
  readonly #allowHttp: boolean;

  constructor(deps: {
    db: Database;
    nonces: Nonces;
    users: UserService;
    signIn: SignIn;
    /** Development only: where providers without credentials go. */
    devProvider: DevOAuthProvider | null;
    /** Plain-http provider endpoints (development and tests only). */
    allowHttp: boolean;
  }) {
    this.#db = deps.db;
    this.#nonces = deps.nonces;
    this.#users = deps.users;
    this.#signIn = deps.signIn;
    this.#dev = deps.devProvider;
    this.#allowHttp = deps.allowHttp;
  }

  /** Checks the request and returns the provider's authorization URL. The caller checks captcha first. */
  async init(app: AppRecord, request: OAuthInit): Promise<string> {
    const provider = this.#resolve(app, request.provider);
    const redirectTo = checkRedirectUrl(app, request.redirectTo);
    // A provider that answers by form_post (Apple, when asked for name and email) posts to this server,
    // which hands the code to the browser's redirect page as a plain redirect (formPostCallback).
    const formPost = provider.endpoints.authorization_parameters.response_mode === "form_post";
    if (formPost && !request.serverOrigin) throw new FoyerError("not_supported", "form_post needs the server origin.");
    const callbackUri = formPost ? `${request.serverOrigin}${formPostCallbackPath(app.id)}` : null;
    const payload: StatePayload = {
      provider: request.provider,
      redirect_to: redirectTo,
      code_challenge: request.codeChallenge,
      ...(callbackUri ? { callback_uri: callbackUri } : {}),
    };
    try {
      await this.#nonces.issue(app.id, STATE_PURPOSE, {
        ttlMs: OAUTH_STATE_TTL_MS,
        value: request.stateCode,
        payload: { ...payload },
      });
    } catch (cause) {
      // The (app, purpose, value) key: a state code is good for one flow only.
      throw new FoyerError("invalid_data", "state_code was already used.", { cause });
    }
    const { endpoints } = provider;
    const url = new URL(endpoints.authorization_endpoint);
    url.searchParams.set(endpoints.client_id_parameter, provider.clientId);
    url.searchParams.set("redirect_uri", callbackUri ?? redirectTo);
    url.searchParams.set("response_type", "code");
    if (endpoints.scopes.length > 0) url.searchParams.set("scope", endpoints.scopes.join(endpoints.scope_separator));
    url.searchParams.set("state", request.stateCode);
    url.searchParams.set("code_challenge", request.codeChallenge);
    url.searchParams.set("code_challenge_method", "S256");
    for (const [key, value] of Object.entries(endpoints.authorization_parameters)) url.searchParams.set(key, value);
    return url.toString();
  }

  /**
   * The form_post callback (Apple): keeps what was posted beside the code (the user's name and email, sent
   * once) under the state, and answers where the browser goes: the flow's redirect page with `code` (or
   * `error`) and `state`, as a query-answering provider would have sent it. The state is not used up here.
   */
  async formPostCallback(app: AppRecord, answer: FormPostAnswer): Promise<string> {
    const stored = (await this.#nonces.peek(app.id, STATE_PURPOSE, answer.state)) as StatePayload | null;
    if (!stored?.callback_uri)
      throw new FoyerError("oauth_unexpected", "Unknown, expired or already used OAuth state.");
    const user = parseFormPostUser(answer.user);
    if (user) {
      await this.#nonces
        .issue(app.id, FORM_POST_USER_PURPOSE, { ttlMs: OAUTH_STATE_TTL_MS, value: answer.state, payload: user })
        .catch(() => {}); // posted twice: the first one stands
    }
    const target = new URL(stored.redirect_to);
    if (answer.code) target.searchParams.set("code", answer.code);
    else target.searchParams.set("error", answer.error ?? "access_denied");
    target.searchParams.set("state", answer.state);
    return target.toString();
  }

  /** Signs in; `oauthTokens` are the provider's, for the answer only (never stored, never logged). */
  async authenticate(
    app: AppRecord,
    callback: OAuthCallback,
    mode: LoginMode,
  ): Promise<SignInResult & { oauthTokens: WireOAuthTokens }> {
    const { account, oauthTokens } = await this.#verify(app, callback);
    const result = await this.#db.transaction((tx) => this.#signIn.withAccount(tx, app, account, mode));
    return { ...result, oauthTokens };
  }

  /** Links; answers the provider's tokens for the answer only, as `authenticate` does. */
  async link(app: AppRecord, userId: string, callback: OAuthCallback): Promise<WireOAuthTokens> {
    const { account, oauthTokens } = await this.#verify(app, callback);
    // Held by another user: the offer commits with the transaction, then the 409 is thrown.
    const transfer = await this.#db.transaction((tx) =>
      this.#signIn.link(tx, app, userId, account, ACCOUNTS_PER_PROVIDER),
    );
    if (transfer) throw transfer;
    return oauthTokens;
  }

  async unlink(userId: string, provider: string, subject: string): Promise<void> {
    const type = accountTypeOf(provider);
    await this.#db.transaction((tx) => this.#users.unlink(tx, userId, { type, subject }));
  }

  async #verify(
    app: AppRecord,
    callback: OAuthCallback,
  ): Promise<{ account: AccountKey; oauthTokens: WireOAuthTokens }> {
    // Consumed before anything else, so a replayed or raced code finds the state gone.
    const stored = (await this.#nonces.consume(app.id, STATE_PURPOSE, callback.stateCode)) as StatePayload | null;
    if (!stored) throw new FoyerError("oauth_unexpected", "Unknown, expired or already used OAuth state.");
    if (stored.provider !== callback.provider) {
      throw new FoyerError("oauth_unexpected", "The OAuth state was issued for another provider.");
    }
    if (!verifierMatches(callback.codeVerifier, stored.code_challenge)) {
      throw new FoyerError("oauth_unexpected", "The code verifier does not match the code challenge.");
    }
    const provider = this.#resolve(app, callback.provider);
    const { profile, tokens } = await this.#exchange(provider, stored.callback_uri ?? stored.redirect_to, callback);
    // Apple names the user only in its form_post, never in the ID token.
    const posted = stored.callback_uri
      ? ((await this.#nonces.consume(app.id, FORM_POST_USER_PURPOSE, callback.stateCode)) as {
          name?: string;
          email?: string;
        } | null)
      : null;
    const account: AccountKey = {
      type: provider.accountType,
      subject: profile.mapped.subject,
      details: {
        email: profile.mapped.email ?? posted?.email ?? null,
        name: profile.mapped.name ?? posted?.name ?? null,
        username: profile.mapped.username,
        picture: profile.mapped.picture,
        // Kept whole for account transfer (spec 000 §4 oAuthUserInfo).
        oauth_user_info: profile.raw,
      },
    };
    return { account, oauthTokens: toWireOAuthTokens(callback.provider, tokens, provider.endpoints.scopes) };
  }

  async #exchange(
    provider: ResolvedProvider,
    redirectTo: string,
    callback: OAuthCallback,
  ): Promise<{ profile: { mapped: OAuthProfile; raw: Record<string, unknown> }; tokens: oauth.TokenEndpointResponse }> {
    const { endpoints } = provider;
    const as: oauth.AuthorizationServer = {
      issuer: endpoints.issuer,
      authorization_endpoint: endpoints.authorization_endpoint,
      token_endpoint: endpoints.token_endpoint,
      ...(endpoints.userinfo_endpoint ? { userinfo_endpoint: endpoints.userinfo_endpoint } : {}),
    };
    const client: oauth.Client = {
      client_id: provider.clientId,
      id_token_signed_response_alg: endpoints.id_token_signed_response_alg,
    };
    const clientAuth =
      endpoints.token_endpoint_auth_method === "client_secret_basic"
        ? oauth.ClientSecretBasic(provider.clientSecret)
        : oauth.ClientSecretPost(provider.clientSecret);
    const requestOptions = { [oauth.allowInsecureRequests]: this.#allowHttp };
    let tokens: oauth.TokenEndpointResponse;
    try {
      const response = await oauth.authorizationCodeGrantRequest(
        as,
        client,
        clientAuth,
        // The browser already matched the state it got back; here it is the one this server consumed.
        oauth.validateAuthResponse(
          as,
          client,
          new URLSearchParams({ code: callback.authorizationCode, state: callback.stateCode }),
          callback.stateCode,
        ),
        redirectTo,
        callback.codeVerifier,
        {
          ...requestOptions,
          signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
          ...(endpoints.client_id_parameter === "client_id"
            ? {}
            : { additionalParameters: { [endpoints.client_id_parameter]: provider.clientId } }),
        },
      );
      tokens = await oauth.processAuthorizationCodeResponse(as, client, response);
    } catch (cause) {
      // invalid_grant: the code is wrong, used or expired, or the verifier or redirect does not match it.
      if (cause instanceof oauth.ResponseBodyError && cause.error === "invalid_grant") {
        throw new FoyerError("invalid_credentials", "Invalid code during OAuth flow.", { cause });
      }
      // Anything else the provider refuses (invalid_client, ...) is this app's configuration, not the user.
      if (cause instanceof oauth.ResponseBodyError || cause instanceof oauth.WWWAuthenticateChallengeError) {
        throw new FoyerError("oauth_unexpected", "The OAuth provider refused the app's client credentials.", {
          cause,
        });
      }
      throw new FoyerError("oauth_unexpected", "The OAuth provider's token response could not be used.", { cause });
    }
    let raw: Record<string, unknown>;
    if (endpoints.userinfo_endpoint) {
      try {
        const headers = new Headers({ accept: "application/json" });
        if (endpoints.send_client_id_header) headers.set("client-id", provider.clientId);
        const response = await oauth.protectedResourceRequest(
          tokens.access_token,
          "GET",
          new URL(endpoints.userinfo_endpoint),
          headers,
          null,
          { ...requestOptions, signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS) },
        );
        if (!response.ok) throw new Error(`profile endpoint answered ${response.status}`);
        raw = (await response.json()) as Record<string, unknown>;
      } catch (cause) {
        throw new FoyerError("oauth_unexpected", "The OAuth provider's profile could not be read.", { cause });
      }
    } else {
      const claims = oauth.getValidatedIdTokenClaims(tokens);
      if (!claims) throw new FoyerError("oauth_unexpected", "The OAuth provider returned no ID token.");
      raw = { ...claims };
    }
    const mapped = mapOAuthProfile(endpoints.profile_format, raw, provider.claims);
    if (!mapped) throw new FoyerError("oauth_unexpected", "The OAuth provider's profile has no subject.");
    return { profile: { mapped, raw }, tokens };
  }

  /** The provider with the app's overrides, or 403 disallowed_login_method when the app does not offer it. */
  #resolve(app: AppRecord, name: string): ResolvedProvider {
    if (isPreset(name)) {
      if (app.config[`${name}_oauth`] !== true) {
        throw new FoyerError("disallowed_login_method", `Login with ${name} is not enabled for this app.`);
      }
      const settings = oauthAppSettings.of(app).oauth?.[name];
      if (settings) {
        const { client_id, client_secret, ...overrides } = settings;
        return {
          accountType: accountTypeOf(name),
          endpoints: { ...oauthPresets[name], ...withoutUndefined(overrides) },
          clientId: client_id,
          clientSecret: client_secret,
        };
      }
      return this.#devOrRefuse(name);
    }
    const publicEntry = app.config.custom_oauth_providers.find((entry) => entry.provider === name);
    if (!publicEntry?.enabled) {
      throw new FoyerError("disallowed_login_method", `Login with ${name} is not enabled for this app.`);
    }
    const custom = oauthAppSettings.of(app).custom_oauth?.[name];
    if (!custom) return this.#devOrRefuse(name);
    const { client_id, client_secret, subject_claim, email_claim, name_claim, username_claim, picture_claim, ...rest } =
      custom;
    return {
      accountType: accountTypeOf(name),
      endpoints: {
        ...oauthPresets.google,
        issuer: rest.issuer ?? new URL(rest.authorization_endpoint).origin,
        scopes: ["openid", "email", "profile"],
        authorization_parameters: {},
        profile_format: rest.userinfo_endpoint ? "oidc" : "id_token",
        ...withoutUndefined(rest),
        userinfo_endpoint: rest.userinfo_endpoint,
      },
      clientId: client_id,
      clientSecret: client_secret,
      claims: { subject_claim, email_claim, name_claim, username_claim, picture_claim },
    };
  }

  /** Development: the local OpenID provider stands in; elsewhere a provider without credentials is refused. */
  #devOrRefuse(name: string): ResolvedProvider {
    const dev = this.#dev;
    if (!dev) {
      throw new FoyerError("disallowed_login_method", `Login with ${name} has no client credentials configured.`);
    }
    // A provider without a profile endpoint (Apple) reads the ID token here too, as it does in production.
    const idTokenOnly = isPreset(name) && !oauthPresets[name].userinfo_endpoint;
    return {
      accountType: accountTypeOf(name),
      endpoints: {
        issuer: dev.issuer,
        authorization_endpoint: `${dev.issuer}/auth`,
        token_endpoint: `${dev.issuer}/token`,
        ...(idTokenOnly ? {} : { userinfo_endpoint: `${dev.issuer}/me` }),
        scopes: ["openid", "email", "profile"],
        scope_separator: " ",
        token_endpoint_auth_method: "client_secret_post",
        id_token_signed_response_alg: "RS256",
        profile_format: idTokenOnly ? "id_token" : "oidc",
        client_id_parameter: "client_id",
        // The stand-in answers the way the provider does (Apple: form_post); the providers' other parameters
        // (Google's prompt, ...) mean nothing to it.
        authorization_parameters:
          isPreset(name) && oauthPresets[name].authorization_parameters.response_mode
            ? { response_mode: oauthPresets[name].authorization_parameters.response_mode }
            : {},
        send_client_id_header: false,
      },
      clientId: dev.clientId(name),
      clientSecret: dev.clientSecret,
    };
  }
}

function withoutUndefined<T extends Record<string, unknown>>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}
