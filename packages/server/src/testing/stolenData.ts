import { createHash, randomUUID } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { sql } from "drizzle-orm";
import type { Database } from "../db/Database.ts";
import { users } from "../db/schema.ts";
import { sealedColumnsOf } from "../keys/sealedColumns.ts";
import { defaultPlugins } from "../plugins/defaultPlugins.ts";
import { AeadCipher } from "../security/AeadCipher.ts";
import { EnvelopeCipher } from "../security/EnvelopeCipher.ts";
import { StaticKeyProvider } from "../security/KeyProvider.ts";
import { Keyring } from "../security/Keyring.ts";

/** Every row of every table, as an attacker's dump holds it (JSON text per table). */
export async function dumpDatabase(db: Database): Promise<string> {
  const tables = (await db.execute(
    sql`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
  )) as unknown as { rows: { table_name: string }[] };
  const parts: string[] = [];
  for (const { table_name } of tables.rows) {
    const rows = (await db.execute(
      sql`select row_to_json(t)::text as row from ${sql.identifier(table_name)} t`,
    )) as unknown as {
      rows: { row: string }[];
    };
    parts.push(`-- ${table_name}\n${rows.rows.map((r) => r.row).join("\n")}`);
  }
  return parts.join("\n");
}

/** The bytes of every file under a directory (a copied data directory), as latin1 text for searching. */
export function readTree(dir: string): string {
  let text = "";
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    text += statSync(path).isDirectory() ? readTree(path) : `${path}\n${readFileSync(path).toString("latin1")}\n`;
  }
  return text;
}

/**
 * Every 32-byte key an attacker could take from stolen text: each 64-hex and 43-character base64url run,
 * each string given (configuration values such as FOYER_SECRET) and its SHA-256.
 */
export function candidateKeys(stolen: string, strings: string[] = []): Uint8Array[] {
  const found = new Map<string, Uint8Array>();
  const add = (bytes: Buffer) => {
    if (bytes.length === 32) found.set(bytes.toString("hex"), new Uint8Array(bytes));
  };
  for (const match of stolen.matchAll(/[0-9a-fA-F]{64}/g)) add(Buffer.from(match[0], "hex"));
  for (const match of stolen.matchAll(/[A-Za-z0-9_-]{43}/g)) add(Buffer.from(match[0], "base64url"));
  for (const value of strings) {
    add(Buffer.from(value));
    add(createHash("sha256").update(value).digest());
  }
  return [...found.values()];
}

/**
 * Tries every candidate key, as master key of either family, on every sealed value the dump holds (and the
 * server secrets given on the earlier v1 format); returns the values that opened. An empty list: nothing
 * the attacker holds rebuilds a share, a server-wallet key, a signing key or an app's secrets.
 */
export async function openWithStolenKeys(
  db: Database,
  candidates: Uint8Array[],
  secrets: string[] = [],
): Promise<string[]> {
  const opened: string[] = [];
  const filler = new Uint8Array(32).fill(0xee);
  for (const candidate of candidates) {
    const keyring = await Keyring.load(
      new StaticKeyProvider("stolen", {
        auth: [candidate],
        recovery: [Buffer.from(candidate).equals(Buffer.from(filler)) ? new Uint8Array(32) : filler],
      }),
    );
    const recoveryKeyring = await Keyring.load(
      new StaticKeyProvider("stolen", { auth: [filler], recovery: [candidate] }),
    );
    for (const column of sealedColumnsOf(defaultPlugins)) {
      const cipher = new EnvelopeCipher(
        column.family === "auth" ? keyring : recoveryKeyring,
        column.family,
        column.purpose,
      );
      for (const value of await column.page(db, null, 10_000)) {
        if (value.plain !== null) opened.push(`${column.name} ${value.pk}: stored in the clear`);
        else if (value.sealed !== null) {
          try {
            cipher.open(value.sealed, value.associatedData);
            opened.push(`${column.name} ${value.pk}`);
          } catch {}
          for (const secret of secrets) {
            try {
              new AeadCipher(secret, column.purpose).open(value.sealed, value.associatedData);
              opened.push(`${column.name} ${value.pk} with a configuration secret`);
            } catch {}
          }
        }
      }
    }
  }
  return [...new Set(opened)];
}

/** A user row to hang wallets on (attacker tests need data, not a login). */
export async function insertUser(db: Database, appId: string): Promise<string> {
  const id = randomUUID();
  await db.insert(users).values({ id, appId, createdAt: new Date() });
  return id;
}
