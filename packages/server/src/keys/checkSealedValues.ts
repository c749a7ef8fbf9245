import type { Database } from "../db/Database.ts";
import { KeyConfigError } from "../security/KeyProvider.ts";
import type { Keyring } from "../security/Keyring.ts";
import { keyIdsInUse } from "./rewrapSealedValues.ts";

/**
 * The start-up check: every master-key id the database's sealed values record must be one this server
 * holds. Key ids derive from the keys, so a wrong key is a missing id: the server refuses to start and
 * says which key it lacks, instead of failing later on the first wallet or login that needs it.
 */
export async function checkSealedValues(db: Database, keyring: Keyring): Promise<void> {
  const missing: string[] = [];
  for (const { name, family, keyIds } of await keyIdsInUse(db)) {
    const unknown = keyIds.filter((id) => !keyring.get(family as "auth" | "recovery", id));
    if (unknown.length) missing.push(`${name} uses ${family} key ${unknown.join(", ")}`);
  }
  if (missing.length) {
    throw new KeyConfigError(
      `The database holds values sealed by master keys that ${keyring.provider.description} lacks (${missing.join("; ")}): wrong or missing FOYER_WALLET_AUTH_KEY / FOYER_WALLET_RECOVERY_KEY (or key file). Give the keys this database was sealed with; keep previous keys readable until \`foyer keys rotate\` has finished.`,
    );
  }
}
