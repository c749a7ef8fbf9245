import { randomBytes } from "node:crypto";
import { chmodSync, existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { z } from "zod";
import { decodeKey, KeyConfigError, type KeyFamily, type KeyProvider, StaticKeyProvider } from "./KeyProvider.ts";

const familySchema = z.object({
  /** Wraps new values. */
  current: z.string(),
  /** Still open values wrapped before a rotation. */
  previous: z.array(z.string()).default([]),
  /** Announced by `foyer keys rotate`: readable everywhere before it becomes current. */
  next: z.string().optional(),
});

const keyFileSchema = z.object({ auth: familySchema, recovery: familySchema });
export type KeyFileContent = z.output<typeof keyFileSchema>;

/** 32 fresh random bytes as hex: a new master key. */
export const newKeyHex = () => randomBytes(32).toString("hex");

/** Reads and checks a key file; a clear error names the file when it is missing or malformed. */
export function readKeyFile(path: string): KeyFileContent {
  if (!existsSync(path)) throw new KeyConfigError(`Key file ${path} does not exist.`);
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(path, "utf8"));
  } catch {
    throw new KeyConfigError(`Key file ${path} is not valid JSON.`);
  }
  const parsed = keyFileSchema.safeParse(json);
  if (!parsed.success) throw new KeyConfigError(`Key file ${path}: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** Replaces a key file atomically (write beside it, then rename), readable by its owner only. */
export function writeKeyFile(path: string, content: KeyFileContent): void {
  mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${process.pid}.tmp`;
  writeFileSync(temporary, `${JSON.stringify(content, null, 2)}\n`, { mode: 0o600 });
  chmodSync(temporary, 0o600);
  renameSync(temporary, path);
}

/** A key file with fresh keys for both families (development's first start, `foyer keys init`). */
export function freshKeyFile(): KeyFileContent {
  return { auth: { current: newKeyHex(), previous: [] }, recovery: { current: newKeyHex(), previous: [] } };
}

/** The keys of a parsed key file, current first, then `next`, then the previous ones. */
export function keysOfFile(content: KeyFileContent, path: string): Record<KeyFamily, Uint8Array[]> {
  const list = (family: KeyFamily) => {
    const { current, previous, next } = content[family];
    const name = `${path} ${family}`;
    return [current, ...(next ? [next] : []), ...previous].map((value) => decodeKey(value, name));
  };
  return { auth: list("auth"), recovery: list("recovery") };
}

/**
 * Master keys from a JSON key file (FOYER_KEY_FILE in production; the development key file):
 * `{ "auth": { "current": "<hex>", "previous": [...] }, "recovery": { ... } }`. Read again on every call,
 * so a running server learns of a rotation `foyer keys rotate` wrote.
 */
export class FileKeyProvider implements KeyProvider {
  readonly description: string;
  readonly path: string;

  constructor(path: string) {
    this.path = path;
    this.description = `key file ${path}`;
  }

  #snapshot(): StaticKeyProvider {
    return new StaticKeyProvider(this.description, keysOfFile(readKeyFile(this.path), this.path));
  }

  currentKeyId(family: KeyFamily) {
    return this.#snapshot().currentKeyId(family);
  }

  keyIds(family: KeyFamily) {
    return this.#snapshot().keyIds(family);
  }

  getKey(family: KeyFamily, keyId: string) {
    return this.#snapshot().getKey(family, keyId);
  }
}
