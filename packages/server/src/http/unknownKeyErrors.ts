import { FoyerError } from "@foyer/core";
import { APP_SETTINGS_PURPOSE } from "../domain/apps/sealedAppSettings.ts";
import type { Logger } from "../Logger.ts";
import type { UnknownKeyError } from "../security/EnvelopeCipher.ts";
import { SIGNING_KEY_PURPOSE } from "../sessions/SigningKeys.ts";

/** What the client is told: the operator's mistake, not theirs, and retrying later may help. */
export const SEALED_VALUE_MESSAGE =
  "This server cannot open stored data: the master key it was sealed with is not loaded. Try again later.";

/**
 * The answer to a value sealed under a master key this process does not hold (a key removed from the
 * provider too early, or a server started with another key set): 503 with the catalogue code of what the
 * value belongs to (sessions and app settings: unknown_auth_error; wallet shares and keys:
 * unknown_embedded_wallet_error). The operator's log names the family and key id once per key and
 * process, not once per request, so a busy server does not flood it.
 */
export function createUnknownKeyAnswer(logger: Logger): (error: UnknownKeyError) => FoyerError {
  const logged = new Set<string>();
  return (error) => {
    const key = `${error.family}:${error.keyId}`;
    if (!logged.has(key)) {
      logged.add(key);
      logger.error(
        `a stored value is sealed under ${error.family} master key ${error.keyId}, which this server does not hold: add that key back to its key provider (as a previous key), or run \`foyer keys rotate\` on a server that holds it`,
        { family: error.family, key_id: error.keyId, purpose: error.purpose },
      );
    }
    const authSide = error.purpose === SIGNING_KEY_PURPOSE || error.purpose === APP_SETTINGS_PURPOSE;
    return new FoyerError(authSide ? "unknown_auth_error" : "unknown_embedded_wallet_error", SEALED_VALUE_MESSAGE, {
      status: 503,
    });
  };
}
