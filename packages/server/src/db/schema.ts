/**
 * The Foyer database schema (Drizzle). Migrations in `packages/server/drizzle/` are generated from this
 * file with `npm run db:generate` and applied at startup; never edit a generated migration by hand.
 *
 * Times are `timestamptz` written from the server's injectable clock, never from SQL `now()`, so tests
 * can move time and every instance agrees on one notion of "now" per request.
 */
import {
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

const time = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** Apps served by this server: public config overrides, allowed origins, server-only settings. */
export const apps = pgTable("apps", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  /** Snake_case overrides of the public app configuration; defaults fill the rest. */
  config: jsonb("config").$type<Record<string, unknown>>().notNull().default({}),
  allowedOrigins: jsonb("allowed_origins").$type<string[]>().notNull().default([]),
  /** Never sent to clients (later: OAuth client secrets, Twilio credentials, ...). */
  settings: jsonb("settings").$type<Record<string, unknown>>().notNull().default({}),
  createdAt: time("created_at").notNull(),
  updatedAt: time("updated_at").notNull(),
});

/** Users belong to one app: two apps on one server never share a user or a session. */
export const users = pgTable(
  "users",
  {
    id: uuid("id").primaryKey(),
    appId: text("app_id")
      .notNull()
      .references(() => apps.id, { onDelete: "cascade" }),
    createdAt: time("created_at").notNull(),
    hasAcceptedTerms: boolean("has_accepted_terms").notNull().default(false),
    isGuest: boolean("is_guest").notNull().default(false),
    customMetadata: jsonb("custom_metadata").$type<Record<string, string | number | boolean>>().notNull().default({}),
  },
  (t) => [index("users_app_idx").on(t.appId)],
);

/**
 * Every login method a user holds (email today; phone, wallets, OAuth subjects, passkeys later).
 * The unique (app, type, subject) index is what guarantees that an account never belongs to two users,
 * even when two requests race.
 */
export const linkedAccounts = pgTable(
  "linked_accounts",
  {
    id: uuid("id").primaryKey(),
    appId: text("app_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    type: text("type").notNull(),
    /** Normalised identifier: lowercase-trimmed email, E.164 phone, checksummed address, provider subject. */
    subject: text("subject").notNull(),
    createdAt: time("created_at").notNull(),
    firstVerifiedAt: time("first_verified_at").notNull(),
    latestVerifiedAt: time("latest_verified_at").notNull(),
    details: jsonb("details").$type<Record<string, unknown>>().notNull().default({}),
  },
  (t) => [
    uniqueIndex("linked_accounts_subject_uq").on(t.appId, t.type, t.subject),
    index("linked_accounts_user_idx").on(t.userId),
  ],
);

export const sessions = pgTable(
  "sessions",
  {
    id: uuid("id").primaryKey(),
    appId: text("app_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: time("created_at").notNull(),
    revokedAt: time("revoked_at"),
    revokedReason: text("revoked_reason"),
  },
  (t) => [index("sessions_user_idx").on(t.userId)],
);

/** Refresh tokens are stored as SHA-256 hashes; `usedAt` marks a rotated token (reuse detection). */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    tokenHash: text("token_hash").primaryKey(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => sessions.id, { onDelete: "cascade" }),
    createdAt: time("created_at").notNull(),
    expiresAt: time("expires_at").notNull(),
    usedAt: time("used_at"),
  },
  (t) => [index("refresh_tokens_session_idx").on(t.sessionId)],
);

/**
 * One row per destination (app, channel, address): resending replaces the code in place, so only the
 * latest code can ever match, while `failures` and `lockedUntil` survive resends.
 */
export const otpCodes = pgTable(
  "otp_codes",
  {
    appId: text("app_id").notNull(),
    channel: text("channel").notNull(),
    destination: text("destination").notNull(),
    /** HMAC of the code with the server secret; null once used or killed. */
    codeHash: text("code_hash"),
    expiresAt: time("expires_at").notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastSentAt: time("last_sent_at"),
    failures: integer("failures").notNull().default(0),
    lockedUntil: time("locked_until"),
  },
  (t) => [primaryKey({ columns: [t.appId, t.channel, t.destination] })],
);

/** Fixed-window counters, bumped atomically with INSERT ... ON CONFLICT DO UPDATE ... RETURNING. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: time("window_start").notNull(),
  count: integer("count").notNull(),
});

/** ES256 signing keys; every row is published in the JWKS, the oldest signs. */
export const signingKeys = pgTable("signing_keys", {
  kid: text("kid").primaryKey(),
  algorithm: text("algorithm").notNull(),
  publicJwk: jsonb("public_jwk").$type<Record<string, unknown>>().notNull(),
  privateJwk: jsonb("private_jwk").$type<Record<string, unknown>>().notNull(),
  createdAt: time("created_at").notNull(),
});

/** Server-wide values created once (e.g. the development secret). */
export const serverSettings = pgTable("server_settings", {
  key: text("key").primaryKey(),
  value: text("value").notNull(),
});

export const analyticsEvents = pgTable(
  "analytics_events",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    appId: text("app_id").notNull(),
    eventName: text("event_name").notNull(),
    clientId: text("client_id"),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: time("created_at").notNull(),
  },
  (t) => [index("analytics_events_app_idx").on(t.appId, t.createdAt)],
);

/** Messages captured by the dev mailbox (development only). */
export const devMessages = pgTable(
  "dev_messages",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    appId: text("app_id").notNull(),
    channel: text("channel").notNull(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html"),
    code: text("code"),
    createdAt: time("created_at").notNull(),
  },
  (t) => [index("dev_messages_to_idx").on(t.to, t.id)],
);

/**
 * Single-use values with an expiry, shared by every plugin that needs one: passkey challenges,
 * captcha tokens already spent, account-transfer nonces, SIWE/SIWS nonces, OAuth states.
 * A value is consumed with one conditional UPDATE ... WHERE consumed_at IS NULL RETURNING, which is
 * what makes "single use" hold across concurrent requests and server instances.
 */
export const nonces = pgTable(
  "nonces",
  {
    appId: text("app_id").notNull(),
    /** What the value is for, e.g. "passkey_challenge", "captcha", "account_transfer". */
    purpose: text("purpose").notNull(),
    /** The value itself, or its hash when it is a secret. */
    value: text("value").notNull(),
    payload: jsonb("payload").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: time("created_at").notNull(),
    expiresAt: time("expires_at").notNull(),
    consumedAt: time("consumed_at"),
  },
  (t) => [primaryKey({ columns: [t.appId, t.purpose, t.value] }), index("nonces_expiry_idx").on(t.expiresAt)],
);

/**
 * Embedded-wallet entropies (wallets plugin): one row per BIP-39 entropy generated in the wallet frame.
 * The auth share is AES-GCM encrypted with the server's auth-share key (kept outside the database); the
 * recovery share is sealed by the user's password or cloud key in the frame, or (automatic recovery) by
 * the server's separate recovery key. The device share is never here.
 */
export const embeddedWalletEntropies = pgTable(
  "embedded_wallet_entropies",
  {
    id: uuid("id").primaryKey(),
    appId: text("app_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The index-0 address of the entropy. */
    entropyId: text("entropy_id").notNull(),
    entropyIdVerifier: text("entropy_id_verifier").notNull(),
    authShareCiphertext: text("auth_share_ciphertext").notNull(),
    recoveryMethod: text("recovery_method").notNull(),
    recoveryShareCiphertext: text("recovery_share_ciphertext").notNull(),
    /**
     * Ed25519 public key the frame derives from the clear recovery share: a new device that opened the share
     * with the user's password or cloud key signs its device key with it. Null for wallets made before.
     */
    recoveryProofKey: text("recovery_proof_key"),
    createdAt: time("created_at").notNull(),
    updatedAt: time("updated_at").notNull(),
  },
  (t) => [uniqueIndex("embedded_wallet_entropies_uq").on(t.appId, t.entropyId)],
);

/**
 * Frame device keys allowed to fetch a wallet's shares: the public half (JWK, and its RFC 7638 thumbprint)
 * of a non-extractable P-256 key held in the wallet origin's IndexedDB. One row per (entropy, key); a row
 * is added at wallet creation, after a recovery through the method, or after an in-frame verification.
 */
export const embeddedWalletDevices = pgTable(
  "embedded_wallet_devices",
  {
    id: uuid("id").primaryKey(),
    entropyRowId: uuid("entropy_row_id")
      .notNull()
      .references(() => embeddedWalletEntropies.id, { onDelete: "cascade" }),
    /** base64url SHA-256 JWK thumbprint (the proof's `jwk`, RFC 7638). */
    thumbprint: text("thumbprint").notNull(),
    publicJwk: jsonb("public_jwk").$type<Record<string, string>>().notNull(),
    /** How the device was allowed: "create", "recovery_method", "email_code", "sms_code" or "passkey". */
    registeredBy: text("registered_by").notNull(),
    createdAt: time("created_at").notNull(),
  },
  (t) => [uniqueIndex("embedded_wallet_devices_uq").on(t.entropyRowId, t.thumbprint)],
);

/**
 * Passkeys made on the wallet origin (relying party: its hostname), one user's way to verify a new device
 * of their wallets inside the frame when they have no email or phone (frameDevicePasskeyRoutes.ts). Not
 * login methods: the host page never runs these ceremonies, and they sign nobody in.
 */
export const embeddedWalletPasskeys = pgTable(
  "embedded_wallet_passkeys",
  {
    id: uuid("id").primaryKey(),
    appId: text("app_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    credentialId: text("credential_id").notNull(),
    /** COSE public key, base64url. */
    publicKey: text("public_key").notNull(),
    counter: integer("counter").notNull().default(0),
    transports: jsonb("transports").$type<string[]>().notNull(),
    /** The wallet origin the passkey was made on (its hostname is the RP ID). */
    origin: text("origin").notNull(),
    createdAt: time("created_at").notNull(),
  },
  (t) => [uniqueIndex("embedded_wallet_passkeys_uq").on(t.appId, t.credentialId)],
);

/**
 * Embedded wallets: one per (user, chain, HD index), enforced by the unique index even when two tabs
 * create at once. Server-wallet mode rows have no entropy and hold the key encrypted with the server key.
 */
export const embeddedWallets = pgTable(
  "embedded_wallets",
  {
    id: uuid("id").primaryKey(),
    appId: text("app_id").notNull(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    entropyRowId: uuid("entropy_row_id").references(() => embeddedWalletEntropies.id, { onDelete: "cascade" }),
    chainType: text("chain_type").notNull(),
    walletIndex: integer("wallet_index").notNull(),
    address: text("address").notNull(),
    /** Server-wallet mode only: the private key, AES-GCM encrypted with the server-wallet key. */
    serverKeyCiphertext: text("server_key_ciphertext"),
    delegated: boolean("delegated").notNull().default(false),
    createdAt: time("created_at").notNull(),
  },
  (t) => [
    uniqueIndex("embedded_wallets_user_chain_index_uq").on(t.userId, t.chainType, t.walletIndex),
    uniqueIndex("embedded_wallets_address_uq").on(t.appId, t.address),
  ],
);

/**
 * MFA methods a user enrolled (spec 001 §3/§6): "sms" with the E.164 number as subject, or "passkey" with
 * the credential id of one of the user's linked passkeys. Owned by the `mfa` plugin.
 */
export const mfaMethods = pgTable(
  "mfa_methods",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    appId: text("app_id").notNull(),
    method: text("method").notNull(),
    subject: text("subject").notNull(),
    createdAt: time("created_at").notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.method, t.subject] })],
);
