import type { ServerMode } from "../ServerMode.ts";
import type { ServerOptions } from "../ServerOptions.ts";
import { KEY_ENV } from "../security/EnvKeyProvider.ts";
import { FileKeyProvider } from "../security/KeyFile.ts";
import { decodeKey, KeyConfigError, type KeyProvider, StaticKeyProvider } from "../security/KeyProvider.ts";
import { Keyring } from "../security/Keyring.ts";
import { devKeyFilePath, ensureDevKeyFile } from "./devKeyFile.ts";

export const MISSING_KEYS_MESSAGE = `Production needs its master keys, kept outside the database: set ${KEY_ENV.auth} and ${KEY_ENV.recovery} (openssl rand -hex 32 each, different), or FOYER_KEY_FILE (a key file made by \`foyer keys init\`).`;

/**
 * The keyring a server starts with. In order: a provider passed in (a KMS), `walletKeys` (the environment
 * variables), `keyFile`; production without any of them refuses to start. Development keeps its keys in a
 * file outside the data directory (devKeyFilePath), created on first start; an in-memory database gets
 * keys for this process only. Never a silent fallback: a malformed or missing key is a KeyConfigError.
 */
export async function resolveKeyring(
  options: Pick<ServerOptions, "keyProvider" | "walletKeys" | "keyFile" | "dataDir" | "databaseUrl">,
  mode: ServerMode,
  log: (message: string) => void = () => {},
): Promise<Keyring> {
  const provider = resolveKeyProvider(options, mode, log);
  return provider ? Keyring.load(provider) : Keyring.ephemeral();
}

function resolveKeyProvider(
  options: Pick<ServerOptions, "keyProvider" | "walletKeys" | "keyFile" | "dataDir" | "databaseUrl">,
  mode: ServerMode,
  log: (message: string) => void,
): KeyProvider | null {
  if (options.keyProvider) return options.keyProvider;
  if (options.walletKeys) {
    const { authKey, recoveryKey, previousAuthKeys = [], previousRecoveryKeys = [] } = options.walletKeys;
    return new StaticKeyProvider("environment variables", {
      auth: [authKey, ...previousAuthKeys].map((key) => decodeKey(key, KEY_ENV.auth)),
      recovery: [recoveryKey, ...previousRecoveryKeys].map((key) => decodeKey(key, KEY_ENV.recovery)),
    });
  }
  if (options.keyFile) {
    if (mode === "development") ensureDevKeyFile(options.keyFile, options.dataDir);
    return new FileKeyProvider(options.keyFile);
  }
  if (mode === "production") throw new KeyConfigError(MISSING_KEYS_MESSAGE);
  if (!options.dataDir && !options.databaseUrl) return null;
  const path = devKeyFilePath(options);
  const done = ensureDevKeyFile(path, options.dataDir);
  if (done !== "existing")
    log(`Development master keys ${done === "created" ? "created" : "moved out of the data directory"}: ${path}`);
  return new FileKeyProvider(path);
}
