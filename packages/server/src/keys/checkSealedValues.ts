import type { Database } from "../db/Database.ts";
import { EnvelopeCipher } from "../security/EnvelopeCipher.ts";
import { KeyConfigError } from "../security/KeyProvider.ts";
import type { Keyring } from "../security/Keyring.ts";
import type { SealedColumn } from "./SealedColumn.ts";

/**
 * The start-up check: every master-key id the database's sealed values record must be one this server
 * holds, and one value per key id (and one value of the earlier v1 format, which records no id) must open.
 * A wrong or missing key stops the start with a message naming the key, instead of failing later on the
 * first wallet or login that needs it. `sealedColumns`: the core's and the running plugins' (sealedColumnsOf).
 */
export async function checkSealedValues(
  db: Database,
  sealedColumns: readonly SealedColumn[],
  keyring: Keyring,
): Promise<void> {
  const problems: string[] = [];
  for (const column of sealedColumns) {
    const cipher = new EnvelopeCipher(keyring, column.family, column.purpose);
    const ids = await column.keyIdsInUse(db);
    const unknown = ids.filter((id) => !keyring.get(column.family, id));
    if (unknown.length) problems.push(`${column.name} uses ${column.family} key ${unknown.join(", ")}`);
    for (const prefix of [...ids.filter((id) => !unknown.includes(id)).map((id) => `v2.${id}.`), "v1."]) {
      const value = await column.sample(db, prefix);
      if (!value?.sealed) continue;
      try {
        cipher.open(value.sealed, value.associatedData);
      } catch {
        problems.push(`${column.name} ${value.pk} does not open with the ${column.family} keys given`);
      }
    }
  }
  if (problems.length) {
    throw new KeyConfigError(
      `The database holds values sealed by master keys that ${keyring.provider.description} lacks (${problems.join("; ")}): wrong or missing FOYER_WALLET_AUTH_KEY / FOYER_WALLET_RECOVERY_KEY (or key file). Give the keys this database was sealed with; keep previous keys readable until \`foyer keys rotate\` has finished.`,
    );
  }
}
