import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import type { Database } from "../db/Database.ts";
import { serverSettings } from "../db/schema.ts";
import type { ServerMode } from "../ServerMode.ts";

const SECRET_KEY = "dev_secret";

/**
 * The HMAC pepper. Production must pass one (FOYER_SECRET) so that a database dump alone reveals
 * nothing; development generates one on first start and keeps it in the database so codes sent before a
 * restart still verify. Insert-then-read makes two instances starting together agree on one value.
 */
export async function resolveServerSecret(db: Database, mode: ServerMode, secret?: string): Promise<string> {
  if (secret) {
    if (secret.length < 16) throw new Error("FOYER_SECRET must be at least 16 characters long.");
    return secret;
  }
  if (mode === "production") {
    throw new Error("FOYER_SECRET is required in production (e.g. FOYER_SECRET=$(openssl rand -hex 32)).");
  }
  await db
    .insert(serverSettings)
    .values({ key: SECRET_KEY, value: randomBytes(32).toString("base64url") })
    .onConflictDoNothing();
  const [row] = await db.select().from(serverSettings).where(eq(serverSettings.key, SECRET_KEY));
  if (!row) throw new Error("Could not create the development secret.");
  return row.value;
}
