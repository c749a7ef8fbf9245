import { createHash } from "node:crypto";
import { FoyerError, type LoginMode } from "@foyer/core";
import type { Database } from "../../db/Database.ts";
import type { AppRecord } from "../../domain/apps/AppService.ts";
import type { SignIn, SignInResult } from "../../domain/users/SignIn.ts";
import type { AccountKey, UserService } from "../../domain/users/UserService.ts";
import type { Nonces } from "../../security/Nonces.ts";
import { telegramAppSettings } from "./TelegramSettings.ts";
import { type TelegramScheme, verifyTelegramHash } from "./verifyTelegramData.ts";

/** auth_date may be this far ahead of our clock (clock skew), no more. */
const FUTURE_SKEW_SECONDS = 60;
const TELEGRAM_ACCOUNTS_PER_USER = 1;

/** One signed Telegram login: Login Widget fields, or a Mini App's raw initData query string. */
export type TelegramProof = { widget: Record<string, string> } | { webAppData: string };

/**
 * Telegram sign-in and link. The app's bot token (settings.telegram.bot_token) is the only key: Login Widget
 * data is checked with HMAC-SHA256 keyed by SHA-256(bot token), Mini App initData with HMAC-SHA256 keyed by
 * HMAC-SHA256("WebAppData", bot token), both in constant time; auth_date must be within the app's window.
 * Each signed payload is single use: its hash is spent in the shared nonces table until its auth_date
 * leaves the window, so a replay (a leaked or logged payload) is refused. Every failure is 401
 * invalid_credentials. The account is (telegram, Telegram user id).
 */
export class TelegramService {
  readonly #db: Database;
  readonly #users: UserService;
  readonly #signIn: SignIn;
  readonly #now: () => number;
  readonly #nonces: Nonces;

  constructor(deps: { db: Database; users: UserService; signIn: SignIn; now: () => number; nonces: Nonces }) {
    this.#db = deps.db;
    this.#nonces = deps.nonces;
    this.#users = deps.users;
    this.#signIn = deps.signIn;
    this.#now = deps.now;
  }

  async authenticate(app: AppRecord, proof: TelegramProof, mode: LoginMode): Promise<SignInResult> {
    if (app.config.telegram_auth !== true) {
      throw new FoyerError("disallowed_login_method", "Login with Telegram not allowed.");
    }
    const account = await this.#verify(app, proof);
    return this.#db.transaction((tx) => this.#signIn.withAccount(tx, app, account, mode));
  }

  /** Linking is allowed when the app offers Telegram login or sets telegram_auth_config.link_enabled. */
  async link(app: AppRecord, userId: string, proof: TelegramProof): Promise<void> {
    if (app.config.telegram_auth !== true && app.config.telegram_auth_config?.link_enabled !== true) {
      throw new FoyerError("disallowed_login_method", "Linking Telegram is not allowed for this app.");
    }
    const account = await this.#verify(app, proof);
    // Held by another user: the offer commits with the transaction, then the 409 is thrown.
    const transfer = await this.#db.transaction((tx) =>
      this.#signIn.link(tx, app, userId, account, TELEGRAM_ACCOUNTS_PER_USER),
    );
    if (transfer) throw transfer;
  }

  async unlink(userId: string, telegramUserId: string): Promise<void> {
    await this.#db.transaction((tx) => this.#users.unlink(tx, userId, { type: "telegram", subject: telegramUserId }));
  }

  async #verify(app: AppRecord, proof: TelegramProof): Promise<AccountKey> {
    const settings = telegramAppSettings.of(app).telegram;
    if (!settings) throw new FoyerError("disallowed_login_method", "Login with Telegram not allowed.");
    let scheme: TelegramScheme;
    let fields: Record<string, string>;
    if ("widget" in proof) {
      scheme = "widget";
      fields = proof.widget;
    } else {
      scheme = "web_app";
      fields = Object.fromEntries(new URLSearchParams(proof.webAppData));
    }
    if (!verifyTelegramHash(scheme, settings.bot_token, fields)) {
      throw new FoyerError("invalid_credentials", "Invalid Telegram login data.");
    }
    const authDate = Number(fields.auth_date);
    const nowSeconds = Math.floor(this.#now() / 1000);
    if (
      !Number.isInteger(authDate) ||
      nowSeconds - authDate > settings.auth_date_max_age_seconds ||
      authDate - nowSeconds > FUTURE_SKEW_SECONDS
    ) {
      throw new FoyerError("invalid_credentials", "Telegram login data has expired.");
    }
    const user = scheme === "widget" ? fields : parseUser(fields.user);
    const id = user.id;
    if (!id || !/^\d{1,20}$/.test(id)) throw new FoyerError("invalid_credentials", "Telegram login data has no user.");
    // Single use, atomically (primary key): kept until the payload would be refused as stale anyway.
    const payloadHash = createHash("sha256")
      .update(`${scheme}:${fields.hash ?? ""}`)
      .digest("hex");
    const liveMs = (authDate + settings.auth_date_max_age_seconds + FUTURE_SKEW_SECONDS) * 1000 - this.#now();
    if (!(await this.#nonces.spend(app.id, "telegram_payload", payloadHash, Math.max(liveMs, 1_000)))) {
      throw new FoyerError("invalid_credentials", "Telegram login data was already used.");
    }
    return {
      type: "telegram",
      subject: id,
      details: {
        first_name: user.first_name ?? null,
        last_name: user.last_name ?? null,
        username: user.username ?? null,
        photo_url: user.photo_url ?? null,
      },
    };
  }
}

/** The Mini App's `user` field (JSON), reduced to text fields. */
function parseUser(json: string | undefined): Record<string, string> {
  try {
    const parsed = JSON.parse(json ?? "") as Record<string, unknown>;
    const out: Record<string, string> = {};
    for (const key of ["id", "first_name", "last_name", "username", "photo_url"]) {
      const value = parsed[key];
      if (typeof value === "string" || typeof value === "number") out[key] = String(value);
    }
    return out;
  } catch {
    return {};
  }
}
