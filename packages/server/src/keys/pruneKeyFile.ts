import type { Database } from "../db/Database.ts";
import { readKeyFile, writeKeyFile } from "../security/KeyFile.ts";
import { KEY_FAMILIES, keyIdOf } from "../security/KeyProvider.ts";
import type { SealedColumn } from "./SealedColumn.ts";

/**
 * `foyer keys prune`: removes from a key file the previous keys no stored value uses any more (after
 * `foyer keys rotate` has finished). Refuses while a rotation is announced or while values of the earlier
 * v1 format (which record no key id) remain. Returns the ids removed.
 */
export async function pruneKeyFile(
  db: Database,
  sealedColumns: readonly SealedColumn[],
  path: string,
): Promise<string[]> {
  const content = readKeyFile(path);
  if (KEY_FAMILIES.some((family) => content[family].next)) {
    throw new Error("A rotation is under way (a `next` key is announced): finish it with `foyer keys rotate` first.");
  }
  const inUse = new Set<string>();
  for (const column of sealedColumns) {
    if (await column.sample(db, "v1.")) {
      throw new Error(
        `${column.name} still holds values sealed before key ids existed: run \`foyer keys rotate\` first.`,
      );
    }
    for (const id of await column.keyIdsInUse(db)) inUse.add(`${column.family}:${id}`);
  }
  const removed: string[] = [];
  for (const family of KEY_FAMILIES) {
    content[family].previous = content[family].previous.filter((hex) => {
      const id = keyIdOf(Buffer.from(hex, "hex"));
      if (inUse.has(`${family}:${id}`)) return true;
      removed.push(`${family} ${id}`);
      return false;
    });
  }
  if (removed.length) writeKeyFile(path, content);
  return removed;
}
