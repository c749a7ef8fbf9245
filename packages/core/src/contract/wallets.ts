import { z } from "zod";
import { chainTypeSchema } from "./embeddedWallets.ts";

// The `wallets` group on the API origin (signed in): server-wallet mode creation and signing. Also the
// wallet frame's MFA calls on the wallet origin (`embedded_wallets/mfa/*`), which it forwards to the API's
// `mfa` group; `embedded_wallets/mfa/verify` takes mfa/verify's body (contract/mfa.ts).

export const walletCreateBody = z.object({ chain_type: chainTypeSchema }).strict();
export const walletRpcBody = z
  .object({
    method: z.enum(["personal_sign", "eth_signTypedData_v4", "eth_signTransaction", "signMessage"]),
    params: z.array(z.unknown()).max(4),
  })
  .strict();

/** `embedded_wallets/mfa/methods` and `embedded_wallets/mfa/passwordless_sms/init`: nothing. */
export const walletFrameMfaEmptyBody = z.object({}).strict();
/** `embedded_wallets/mfa/passkeys/init`: the host page whose relying party the ceremony uses. */
export const walletFrameMfaPasskeyInitBody = z.object({ host_origin: z.string().max(512) }).strict();

export type WalletCreateBody = z.input<typeof walletCreateBody>;
export type WalletRpcBody = z.input<typeof walletRpcBody>;
export type WalletFrameMfaEmptyBody = z.input<typeof walletFrameMfaEmptyBody>;
export type WalletFrameMfaPasskeyInitBody = z.input<typeof walletFrameMfaPasskeyInitBody>;
