import { z } from "zod";
import { addressSchema } from "./embeddedWallets.ts";
import { authenticationResponse, registrationResponse } from "./webauthn.ts";

// The wallet frame's device calls (`embedded_wallets/devices/*`, on the wallet origin, issue 13): how a
// device key the server does not know yet gets registered for a wallet's entropy (named by its index-0
// address). The frame types its bodies by these schemas' input side (a type-only import).

const channelSchema = z.enum(["email", "sms"]);

/** `devices`: signed by the key derived from the clear recovery share. */
export const walletDeviceSignatureBody = z
  .object({ entropy_id: addressSchema, recovery_signature: z.string().regex(/^[A-Za-z0-9_-]{86}$/) })
  .strict();
/** `devices/legacy`: a wallet made before device keys, proven by its recovery proof key and a wallet signature. */
export const walletDeviceLegacyBody = z
  .object({
    entropy_id: addressSchema,
    recovery_proof_key: z.string().regex(/^[A-Za-z0-9_-]{43}$/),
    wallet_signature: z.string().regex(/^(0x[0-9a-fA-F]{130}|[A-Za-z0-9_-]{86})$/),
  })
  .strict();
/**
 * `devices/code` (send a code, by email or SMS), and with the entropy alone `devices/methods`,
 * `devices/passkeys/register/init` and `devices/passkeys/verify/init`.
 */
export const walletDeviceCodeRequestBody = z
  .object({ entropy_id: addressSchema, channel: channelSchema.optional() })
  .strict();
/** `devices/verify`: the code the user typed into the wallet origin's verification page. */
export const walletDeviceCodeBody = z
  .object({ entropy_id: addressSchema, code: z.string().regex(/^\d{6}$/), channel: channelSchema.optional() })
  .strict();
/** `devices/passkeys/register`: a passkey created on the wallet origin. */
export const walletDevicePasskeyRegisterBody = z
  .object({ entropy_id: addressSchema, response: registrationResponse })
  .strict();
/** `devices/passkeys/verify`: an assertion by such a passkey. */
export const walletDevicePasskeyVerifyBody = z
  .object({ entropy_id: addressSchema, response: authenticationResponse })
  .strict();

export type WalletDeviceSignatureBody = z.input<typeof walletDeviceSignatureBody>;
export type WalletDeviceLegacyBody = z.input<typeof walletDeviceLegacyBody>;
export type WalletDeviceCodeRequestBody = z.input<typeof walletDeviceCodeRequestBody>;
export type WalletDeviceCodeBody = z.input<typeof walletDeviceCodeBody>;
export type WalletDevicePasskeyRegisterBody = z.input<typeof walletDevicePasskeyRegisterBody>;
export type WalletDevicePasskeyVerifyBody = z.input<typeof walletDevicePasskeyVerifyBody>;
/** What a device code is sent by. */
export type WalletDeviceCodeChannel = z.output<typeof channelSchema>;
