import { setTimeout as sleep } from "node:timers/promises";
import type { Database } from "../db/Database.ts";
import { FileKeyProvider, newKeyHex, readKeyFile, writeKeyFile } from "../security/KeyFile.ts";
import { KEY_FAMILIES, type KeyProvider } from "../security/KeyProvider.ts";
import { KEY_REFRESH_MS, Keyring } from "../security/Keyring.ts";
import { keyIdsInUse, type RewrapReport, rewrapSealedValues } from "./rewrapSealedValues.ts";
import type { SealedColumn } from "./SealedColumn.ts";

/** Default wait between announcing new keys and making them current: running servers read keys every 30 s. */
export const DEFAULT_ROTATION_GRACE_MS = 2 * KEY_REFRESH_MS + 5_000;

export interface RotationOptions {
  /** Time for running servers to learn of the announced keys before they wrap anything. */
  graceMs: number;
  log: (line: string) => void;
  /** Waits; tests pass one that returns at once or fails (an interruption). */
  wait?: (ms: number) => Promise<void>;
}

export interface RotationResult {
  /** True when this run made new keys; false when it finished an earlier, interrupted rotation. */
  newKeys: boolean;
  current: { auth: string; recovery: string };
  report: RewrapReport;
}

/**
 * `foyer keys rotate` with a key file, without downtime:
 * 1. announce: a new key per family goes in the file as `next`, readable by every server at its next read;
 * 2. after the grace period, the new keys become current (the old ones move to `previous`, still readable);
 * 3. every stored value is re-wrapped under the current keys (rewrapSealedValues).
 * Safe to run again at any point: a `next` key already announced, or values not yet re-wrapped, mean an
 * unfinished rotation, which the run completes instead of starting another.
 */
export async function rotateKeyFile(
  db: Database,
  sealedColumns: readonly SealedColumn[],
  path: string,
  options: RotationOptions,
): Promise<RotationResult> {
  const wait = options.wait ?? sleep;
  let content = readKeyFile(path);
  const announced = KEY_FAMILIES.some((family) => content[family].next);
  const unfinished =
    announced || (await valuesBehind(db, sealedColumns, await Keyring.load(new FileKeyProvider(path))));
  if (!unfinished) {
    for (const family of KEY_FAMILIES) content[family].next = newKeyHex();
    writeKeyFile(path, content);
    options.log(`New master keys announced in ${path}.`);
  }
  if (announced || !unfinished) {
    options.log(`Waiting ${Math.round(options.graceMs / 1000)} s for running servers to read them...`);
    await wait(options.graceMs);
    content = readKeyFile(path);
    for (const family of KEY_FAMILIES) {
      const { current, next, previous } = content[family];
      if (!next) continue;
      content[family] = { current: next, previous: [current, ...previous.filter((key) => key !== next)] };
    }
    writeKeyFile(path, content);
    options.log("New master keys are current; the previous ones stay readable.");
  } else {
    options.log("Finishing an earlier rotation: re-wrapping what is not yet under the current keys.");
  }
  const result = await rewrapAll(db, sealedColumns, new FileKeyProvider(path), options.log);
  return { ...result, newKeys: !unfinished };
}

/** `foyer keys rotate` with keys the command cannot change (environment, KMS): re-wraps under the current ones. */
export async function rewrapAll(
  db: Database,
  sealedColumns: readonly SealedColumn[],
  provider: KeyProvider,
  log: (line: string) => void,
): Promise<Omit<RotationResult, "newKeys">> {
  const keyring = await Keyring.load(provider);
  const report = await rewrapSealedValues(db, sealedColumns, keyring);
  for (const column of report.columns) {
    log(
      `${column.name}: ${column.rewrapped} re-wrapped, ${column.current} already current, ${column.failed.length} failed`,
    );
    for (const failure of column.failed) log(`  ${failure}`);
  }
  return { current: { auth: keyring.current("auth").id, recovery: keyring.current("recovery").id }, report };
}

/** True when some stored value records a key that is not its family's current one. */
async function valuesBehind(db: Database, sealedColumns: readonly SealedColumn[], keyring: Keyring): Promise<boolean> {
  return (await keyIdsInUse(db, sealedColumns)).some(({ family, keyIds }) =>
    keyIds.some((id) => id !== keyring.current(family as "auth" | "recovery").id),
  );
}
