import { and, asc, eq, gt, isNotNull, like, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/Database.ts";
import type { KeyFamily } from "../security/KeyProvider.ts";

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
 * A column holding values sealed under a master key: where `foyer keys rotate` re-wraps, what `foyer keys
 * status` and `prune` read, and what the start-up check opens. The core declares its own (sealedColumns.ts);
 * a plugin declares its tables' on `ServerPlugin.sealedColumns`, so the core never names a plugin's table.
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

/**
 * A text column of envelope values (`EnvelopeCipher.seal(value, associatedData)`), nulls skipped.
 *
 * @example
 * sealedTextColumn({
 *   name: "notes.body_ciphertext", family: "auth", purpose: "my-notes:body",
 *   table: notes, pk: notes.id, column: notes.bodyCiphertext, field: "bodyCiphertext",
 *   associatedData: [notes.appId, notes.id], // sealed with `${appId}:${id}`
 * })
 */
export function sealedTextColumn(options: {
  /** `table.column`, as logs and `foyer keys status` show it; unique among the server's sealed columns. */
  name: string;
  family: KeyFamily;
  /** The purpose the values were sealed with (`new EnvelopeCipher(keyring, family, purpose)`). */
  purpose: string;
  table: PgTable;
  /** A text primary key: rotation pages through the table in its order. */
  pk: PgColumn;
  column: PgColumn;
  /** The column's property name in the Drizzle table (what `.set` takes). */
  field: string;
  /** The columns whose values, joined by ":", are the associated data each value was sealed with. */
  associatedData: readonly [PgColumn, ...PgColumn[]];
  /** Only the rows this selects hold sealed values (e.g. one recovery method of several). */
  where?: SQL;
}): SealedColumn {
  const { table, pk, column } = options;
  const ad = Object.fromEntries(options.associatedData.map((part, i) => [`ad${i}`, part]));
  const read = (row: Record<string, unknown>): StoredValue => ({
    pk: row.pk as string,
    associatedData: options.associatedData.map((_, i) => String(row[`ad${i}`])).join(":"),
    sealed: row.value as string,
    plain: null,
    raw: row.value,
  });
  return {
    name: options.name,
    family: options.family,
    purpose: options.purpose,
    async page(db, after, limit) {
      const rows = await db
        .select({ pk, value: column, ...ad })
        .from(table)
        .where(and(isNotNull(column), after ? gt(pk, after) : undefined, options.where))
        .orderBy(asc(pk))
        .limit(limit);
      return rows.map(read);
    },
    async sample(db, prefix) {
      const [row] = await db
        .select({ pk, value: column, ...ad })
        .from(table)
        .where(and(like(column, `${prefix}%`), options.where))
        .limit(1);
      return row ? read(row) : null;
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
