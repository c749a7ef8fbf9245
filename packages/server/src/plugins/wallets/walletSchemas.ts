import { z } from "zod";

export const chainTypeSchema = z.enum(["ethereum", "solana"]);
export const verifierSchema = z.enum(["ethereum-address-verifier", "solana-address-verifier"]);
export const recoveryMethodSchema = z.enum([
  "user-passcode",
  "google-drive",
  "icloud",
  "foyer",
  "foyer-v2",
  "recovery-encryption-key",
]);
/** Checksummed/any-case 0x address or base58 Solana address. */
export const addressSchema = z
  .string()
  .regex(/^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/, "Expected an address");
/** A share or sealed share: base64url segments and dots, bounded. */
export const shareSchema = z
  .string()
  .min(16)
  .max(2048)
  .regex(/^[A-Za-z0-9_.-]+$/);
/** An Ed25519 public key (32 bytes, base64url without padding). */
export const recoveryProofKeySchema = z.string().regex(/^[A-Za-z0-9_-]{43}$/);
