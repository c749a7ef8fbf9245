import { entropyToMnemonic } from "@scure/bip39";
import { wordlist } from "@scure/bip39/wordlists/english";

/** BIP-39 mnemonic of 128-bit entropy (12 words): the seed's input, and what the export page shows. */
export function mnemonicOf(entropy: Uint8Array): string {
  return entropyToMnemonic(entropy, wordlist);
}

/**
 * The BIP-39 seed of entropy (no passphrase): PBKDF2-HMAC-SHA512, 2048 iterations, over the mnemonic. By
 * WebCrypto, natively: the pure-JS PBKDF2 (@scure/bip39's mnemonicToSeedSync) took most of a signature's
 * time when each signature derived its key anew. The words are ASCII, so NFKD leaves them as they are.
 */
export async function seedOf(entropy: Uint8Array): Promise<Uint8Array> {
  const encode = (text: string) => new TextEncoder().encode(text.normalize("NFKD"));
  const subtle = globalThis.crypto.subtle;
  const key = await subtle.importKey("raw", encode(mnemonicOf(entropy)), "PBKDF2", false, ["deriveBits"]);
  const bits = await subtle.deriveBits(
    { name: "PBKDF2", hash: "SHA-512", salt: encode("mnemonic"), iterations: 2048 },
    key,
    512,
  );
  return new Uint8Array(bits);
}
