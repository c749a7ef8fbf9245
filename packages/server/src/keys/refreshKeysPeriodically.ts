import type { Logger } from "../Logger.ts";
import { KEY_REFRESH_MS, type Keyring } from "../security/Keyring.ts";
import type { SigningKeyRing } from "../sessions/SigningKeys.ts";

/**
 * Every KEY_REFRESH_MS: reads the master keys again (a rotation's new key reaches running servers without
 * a restart) and rotates the JWT signing key when its period is over. A failure keeps the keys held and
 * is logged; the timer never keeps the process alive.
 */
export function refreshKeysPeriodically(keyring: Keyring, signing: SigningKeyRing, logger: Logger): { close(): void } {
  const timer = setInterval(() => {
    keyring
      .refresh()
      .catch((error: unknown) => logger.error("Could not read the master keys again", { error: String(error) }));
    signing
      .rotateIfDue()
      .catch((error: unknown) => logger.error("Signing key rotation failed", { error: String(error) }));
  }, KEY_REFRESH_MS);
  timer.unref();
  return { close: () => clearInterval(timer) };
}
