import { hkdfSync } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/Database.ts";
import { serverSettings } from "../db/schema.ts";
import type { ServerMode } from "../ServerMode.ts";
import type { Keyring } from "./Keyring.ts";

/** Where an earlier version kept the development secret: in the database, copied with the data directory. */
const LEGACY_DEV_SECRET_KEY = "dev_secret";

/**
 * The HMAC pepper. Production must pass one (FOYER_SECRET) so that a database dump alone reveals
 * nothing. Development derives it from its auth master key (kept outside the data directory), so a copy
 * of the data directory does not carry it. `legacy` is the secret an earlier development version stored in
 * the database: it still opens what it sealed once (the signing key), then its row is deleted (dropRow).
 */
export async function resolveServerSecret(
  db: Database,
  mode: ServerMode,
  secret: string | undefined,
  keyring: Keyring,
): Promise<{ secret: string; legacy?: string; dropLegacy(): Promise<void> }> {
  const dropLegacy = async () => {
    await db.delete(serverSettings).where(eq(serverSettings.key, LEGACY_DEV_SECRET_KEY));
  };
  if (secret) {
    if (secret.length < 16) throw new Error("FOYER_SECRET must be at least 16 characters long.");
    return { secret, legacy: secret, dropLegacy: async () => {} };
  }
  if (mode === "production") {
    throw new Error("FOYER_SECRET is required in production (e.g. FOYER_SECRET=$(openssl rand -hex 32)).");
  }
  const derived = Buffer.from(
    hkdfSync("sha256", keyring.current("auth").key, new Uint8Array(0), "foyer:dev-secret", 32),
  ).toString("base64url");
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, LEGACY_DEV_SECRET_KEY));
  return { secret: derived, legacy: row?.value, dropLegacy };
}
