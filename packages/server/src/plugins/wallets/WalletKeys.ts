import { EnvelopeCipher } from "../../security/EnvelopeCipher.ts";
import type { KeyFamily } from "../../security/KeyProvider.ts";
import type { Keyring } from "../../security/Keyring.ts";

export type WalletSecret = "auth-share" | "recovery-share" | "server-wallet";

/** The master-key family and purpose of each wallet secret: the recovery share alone sits under the recovery key. */
export const walletSealing = (secret: WalletSecret): { family: KeyFamily; purpose: string } => ({
  family: secret === "recovery-share" ? "recovery" : "auth",
  purpose: `foyer-wallets:${secret}`,
});

/**
 * Envelope encryption of one kind of wallet secret (a subkey per purpose, so one secret's ciphertext never
 * opens as another's). The master keys come from the server's keyring, never from the database.
 */
export class WalletCipher extends EnvelopeCipher {
  constructor(keyring: Keyring, secret: WalletSecret) {
    const { family, purpose } = walletSealing(secret);
    super(keyring, family, purpose);
  }
}
