import { decodeKey, KeyConfigError, StaticKeyProvider } from "./KeyProvider.ts";

/** The environment variables of the two master keys (current, and the previous ones during a rotation). */
export const KEY_ENV = {
  auth: "FOYER_WALLET_AUTH_KEY",
  recovery: "FOYER_WALLET_RECOVERY_KEY",
} as const;

const previousName = (name: string) => `${name}_PREVIOUS`;

/**
 * Master keys from the environment: FOYER_WALLET_AUTH_KEY and FOYER_WALLET_RECOVERY_KEY (current, 32 bytes
 * hex each), and optionally FOYER_WALLET_AUTH_KEY_PREVIOUS / FOYER_WALLET_RECOVERY_KEY_PREVIOUS
 * (comma-separated) that still open values wrapped before a rotation. Null when neither key is set;
 * a clear error when only one is, or one is malformed.
 */
export function envKeyProvider(env: NodeJS.ProcessEnv): StaticKeyProvider | null {
  const auth = env[KEY_ENV.auth]?.trim();
  const recovery = env[KEY_ENV.recovery]?.trim();
  if (!auth && !recovery) return null;
  if (!auth || !recovery) {
    throw new KeyConfigError(`${auth ? KEY_ENV.recovery : KEY_ENV.auth} is missing: set both master keys or neither.`);
  }
  const list = (name: string, current: string) => [
    decodeKey(current, name),
    ...(env[previousName(name)] ?? "")
      .split(",")
      .map((value) => value.trim())
      .filter(Boolean)
      .map((value) => decodeKey(value, previousName(name))),
  ];
  return new StaticKeyProvider("environment variables", {
    auth: list(KEY_ENV.auth, auth),
    recovery: list(KEY_ENV.recovery, recovery),
  });
}
