/**
 * Why a wallet did not send (spec 001 §8): the user refused (EIP-1193 code 4001, or a message saying so),
 * the wallet lacks funds for the amount or the fees (EVM "insufficient funds", Solana "insufficient
 * lamports"), or anything else.
 */
export function classifySendError(error: unknown): "rejected" | "insufficientFunds" | "other" {
  const record = (typeof error === "object" && error !== null ? error : {}) as { code?: unknown; message?: unknown };
  const message = typeof record.message === "string" ? record.message : String(error);
  if (record.code === 4001 || /user (rejected|denied)|rejected the request/i.test(message)) return "rejected";
  if (/insufficient (funds|lamports|balance)/i.test(message)) return "insufficientFunds";
  return "other";
}
