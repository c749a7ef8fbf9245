import { z } from "zod";

// The wallet frame's share calls (`embedded_wallets`, on the wallet origin): the server validates with these
// schemas, the frame builds its bodies typed by their input side (a type-only import, so no zod reaches the
// frame's pages). The field schemas are also the wallets plugin's for the API origin's calls.

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

/** An entropy is named by its index-0 address. */
const entropyIdSchema = addressSchema;

/** `POST embedded_wallets`: a new wallet's entropy, its auth and recovery shares. */
export const embeddedWalletRegisterBody = z
  .object({
    chain_type: chainTypeSchema,
    address: addressSchema,
    entropy_id: entropyIdSchema,
    entropy_id_verifier: verifierSchema,
    auth_share: shareSchema,
    recovery_method: recoveryMethodSchema,
    recovery_share: shareSchema,
    recovery_proof_key: recoveryProofKeySchema,
  })
  .strict();
/** `POST embedded_wallets/add`: another HD index of an entropy. */
export const embeddedWalletAddBody = z
  .object({
    entropy_id: entropyIdSchema,
    chain_type: chainTypeSchema,
    hd_wallet_index: z.number().int().min(0).max(0x7fffffff),
    address: addressSchema,
  })
  .strict();
/** `POST embedded_wallets/resolve`: the export page's `wallet_id`. */
export const embeddedWalletResolveBody = z
  .object({
    wallet_id: z
      .string()
      .min(1)
      .max(128)
      .regex(/^[A-Za-z0-9_-]+$/),
  })
  .strict();
/** `POST embedded_wallets/auth_share` and `recovery_share`. */
export const embeddedWalletShareRequestBody = z
  .object({ entropy_id: entropyIdSchema, purpose: z.enum(["use", "export"]).optional() })
  .strict();
/** `POST embedded_wallets/shares`: the shares after a re-split. */
export const embeddedWalletReplaceBody = z
  .object({
    entropy_id: entropyIdSchema,
    auth_share: shareSchema,
    recovery_method: recoveryMethodSchema,
    recovery_share: shareSchema,
    recovery_proof_key: recoveryProofKeySchema,
  })
  .strict();

export type EmbeddedWalletRegisterBody = z.input<typeof embeddedWalletRegisterBody>;
export type EmbeddedWalletAddBody = z.input<typeof embeddedWalletAddBody>;
export type EmbeddedWalletResolveBody = z.input<typeof embeddedWalletResolveBody>;
export type EmbeddedWalletShareRequestBody = z.input<typeof embeddedWalletShareRequestBody>;
export type EmbeddedWalletReplaceBody = z.input<typeof embeddedWalletReplaceBody>;
