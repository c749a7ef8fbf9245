import type { Database } from "../db/Database.ts";
import { EnvelopeCipher, keyIdOfSealed } from "../security/EnvelopeCipher.ts";
import type { Keyring } from "../security/Keyring.ts";
import type { SealedColumn } from "./SealedColumn.ts";

export interface RewrapReport {
  /** Per column: values re-wrapped (or sealed from the clear), already current, and those that did not open. */
  columns: { name: string; rewrapped: number; current: number; failed: string[] }[];
  /** True when every value is now under the current keys. */
  complete: boolean;
}

const PAGE = 200;

/**
 * Re-wraps every sealed value under the current master key of its family: an envelope's data key is
 * re-wrapped (the ciphertext is untouched), a v1 value or a value stored in the clear is sealed anew.
 * Each row is written with a compare-and-set, so a value a running server changed meanwhile is left to it
 * (it wrote it under a key that stays readable). Values already current are skipped: running it again,
 * after an interruption or not, finishes the work and changes nothing more.
 */
export async function rewrapSealedValues(
  db: Database,
  sealedColumns: readonly SealedColumn[],
  keyring: Keyring,
): Promise<RewrapReport> {
  const columns: RewrapReport["columns"] = [];
  for (const column of sealedColumns) {
    const cipher = new EnvelopeCipher(keyring, column.family, column.purpose);
    const report = { name: column.name, rewrapped: 0, current: 0, failed: [] as string[] };
    let after: string | null = null;
    for (;;) {
      const page = await column.page(db, after, PAGE);
      for (const value of page) {
        if (value.sealed !== null && cipher.isCurrent(value.sealed)) {
          report.current += 1;
          continue;
        }
        try {
          const next =
            value.sealed !== null
              ? cipher.rewrap(value.sealed, value.associatedData)
              : cipher.seal(value.plain ?? "", value.associatedData);
          if (await column.replace(db, value, next)) report.rewrapped += 1;
        } catch (error) {
          const keyId = value.sealed ? keyIdOfSealed(value.sealed) : null;
          report.failed.push(
            `${value.pk}${keyId ? ` (key ${keyId})` : ""}: ${error instanceof Error ? error.message : error}`,
          );
        }
      }
      if (page.length < PAGE) break;
      after = page[page.length - 1]?.pk ?? null;
    }
    columns.push(report);
  }
  return { columns, complete: columns.every((column) => column.failed.length === 0) };
}

/** Per column, the master-key ids its values record (what `foyer keys status` shows). */
export async function keyIdsInUse(
  db: Database,
  sealedColumns: readonly SealedColumn[],
): Promise<{ name: string; family: string; keyIds: string[] }[]> {
  const result = [];
  for (const column of sealedColumns) {
    result.push({ name: column.name, family: column.family, keyIds: await column.keyIdsInUse(db) });
  }
  return result;
}
