import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { FoyerError, type LoginMode } from "@foyer/core";
import { and, eq, inArray } from "drizzle-orm";
import type { Database } from "../../db/Database.ts";
import { linkedAccounts } from "../../db/schema.ts";
import type { AppRecord, AppService } from "../../domain/apps/AppService.ts";
import type { SignIn, SignInResult } from "../../domain/users/SignIn.ts";
import type { AccountKey, UserService } from "../../domain/users/UserService.ts";
import type { Nonces } from "../../security/Nonces.ts";
import { crossAppAppSettings } from "./CrossAppSettings.ts";

/** Time between `cross-app/init` and the user's consent on the provider app's page. */
export const CROSS_APP_STATE_TTL_MS = 10 * 60 * 1000;
/** A consent code is redeemed by the requester's page right after the popup answers. */
export const CROSS_APP_CODE_TTL_MS = 2 * 60 * 1000;
const STATE_PURPOSE = "cross_app_state";
const CODE_PURPOSE = "cross_app_code";
/** A user holds one account per provider app; the subject (a user id) already names the app. */
const MAX_CROSS_APP_ACCOUNTS = 10;

/** What `init` stores under the state code (requester app's namespace). */
interface StatePayload {
  provider_app_id: string;
  code_challenge: string;
  /** The requester page's origin: the only window the consent code is posted to. */
  origin: string;
  /**
   * Full-page (redirect) mode: the requester page the consent page sends the browser back to with the code,
   * on the requester's own origin (checked at init).
   */
  redirect_to?: string;
}

/** What `approve` stores under the consent code (requester app's namespace). */
interface CodePayload {
  provider_app_id: string;
  provider_user_id: string;
  state_code: string;
  code_challenge: string;
}

export interface CrossAppCallback {
  code: string;
  stateCode: string;
  codeVerifier: string;
}

/** Public details of a provider app for the requester's login button. */
export interface CrossAppDetails {
  name: string;
  icon_url: string | null;
}

const s256 = (verifier: string) => createHash("sha256").update(verifier).digest("base64url");

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Cross-app sign-in: a requester app signs users in with their account of another Foyer app (the provider),
 * shaped like OAuth's authorization-code flow with PKCE S256. The requester's browser starts a flow
 * (`init`: state + code challenge, bound to the provider and to the page's origin); the provider app's
 * consent page (served by this server on the provider's behalf) signs the user in to the provider app and,
 * on "Allow", gets a single-use code bound to the state and the challenge (`approve`), which it posts to
 * the requester's origin only; the requester redeems it with the verifier (`authenticate` or `link`).
 * Both apps must opt in: the requester lists the provider, the provider enables cross-app.
 */
export class CrossAppService {
  readonly #db: Database;
  readonly #apps: AppService;
  readonly #nonces: Nonces;
  readonly #users: UserService;
  readonly #signIn: SignIn;

  constructor(deps: { db: Database; apps: AppService; nonces: Nonces; users: UserService; signIn: SignIn }) {
    this.#db = deps.db;
    this.#apps = deps.apps;
    this.#nonces = deps.nonces;
    this.#users = deps.users;
    this.#signIn = deps.signIn;
  }

  /** The provider app, when the requester may use it; else 403 disallowed_login_method. */
  async provider(requester: AppRecord, providerAppId: string): Promise<AppRecord> {
    const allowed = crossAppAppSettings.of(requester).cross_app?.allowed_provider_app_ids ?? [];
    const provider = allowed.includes(providerAppId) ? await this.#apps.find(providerAppId) : null;
    if (!(provider && crossAppAppSettings.of(provider).cross_app?.provider_enabled) || provider.id === requester.id) {
      throw new FoyerError(
        "disallowed_login_method",
        `App ${providerAppId} is not an allowed cross-app provider for this app.`,
      );
    }
    return provider;
  }

  async details(requester: AppRecord, providerAppId: string): Promise<CrossAppDetails> {
    const provider = await this.provider(requester, providerAppId);
    return { name: provider.config.name, icon_url: provider.config.logo_url ?? null };
  }

  /**
   * Starts a flow from a page at `origin` (an allowed origin of the requester, already checked by
   * requireApp) and returns the path of the provider app's consent page.
   */
  async init(
    requester: AppRecord,
    request: {
      providerAppId: string;
      codeChallenge: string;
      stateCode: string;
      origin: string | undefined;
      redirectTo?: string;
    },
  ): Promise<string> {
    await this.provider(requester, request.providerAppId);
    if (!request.origin) {
      throw new FoyerError("invalid_data", "cross-app/init must come from a browser page (Origin header).");
    }
    // Redirect mode: the code travels in a URL, so only back to a page of the very origin that started the
    // flow (itself an allowed origin of the requester), like OAuth's exact redirect match.
    if (request.redirectTo !== undefined && !sameOriginUrl(request.redirectTo, request.origin)) {
      throw new FoyerError("invalid_data", "redirect_to must be an http(s) URL on the origin that starts the flow.");
    }
    const payload: StatePayload = {
      provider_app_id: request.providerAppId,
      code_challenge: request.codeChallenge,
      origin: request.origin,
      ...(request.redirectTo !== undefined ? { redirect_to: request.redirectTo } : {}),
    };
    try {
      await this.#nonces.issue(requester.id, STATE_PURPOSE, {
        ttlMs: CROSS_APP_STATE_TTL_MS,
        value: request.stateCode,
        payload: { ...payload },
      });
    } catch (cause) {
      throw new FoyerError("invalid_data", "state_code was already used.", { cause });
    }
    const query = new URLSearchParams({ requester_app_id: requester.id, state_code: request.stateCode });
    return `/apps/${encodeURIComponent(request.providerAppId)}/cross-app/authorize?${query}`;
  }

  /**
   * Where the consent page of a pending flow sends the browser back in redirect mode (null in popup mode or
   * for an unknown state). Read without spending the state: the page needs it for "Cancel" too.
   */
  async redirectTarget(requester: AppRecord, providerAppId: string, stateCode: string): Promise<string | null> {
    const stored = (await this.#nonces.peek(requester.id, STATE_PURPOSE, stateCode)) as StatePayload | null;
    return stored && stored.provider_app_id === providerAppId ? (stored.redirect_to ?? null) : null;
  }

  /**
   * The provider app's signed-in user consents: the state is spent and a single-use code bound to it and
   * to the challenge is issued. Answers the code and the origin it may be posted to, or in redirect mode the
   * page to send the browser back to.
   */
  async approve(
    provider: AppRecord,
    providerUserId: string,
    request: { requesterAppId: string; stateCode: string },
  ): Promise<{ code: string; origin: string; redirect_to?: string }> {
    const requester = await this.#apps.find(request.requesterAppId);
    if (!requester) throw new FoyerError("invalid_data", "Unknown requester app.");
    await this.provider(requester, provider.id);
    const stored = (await this.#nonces.consume(requester.id, STATE_PURPOSE, request.stateCode)) as StatePayload | null;
    if (!stored || stored.provider_app_id !== provider.id) {
      throw new FoyerError("oauth_unexpected", "Unknown, expired or already used cross-app request.");
    }
    const payload: CodePayload = {
      provider_app_id: provider.id,
      provider_user_id: providerUserId,
      state_code: request.stateCode,
      code_challenge: stored.code_challenge,
    };
    const code = await this.#nonces.issue(requester.id, CODE_PURPOSE, {
      ttlMs: CROSS_APP_CODE_TTL_MS,
      value: randomBytes(32).toString("base64url"),
      payload: { ...payload },
    });
    return { code, origin: stored.origin, ...(stored.redirect_to ? { redirect_to: stored.redirect_to } : {}) };
  }

  async authenticate(requester: AppRecord, callback: CrossAppCallback, mode: LoginMode): Promise<SignInResult> {
    const account = await this.#verify(requester, callback);
    return this.#db.transaction((tx) => this.#signIn.withAccount(tx, requester, account, mode));
  }

  async link(requester: AppRecord, userId: string, callback: CrossAppCallback): Promise<void> {
    const account = await this.#verify(requester, callback);
    const transfer = await this.#db.transaction((tx) =>
      this.#signIn.link(tx, requester, userId, account, MAX_CROSS_APP_ACCOUNTS),
    );
    if (transfer) throw transfer;
  }

  async unlink(userId: string, subject: string): Promise<void> {
    await this.#db.transaction((tx) => this.#users.unlink(tx, userId, { type: "cross_app", subject }));
  }

  async #verify(requester: AppRecord, callback: CrossAppCallback): Promise<AccountKey> {
    // Consumed first: a replayed or raced code finds it gone, whatever else is wrong with the request.
    const stored = (await this.#nonces.consume(requester.id, CODE_PURPOSE, callback.code)) as CodePayload | null;
    if (!stored) throw new FoyerError("invalid_credentials", "Unknown, expired or already used cross-app code.");
    if (!sameText(stored.state_code, callback.stateCode)) {
      throw new FoyerError("oauth_unexpected", "The cross-app code was issued for another flow.");
    }
    if (!sameText(s256(callback.codeVerifier), stored.code_challenge)) {
      throw new FoyerError("oauth_unexpected", "The code verifier does not match the code challenge.");
    }
    // The provider may have been removed from the allowed list since the flow started.
    await this.provider(requester, stored.provider_app_id);
    const wallets = await this.#db
      .select({ type: linkedAccounts.type, subject: linkedAccounts.subject, details: linkedAccounts.details })
      .from(linkedAccounts)
      .where(
        and(
          eq(linkedAccounts.userId, stored.provider_user_id),
          eq(linkedAccounts.appId, stored.provider_app_id),
          inArray(linkedAccounts.type, ["wallet", "smart_wallet"]),
        ),
      );
    const addressOf = (row: (typeof wallets)[number]) =>
      typeof row.details.address === "string" ? row.details.address : row.subject;
    return {
      type: "cross_app",
      subject: stored.provider_user_id,
      details: {
        provider_app_id: stored.provider_app_id,
        // Only the provider's embedded wallets are the user's cross-app wallets (external ones are not).
        embedded_wallets: wallets.filter((row) => row.type === "wallet" && isEmbedded(row.details)).map(addressOf),
        smart_wallets: wallets.filter((row) => row.type === "smart_wallet").map(addressOf),
      },
    };
  }
}

/** An http(s) URL whose origin is exactly `origin`. */
function sameOriginUrl(url: string, origin: string): boolean {
  try {
    const parsed = new URL(url);
    return (parsed.protocol === "http:" || parsed.protocol === "https:") && parsed.origin === origin;
  } catch {
    return false;
  }
}

/** Embedded wallets carry Foyer's own wallet client type (spec 001). */
function isEmbedded(details: Record<string, unknown>): boolean {
  return details.wallet_client_type === "foyer";
}
