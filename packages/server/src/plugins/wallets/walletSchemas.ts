// The wallets plugin's field schemas are the wire contract's (`@foyer/core/contract`), shared with the frame.
export {
  addressSchema,
  chainTypeSchema,
  recoveryMethodSchema,
  recoveryProofKeySchema,
  shareSchema,
  verifierSchema,
} from "@foyer/core/contract";
