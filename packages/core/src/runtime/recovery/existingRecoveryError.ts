import { FoyerError } from "../../errors/FoyerError.ts";
import type { WalletFlowRequest } from "./WalletFlowRequest.ts";

/**
 * A request to add what the wallet has already (spec 000 §8): a new password (not a reset) on a wallet
 * secured by one is `embedded_wallet_password_already_exists`; automatic recovery on a wallet already on it
 * is `embedded_wallet_recovery_already_exists`. Null when the request may go on.
 *
 * @example existingRecoveryError({ kind: "password" }, "user-passcode")?.code // "embedded_wallet_password_already_exists"
 */
export function existingRecoveryError(request: WalletFlowRequest, currentMethod: string | null): FoyerError | null {
  if (request.kind === "password" && !request.resetting && !request.createWallets && currentMethod === "user-passcode")
    return new FoyerError("embedded_wallet_password_already_exists");
  if (request.kind === "automatic" && (currentMethod === "foyer" || currentMethod === "foyer-v2"))
    return new FoyerError("embedded_wallet_recovery_already_exists");
  return null;
}
