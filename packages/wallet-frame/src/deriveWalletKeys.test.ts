import { bytesToHex, hexToBytes } from "@noble/hashes/utils.js";
import { mnemonicToEntropy, mnemonicToSeedSync } from "@scure/bip39";
import { wordlist } from "@scure/bip39/wordlists/english";
import { describe, expect, it } from "vitest";
import { deriveWalletKey, entropyIdOf } from "./deriveWalletKeys.ts";
import { slip10Ed25519 } from "./slip10Ed25519.ts";
import { mnemonicOf, seedOf } from "./walletSeed.ts";

describe("key derivation", () => {
  it("derives BIP-44 m/44'/60'/0'/0/i (the well-known test mnemonic gives anvil's accounts)", async () => {
    const entropy = mnemonicToEntropy("test test test test test test test test test test test junk", wordlist);
    expect(mnemonicOf(entropy)).toBe("test test test test test test test test test test test junk");
    expect((await deriveWalletKey(entropy, "ethereum", 0)).address).toBe("0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266");
    expect((await deriveWalletKey(entropy, "ethereum", 1)).address).toBe("0x70997970C51812dc3A010C7d01b50e0d17dc79C8");
    expect(await entropyIdOf(entropy, "ethereum")).toEqual({
      entropyId: "0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266",
      entropyIdVerifier: "ethereum-address-verifier",
    });
  });

  it("makes the BIP-39 seed by WebCrypto exactly as @scure/bip39's PBKDF2 does", async () => {
    for (const entropy of [
      new Uint8Array(16),
      new Uint8Array(16).fill(0xff),
      crypto.getRandomValues(new Uint8Array(16)),
    ]) {
      expect(bytesToHex(await seedOf(entropy))).toBe(bytesToHex(mnemonicToSeedSync(mnemonicOf(entropy))));
    }
  });

  it("implements SLIP-10 ed25519 (test vector 1 of the SLIP-10 document)", () => {
    const seed = hexToBytes("000102030405060708090a0b0c0d0e0f");
    expect(bytesToHex(slip10Ed25519(seed, "m"))).toBe(
      "2b4be7f19ee27bbf30c667b642d5f4aa69fd169872f8fc3059c08ebae2eb19e7",
    );
    expect(bytesToHex(slip10Ed25519(seed, "m/0'"))).toBe(
      "68e0fe46dfb67e368c75379acec591dad19df3cde26e63b93a8e704f1dade7a3",
    );
    expect(() => slip10Ed25519(seed, "m/0")).toThrow(/hardened/);
  });

  it("gives distinct Solana addresses per index, in base58", async () => {
    const entropy = new Uint8Array(16).fill(7);
    const a = (await deriveWalletKey(entropy, "solana", 0)).address;
    const b = (await deriveWalletKey(entropy, "solana", 1)).address;
    expect(a).toMatch(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/);
    expect(a).not.toBe(b);
  });
});
