import { and, asc, eq, gt, inArray, isNotNull, like, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/Database.ts";
import { apps, embeddedWalletEntropies, embeddedWallets, signingKeys } from "../db/schema.ts";
import { APP_SETTINGS_PURPOSE, isSealedSettings } from "../domain/apps/sealedAppSettings.ts";
import { walletSealing } from "../plugins/wallets/WalletKeys.ts";
import type { KeyFamily } from "../security/KeyProvider.ts";
import { SIGNING_KEY_PURPOSE } from "../sessions/SigningKeys.ts";

/** One stored value under a master key: sealed (envelope or v1), or an earlier version's clear value. */
export interface StoredValue {
  pk: string;
  associatedData: string;
  /** The sealed string, or null when the row still holds it in the clear. */
  sealed: string | null;
  /** The clear value to seal, when `sealed` is null. */
  plain: string | null;
  /** The column's value as read, for a compare-and-set update. */
  raw: unknown;
}

/**
 * A column holding values sealed under a master key: where `foyer keys rotate` re-wraps and what the
 * start-up check reads. Every sealed column is listed here and nowhere else.
 */
export interface SealedColumn {
  name: string;
  family: KeyFamily;
  purpose: string;
  /** Up to `limit` rows with a primary key after `after`, in primary-key order. */
  page(db: Database, after: string | null, limit: number): Promise<StoredValue[]>;
  /** The distinct master-key ids the column's envelope (v2) values record. */
  keyIdsInUse(db: Database): Promise<string[]>;
  /** One value whose sealed form starts with `prefix` ("v2.<key id>." or "v1."), or null. */
  sample(db: Database, prefix: string): Promise<StoredValue | null>;
  /** Writes `sealed` only if the row still holds `previous` (a concurrent write wins). True when written. */
  replace(db: Database, value: StoredValue, sealed: string): Promise<boolean>;
}

function textColumn(options: {
  name: string;
  secret: Parameters<typeof walletSealing>[0];
  table: PgTable;
  pk: PgColumn;
  column: PgColumn;
  /** The column's property name in the Drizzle table (what `.set` takes). */
  field: string;
  appId: PgColumn;
  adPart: PgColumn;
  where?: SQL;
}): SealedColumn {
  const { table, pk, column } = options;
  return {
    name: options.name,
    ...walletSealing(options.secret),
    async page(db, after, limit) {
      const rows = (await db
        .select({ pk, value: column, appId: options.appId, adPart: options.adPart })
        .from(table)
        .where(and(isNotNull(column), after ? gt(pk, after) : undefined, options.where))
        .orderBy(asc(pk))
        .limit(limit)) as { pk: string; value: string; appId: string; adPart: string }[];
      return rows.map((row) => ({
        pk: row.pk,
        associatedData: `${row.appId}:${row.adPart}`,
        sealed: row.value,
        plain: null,
        raw: row.value,
      }));
    },
    async sample(db, prefix) {
      const [row] = (await db
        .select({ pk, value: column, appId: options.appId, adPart: options.adPart })
        .from(table)
        .where(and(like(column, `${prefix}%`), options.where))
        .limit(1)) as { pk: string; value: string; appId: string; adPart: string }[];
      return row
        ? { pk: row.pk, associatedData: `${row.appId}:${row.adPart}`, sealed: row.value, plain: null, raw: row.value }
        : null;
    },
    async keyIdsInUse(db) {
      const rows = await db
        .selectDistinct({ id: sql<string>`split_part(${column}, '.', 2)` })
        .from(table)
        .where(and(like(column, "v2.%"), options.where));
      return rows.map((row) => row.id);
    },
    async replace(db, value, sealed) {
      const written = await db
        .update(table)
        .set({ [options.field]: sealed })
        .where(and(eq(pk, value.pk), eq(column, value.raw as string)))
        .returning({ pk });
      return written.length > 0;
    },
  };
}

function jsonColumn(options: {
  name: string;
  purpose: string;
  read(db: Database, after: string | null, limit: number): Promise<{ pk: string; raw: unknown }[]>;
  write(db: Database, pk: string, previous: unknown, next: { sealed: string }): Promise<boolean>;
  table: PgTable;
  column: PgColumn;
}): SealedColumn {
  const sealedText = sql<string>`(${options.column} ->> 'sealed')`;
  const page = async (db: Database, after: string | null, limit: number) =>
    (await options.read(db, after, limit)).map(({ pk, raw }) => ({
      pk,
      associatedData: pk,
      sealed: isSealedSettings(raw) ? raw.sealed : null,
      plain: isSealedSettings(raw) ? null : JSON.stringify(raw),
      raw,
    }));
  return {
    name: options.name,
    family: "auth",
    purpose: options.purpose,
    page,
    // Small tables (apps, signing keys): read them whole. Their v1 values were sealed under FOYER_SECRET,
    // not a master key (the signing key re-seals them at start), so only envelopes are sampled.
    async sample(db, prefix) {
      if (!prefix.startsWith("v2.")) return null;
      return (await page(db, null, 10_000)).find((value) => value.sealed?.startsWith(prefix)) ?? null;
    },
    async keyIdsInUse(db) {
      const rows = await db
        .selectDistinct({ id: sql<string>`split_part(${sealedText}, '.', 2)` })
        .from(options.table)
        .where(sql`${sealedText} like 'v2.%'`);
      return rows.map((row) => row.id);
    },
    replace: (db, value, sealed) => options.write(db, value.pk, value.raw, { sealed }),
  };
}

export const sealedColumns: readonly SealedColumn[] = [
  textColumn({
    name: "embedded_wallet_entropies.auth_share_ciphertext",
    secret: "auth-share",
    table: embeddedWalletEntropies,
    pk: embeddedWalletEntropies.id,
    column: embeddedWalletEntropies.authShareCiphertext,
    field: "authShareCiphertext",
    appId: embeddedWalletEntropies.appId,
    adPart: embeddedWalletEntropies.entropyId,
  }),
  textColumn({
    name: "embedded_wallet_entropies.recovery_share_ciphertext",
    secret: "recovery-share",
    table: embeddedWalletEntropies,
    pk: embeddedWalletEntropies.id,
    column: embeddedWalletEntropies.recoveryShareCiphertext,
    field: "recoveryShareCiphertext",
    appId: embeddedWalletEntropies.appId,
    adPart: embeddedWalletEntropies.entropyId,
    // Only automatic recovery (WalletService's isServerRecovery); password and cloud shares are the user's.
    where: inArray(embeddedWalletEntropies.recoveryMethod, ["foyer", "foyer-v2"]),
  }),
  textColumn({
    name: "embedded_wallets.server_key_ciphertext",
    secret: "server-wallet",
    table: embeddedWallets,
    pk: embeddedWallets.id,
    column: embeddedWallets.serverKeyCiphertext,
    field: "serverKeyCiphertext",
    appId: embeddedWallets.appId,
    adPart: embeddedWallets.id,
  }),
  jsonColumn({
    name: "signing_keys.private_jwk",
    purpose: SIGNING_KEY_PURPOSE,
    table: signingKeys,
    column: signingKeys.privateJwk,
    async read(db, after, limit) {
      const rows = await db
        .select({ pk: signingKeys.kid, raw: signingKeys.privateJwk })
        .from(signingKeys)
        .where(after ? gt(signingKeys.kid, after) : undefined)
        .orderBy(asc(signingKeys.kid))
        .limit(limit);
      return rows;
    },
    async write(db, pk, previous, next) {
      const written = await db
        .update(signingKeys)
        .set({ privateJwk: next })
        .where(and(eq(signingKeys.kid, pk), eq(signingKeys.privateJwk, previous as Record<string, unknown>)))
        .returning({ pk: signingKeys.kid });
      return written.length > 0;
    },
  }),
  jsonColumn({
    name: "apps.settings",
    purpose: APP_SETTINGS_PURPOSE,
    table: apps,
    column: apps.settings,
    async read(db, after, limit) {
      return db
        .select({ pk: apps.id, raw: apps.settings })
        .from(apps)
        .where(after ? gt(apps.id, after) : undefined)
        .orderBy(asc(apps.id))
        .limit(limit);
    },
    async write(db, pk, previous, next) {
      const written = await db
        .update(apps)
        .set({ settings: next })
        .where(and(eq(apps.id, pk), eq(apps.settings, previous as Record<string, unknown>)))
        .returning({ pk: apps.id });
      return written.length > 0;
    },
  }),
];
