import { and, asc, eq, gt, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Database } from "../db/Database.ts";
import { apps, signingKeys } from "../db/schema.ts";
import { APP_SETTINGS_PURPOSE, isSealedSettings } from "../domain/apps/sealedAppSettings.ts";
import { SIGNING_KEY_PURPOSE } from "../sessions/SigningKeys.ts";
import type { SealedColumn } from "./SealedColumn.ts";

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

/** The core's own sealed columns: the JWT signing keys and the apps' server-only settings. */
export const coreSealedColumns: readonly SealedColumn[] = [
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

/**
 * Every sealed column of a server running these plugins: the core's, then each plugin's declared ones
 * (`ServerPlugin.sealedColumns`). Structural, so keys/ knows no plugin. Two columns of one name are refused:
 * rotation and the start-up check report by name.
 */
export function sealedColumnsOf(plugins: readonly { sealedColumns?: readonly SealedColumn[] }[]): SealedColumn[] {
  const columns = [...coreSealedColumns, ...plugins.flatMap((plugin) => plugin.sealedColumns ?? [])];
  const names = columns.map((column) => column.name);
  const duplicate = names.find((name, index) => names.indexOf(name) !== index);
  if (duplicate) throw new Error(`Two sealed columns are named "${duplicate}".`);
  return columns;
}
