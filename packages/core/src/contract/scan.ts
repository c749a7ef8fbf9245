import { z } from "zod";

// The `scan` group: POST scan/transaction, the request a wallet is about to sign (EVM transaction or
// typed data, Solana transactions). Shared with the client, whose WireScanRequest is this schema's input.

const evmAddress = z.string().regex(/^0x[0-9a-fA-F]{40}$/, "Expected a 0x-prefixed 20-byte address");
const hexData = z
  .string()
  .max(262_144)
  .regex(/^0x([0-9a-fA-F]{2})*$/, "Expected 0x-prefixed hex bytes");
/** A quantity as wallets send it: hex ("0x1bc16d674ec80000") or decimal ("2000000000000000000"). */
const quantity = z
  .string()
  .max(80)
  .regex(/^(0x[0-9a-fA-F]{1,64}|\d{1,78})$/, "Expected a hex or decimal quantity")
  .refine((value) => BigInt(value) < 2n ** 256n, "Quantity exceeds 2^256");
const solanaAddress = z.string().regex(/^[1-9A-HJ-NP-Za-km-z]{32,44}$/, "Expected a base58 Solana address");

const base = {
  metadata: z
    .object({ domain: z.string().max(2048).optional() })
    .strict()
    .optional(),
};

const evmTransaction = z
  .object({
    from: evmAddress.optional(),
    to: evmAddress.nullish(),
    data: hexData.optional(),
    input: hexData.optional(),
    value: quantity.optional(),
    gas: quantity.optional(),
    // Fee and nonce fields are accepted and ignored: the simulation does not depend on them.
    gasPrice: quantity.optional(),
    maxFeePerGas: quantity.optional(),
    maxPriorityFeePerGas: quantity.optional(),
    nonce: quantity.optional(),
    type: z.string().max(8).optional(),
    chainId: z.union([quantity, z.number().int().min(0)]).optional(),
  })
  .strict();

/** EIP-712 typed data as `eth_signTypedData_v4` carries it (a JSON string or the object). */
export const typedDataSchema = z.object({
  types: z.record(
    z.string().max(256),
    z.array(z.object({ name: z.string().max(256), type: z.string().max(256) })).max(64),
  ),
  primaryType: z.string().min(1).max(256),
  domain: z
    .object({
      name: z.string().max(256).optional(),
      version: z.string().max(64).optional(),
      chainId: z.union([z.number(), z.string().max(80)]).optional(),
      verifyingContract: z.string().max(64).optional(),
      salt: z.string().max(80).optional(),
    })
    .loose(),
  message: z.record(z.string(), z.unknown()),
});

const evmChainId = z
  .number()
  .int()
  .min(1)
  .max(2 ** 53 - 1);
const recentRecipients = z.array(z.string().max(64)).max(100).optional();

export const scanRequestSchema = z.discriminatedUnion("method", [
  z
    .object({
      chain_type: z.literal("ethereum"),
      chain_id: evmChainId,
      account: evmAddress,
      method: z.enum(["eth_sendTransaction", "eth_signTransaction"]),
      params: z.tuple([evmTransaction]),
      recent_recipients: recentRecipients,
      ...base,
    })
    .strict(),
  z
    .object({
      chain_type: z.literal("ethereum"),
      chain_id: evmChainId,
      account: evmAddress,
      method: z.literal("eth_signTypedData_v4"),
      params: z.tuple([evmAddress, z.union([z.string().min(2).max(65_536), z.record(z.string(), z.unknown())])]),
      recent_recipients: recentRecipients,
      ...base,
    })
    .strict(),
  z
    .object({
      chain_type: z.literal("solana"),
      chain_id: z.string().regex(/^solana:[A-Za-z0-9]{1,64}$/),
      account: solanaAddress,
      method: z.enum([
        "signTransaction",
        "signAndSendTransaction",
        "signAllTransactions",
        "signAndSendAllTransactions",
      ]),
      transactions: z.array(z.string().min(1).max(8_192)).min(1).max(10),
      encoding: z.enum(["base64", "base58"]).optional(),
      recent_recipients: recentRecipients,
      ...base,
    })
    .strict(),
]);

export type ScanRequestBody = z.input<typeof scanRequestSchema>;
