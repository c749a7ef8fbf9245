import { z } from "zod";

/** An EVM address (0x and 40 hex digits) or a Solana address (base58, 32 to 44 characters). */
export const walletAddressSchema = z
  .string()
  .regex(/^(0x[0-9a-fA-F]{40}|[1-9A-HJ-NP-Za-km-z]{32,44})$/, "must be an EVM or Solana address");
