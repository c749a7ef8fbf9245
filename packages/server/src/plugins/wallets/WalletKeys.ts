import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { ServerMode } from "../../ServerOptions.ts";
import { AeadCipher } from "../../security/AeadCipher.ts";

/** The two master keys of the wallets plugin, 32 bytes each, never stored in the database. */
export interface WalletMasterKeys {
  /** Encrypts auth shares and server-wallet keys. Env FOYER_WALLET_AUTH_KEY (hex or base64url). */
  authKey: Uint8Array;
  /** Encrypts automatic-recovery shares; kept apart so one leaked key rebuilds nothing. Env FOYER_WALLET_RECOVERY_KEY. */
  recoveryKey: Uint8Array;
}

const FILE_NAME = "wallet-keys.json";

function decodeKey(value: string, name: string): Uint8Array {
  const bytes = /^[0-9a-f]{64}$/i.test(value) ? Buffer.from(value, "hex") : Buffer.from(value, "base64url");
  if (bytes.length !== 32) throw new Error(`${name} must be 32 bytes (64 hex characters).`);
  return new Uint8Array(bytes);
}

/**
 * Resolves the master keys: given ones (production: FOYER_WALLET_AUTH_KEY and FOYER_WALLET_RECOVERY_KEY),
 * else in development a file `wallet-keys.json` beside the PGlite data (created once), else (in-memory
 * database, tests) fresh random keys for this process. Production without keys gets null: wallet
 * endpoints then answer not_supported rather than keeping shares under a key in the database.
 */
export function resolveWalletKeys(options: {
  mode: ServerMode;
  keys?: { authKey: string; recoveryKey: string };
  dataDir?: string;
}): WalletMasterKeys | null {
  if (options.keys) {
    const authKey = decodeKey(options.keys.authKey, "FOYER_WALLET_AUTH_KEY");
    const recoveryKey = decodeKey(options.keys.recoveryKey, "FOYER_WALLET_RECOVERY_KEY");
    if (Buffer.from(authKey).equals(Buffer.from(recoveryKey))) {
      throw new Error("FOYER_WALLET_AUTH_KEY and FOYER_WALLET_RECOVERY_KEY must differ.");
    }
    return { authKey, recoveryKey };
  }
  if (options.mode === "production") return null;
  if (options.dataDir) {
    const file = join(options.dataDir, FILE_NAME);
    if (!existsSync(file)) {
      mkdirSync(options.dataDir, { recursive: true });
      const fresh = { auth_key: randomBytes(32).toString("hex"), recovery_key: randomBytes(32).toString("hex") };
      writeFileSync(file, `${JSON.stringify(fresh, null, 2)}\n`, { mode: 0o600, flag: "wx" });
    }
    const stored = JSON.parse(readFileSync(file, "utf8")) as { auth_key: string; recovery_key: string };
    return { authKey: decodeKey(stored.auth_key, FILE_NAME), recoveryKey: decodeKey(stored.recovery_key, FILE_NAME) };
  }
  return { authKey: new Uint8Array(randomBytes(32)), recoveryKey: new Uint8Array(randomBytes(32)) };
}

/** AES-256-GCM with a subkey per purpose, so one wallet secret's ciphertext never opens as another's. */
export class WalletCipher extends AeadCipher {
  constructor(master: Uint8Array, purpose: "auth-share" | "recovery-share" | "server-wallet") {
    super(master, `foyer-wallets:${purpose}`);
  }
}
