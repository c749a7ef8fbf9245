import { z } from "zod";

// The `sponsorship` group: POST sponsorship/check (would the app pay gas for this batch?) and
// POST sponsorship/transactions (relay a batch the user's wallet signed, with an EIP-7702 authorization
// when the account is not delegated yet).

const address = z.string().regex(/^0x[0-9a-fA-F]{40}$/);
const hex = z
  .string()
  .regex(/^0x([0-9a-fA-F]{2})*$/)
  .max(2 * 24 * 1024);
const call = z
  .object({
    to: address,
    value: z
      .string()
      .regex(/^\d{1,78}$/)
      .default("0"),
    data: hex.default("0x"),
  })
  .strict();
const calls = z.array(call).min(1).max(10);
const chainId = z.number().int().positive().max(Number.MAX_SAFE_INTEGER);

export const sponsorshipCheckBody = z.object({ chain_id: chainId, address, calls }).strict();
export const sponsorshipRelayBody = z
  .object({
    chain_id: chainId,
    address,
    calls,
    deadline: z.number().int().positive(),
    signature: z.string().regex(/^0x[0-9a-fA-F]{130}$/),
    authorization: z
      .object({
        chain_id: chainId,
        address,
        nonce: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
        r: z.string().regex(/^0x[0-9a-fA-F]{1,64}$/),
        s: z.string().regex(/^0x[0-9a-fA-F]{1,64}$/),
        y_parity: z.union([z.literal(0), z.literal(1)]),
      })
      .strict()
      .nullable()
      .default(null),
  })
  .strict();

export type SponsorshipCheckBody = z.input<typeof sponsorshipCheckBody>;
export type SponsorshipRelayBody = z.input<typeof sponsorshipRelayBody>;
