import { z } from "zod";
import { captchaTokenSchema, loginModeSchema } from "./fields.ts";

// What the wallet sign-ins (siwe, siws) share: a nonce for an address, then a signed message with the wallet
// client that signed it. Each group's file (siwe.ts, siws.ts) adds its own address and proof fields.

/** Which wallet signed (e.g. "metamask") and through which connector (e.g. "injected"): stored on the account. */
export const walletClientShape = {
  wallet_client_type: z.string().min(1).max(64),
  connector_type: z.string().min(1).max(64),
};

/** The four bodies of `{prefix}/{init,authenticate,link,unlink}` for an address schema and a proof shape. */
export function walletSignInBodies<Address extends z.ZodType<string, string>, Proof extends z.core.$ZodShape>(
  address: Address,
  proofShape: Proof,
) {
  return {
    init: z.object({ address, captcha_token: captchaTokenSchema }),
    authenticate: z.object({ ...proofShape, ...walletClientShape, mode: loginModeSchema }),
    link: z.object({ ...proofShape, ...walletClientShape }),
    unlink: z.object({ address }),
  };
}
