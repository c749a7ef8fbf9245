import { createHash, timingSafeEqual } from "node:crypto";
import { FoyerError, type LoginMode } from "@foyer/core";
import * as oauth from "oauth4webapi";
import type { Database } from "../../db/Database.ts";
import type { AppRecord } from "../../domain/apps/AppService.ts";
import { checkRedirectUrl } from "../../domain/apps/checkRedirectUrl.ts";
import type { SignIn, SignInResult } from "../../domain/users/SignIn.ts";
import type { AccountKey, UserService } from "../../domain/users/UserService.ts";
import type { Nonces } from "../../security/Nonces.ts";
import type { SsoSettings } from "./SsoSettings.ts";
import { ssoAppSettings } from "./SsoSettings.ts";

/** Time between `sso/init` and `sso/authenticate` (the identity provider's sign-in). */
export const SSO_STATE_TTL_MS = 10 * 60 * 1000;
/** A discovery document is reused this long, then fetched again (key rotation, endpoint moves). */
const DISCOVERY_TTL_MS = 60 * 60 * 1000;
const PROVIDER_TIMEOUT_MS = 10_000;
const STATE_PURPOSE = "sso_state";

interface StatePayload {
  redirect_to: string;
  code_challenge: string;
  /** OpenID nonce: made here, checked in the ID token. */
  nonce: string;
  issuer: string;
}

export interface SsoInit {
  redirectTo: string;
  codeChallenge: string;
  stateCode: string;
  /** The work email the user typed: picks nothing (one provider per app) but must be of an allowed domain. */
  email?: string;
}

export interface SsoCallback {
  authorizationCode: string;
  stateCode: string;
  codeVerifier: string;
}

const s256 = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

const domainOf = (email: string) => email.slice(email.lastIndexOf("@") + 1).toLowerCase();

/**
 * Enterprise single sign-on with the app's OpenID Connect provider (`settings.sso`): endpoints by discovery
 * (the document must name the configured issuer), authorization code with PKCE S256 (verifier and state
 * made by the browser, as for OAuth), a server-made nonce checked in the ID token, and an optional list of
 * email domains the provider serves. The account is `sso`, keyed by (issuer, subject).
 */
export class SsoService {
  readonly #db: Database;
  readonly #nonces: Nonces;
  readonly #signIn: SignIn;
  readonly #users: UserService;
  readonly #allowHttp: boolean;
  readonly #discovered = new Map<string, { as: oauth.AuthorizationServer; at: number }>();
  readonly #now: () => number;

  constructor(deps: {
    db: Database;
    nonces: Nonces;
    users: UserService;
    signIn: SignIn;
    allowHttp: boolean;
    now: () => number;
  }) {
    this.#db = deps.db;
    this.#users = deps.users;
    this.#nonces = deps.nonces;
    this.#signIn = deps.signIn;
    this.#allowHttp = deps.allowHttp;
    this.#now = deps.now;
  }

  async init(app: AppRecord, request: SsoInit): Promise<string> {
    const settings = settingsOf(app);
    if (request.email !== undefined) assertDomain(settings, request.email);
    const redirectTo = checkRedirectUrl(app, request.redirectTo);
    const as = await this.#discover(settings.issuer);
    if (!as.authorization_endpoint)
      throw new FoyerError("oauth_unexpected", "The SSO provider has no authorization endpoint.");
    const nonce = oauth.generateRandomNonce();
    const payload: StatePayload = {
      redirect_to: redirectTo,
      code_challenge: request.codeChallenge,
      nonce,
      issuer: settings.issuer,
    };
    try {
      await this.#nonces.issue(app.id, STATE_PURPOSE, {
        ttlMs: SSO_STATE_TTL_MS,
        value: request.stateCode,
        payload: { ...payload },
      });
    } catch (cause) {
      throw new FoyerError("invalid_data", "state_code was already used.", { cause });
    }
    const url = new URL(as.authorization_endpoint);
    url.searchParams.set("client_id", settings.client_id);
    url.searchParams.set("redirect_uri", redirectTo);
    url.searchParams.set("response_type", "code");
    url.searchParams.set("scope", settings.scopes.join(" "));
    url.searchParams.set("state", request.stateCode);
    url.searchParams.set("nonce", nonce);
    url.searchParams.set("code_challenge", request.codeChallenge);
    url.searchParams.set("code_challenge_method", "S256");
    if (request.email) url.searchParams.set("login_hint", request.email);
    return url.toString();
  }

  async authenticate(app: AppRecord, callback: SsoCallback, mode: LoginMode): Promise<SignInResult> {
    const account = await this.#verify(app, callback);
    return this.#db.transaction((tx) => this.#signIn.withAccount(tx, app, account, mode));
  }

  async link(app: AppRecord, userId: string, callback: SsoCallback): Promise<void> {
    const account = await this.#verify(app, callback);
    const transfer = await this.#db.transaction((tx) => this.#signIn.link(tx, app, userId, account, 1));
    if (transfer) throw transfer;
  }

  /** Removes the SSO account (issuer, subject as the wire shows them) from the user. */
  async unlink(userId: string, issuer: string, subject: string): Promise<void> {
    await this.#db.transaction((tx) =>
      this.#users.unlink(tx, userId, { type: "sso", subject: `${issuer}|${subject}` }),
    );
  }

  async #verify(app: AppRecord, callback: SsoCallback): Promise<AccountKey> {
    const stored = (await this.#nonces.consume(app.id, STATE_PURPOSE, callback.stateCode)) as StatePayload | null;
    if (!stored) throw new FoyerError("oauth_unexpected", "Unknown, expired or already used SSO state.");
    if (!sameText(s256(callback.codeVerifier), stored.code_challenge)) {
      throw new FoyerError("oauth_unexpected", "The code verifier does not match the code challenge.");
    }
    const settings = settingsOf(app);
    // The app's provider changed while the user was away: this code belongs to the old one.
    if (settings.issuer !== stored.issuer) throw new FoyerError("oauth_unexpected", "The SSO provider changed.");
    const as = await this.#discover(settings.issuer);
    const client: oauth.Client = {
      client_id: settings.client_id,
      id_token_signed_response_alg: settings.id_token_signed_response_alg,
    };
    const options = {
      [oauth.allowInsecureRequests]: this.#allowHttp,
      signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
    };
    let claims: oauth.IDToken;
    try {
      const params = oauth.validateAuthResponse(
        as,
        client,
        // One provider per app, so no mix-up to detect: the issuer the provider would add (RFC 9207) is its own.
        new URLSearchParams({ code: callback.authorizationCode, state: callback.stateCode, iss: as.issuer }),
        callback.stateCode,
      );
      const response = await oauth.authorizationCodeGrantRequest(
        as,
        client,
        oauth.ClientSecretPost(settings.client_secret),
        params,
        stored.redirect_to,
        callback.codeVerifier,
        options,
      );
      const tokens = await oauth.processAuthorizationCodeResponse(as, client, response, {
        expectedNonce: stored.nonce,
        requireIdToken: true,
      });
      const validated = oauth.getValidatedIdTokenClaims(tokens);
      if (!validated) throw new Error("no ID token");
      claims = validated;
      // Many providers put email and name only in userinfo (when an access token is issued); its `sub`
      // must be the ID token's.
      if (as.userinfo_endpoint) {
        const info = await oauth.userInfoRequest(as, client, tokens.access_token, options);
        const profile = await oauth.processUserInfoResponse(as, client, validated.sub, info);
        claims = { ...profile, ...validated };
      }
    } catch (cause) {
      if (cause instanceof oauth.ResponseBodyError && cause.error === "invalid_grant") {
        throw new FoyerError("invalid_credentials", "Invalid code during SSO flow.", { cause });
      }
      throw new FoyerError("oauth_unexpected", "The SSO provider's answer could not be used.", { cause });
    }
    let email = typeof claims.email === "string" ? claims.email.toLowerCase() : null;
    if (claims.email_verified === false) email = null;
    if (settings.email_domains.length > 0) {
      if (!email) throw new FoyerError("disallowed_login_method", "The SSO account has no verified email.");
      assertDomain(settings, email);
    }
    return {
      type: "sso",
      subject: `${settings.issuer}|${claims.sub}`,
      details: {
        issuer: settings.issuer,
        subject: claims.sub,
        email,
        name: typeof claims.name === "string" ? claims.name : null,
      },
    };
  }

  /** The provider's metadata by OpenID discovery; the document must name the configured issuer. */
  async #discover(issuer: string): Promise<oauth.AuthorizationServer> {
    const cached = this.#discovered.get(issuer);
    if (cached && this.#now() - cached.at < DISCOVERY_TTL_MS) return cached.as;
    try {
      const url = new URL(issuer);
      const response = await oauth.discoveryRequest(url, {
        algorithm: "oidc",
        [oauth.allowInsecureRequests]: this.#allowHttp,
        signal: AbortSignal.timeout(PROVIDER_TIMEOUT_MS),
      });
      const as = await oauth.processDiscoveryResponse(url, response);
      this.#discovered.set(issuer, { as, at: this.#now() });
      return as;
    } catch (cause) {
      throw new FoyerError("oauth_unexpected", "The SSO provider's discovery document could not be used.", { cause });
    }
  }
}

function settingsOf(app: AppRecord): SsoSettings {
  const settings = ssoAppSettings.of(app).sso;
  if (!settings) throw new FoyerError("disallowed_login_method", "Single sign-on is not configured for this app.");
  return settings;
}

function assertDomain(settings: SsoSettings, email: string): void {
  if (settings.email_domains.length > 0 && !settings.email_domains.includes(domainOf(email))) {
    throw new FoyerError("disallowed_login_method", "This email domain does not use single sign-on for this app.");
  }
}
