import { resolve } from "node:path";
import type { ServerOptions } from "../ServerOptions.ts";
import { envKeyProvider } from "../security/EnvKeyProvider.ts";
import { KeyConfigError } from "../security/KeyProvider.ts";

/**
 * The key options the environment gives: master keys from FOYER_WALLET_AUTH_KEY / FOYER_WALLET_RECOVERY_KEY
 * (and their _PREVIOUS lists) or from the key file FOYER_KEY_FILE (one source, not both), and the JWT
 * signing key's rotation period FOYER_JWT_ROTATION_DAYS.
 */
export function keyOptionsFromEnv(
  env: NodeJS.ProcessEnv,
): Pick<ServerOptions, "keyProvider" | "keyFile" | "signingKeyRotationMs"> {
  const keyProvider = envKeyProvider(env) ?? undefined;
  const keyFile = env.FOYER_KEY_FILE ? resolve(env.FOYER_KEY_FILE) : undefined;
  if (keyProvider && keyFile) {
    throw new KeyConfigError("Set FOYER_KEY_FILE or FOYER_WALLET_AUTH_KEY / FOYER_WALLET_RECOVERY_KEY, not both.");
  }
  const days = env.FOYER_JWT_ROTATION_DAYS;
  if (days !== undefined && days !== "" && !(Number(days) > 0)) {
    throw new KeyConfigError(`FOYER_JWT_ROTATION_DAYS must be a positive number of days (got "${days}").`);
  }
  return {
    keyProvider,
    keyFile,
    signingKeyRotationMs: days ? Number(days) * 24 * 60 * 60_000 : undefined,
  };
}
