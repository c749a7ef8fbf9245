import type { AccountTransferData, AccountTransferState } from "./accountTransferMachine.ts";

// The start of an account transfer, apart from the machine's transitions: the sign-in error routing builds the
// transfer step from a 409 with these, while the transitions (transferTransition.ts) load with the transfer screen.

/**
 * Reads the transfer data out of an `account_transfer_required` error's details (snake_case, as every wire field:
 * ErrorDetailsByCode), or null when incomplete.
 */
export function transferDataFrom(details: Record<string, unknown> | undefined): AccountTransferData | null {
  const nonce = details?.nonce;
  const account = details?.account as { type?: unknown; address?: unknown } | undefined;
  const wallet = details?.embedded_wallet_address;
  const displayName = details?.display_name;
  if (typeof nonce !== "string" || nonce === "") return null;
  if (typeof account?.type !== "string" || typeof account.address !== "string") return null;
  return {
    nonce,
    account: { type: account.type, address: account.address },
    displayName: typeof displayName === "string" && displayName !== "" ? displayName : null,
    embeddedWalletAddress: typeof wallet === "string" && wallet !== "" ? wallet : null,
  };
}

/** Starts a transfer. Throws "missing account transfer inputs" when the data is incomplete (spec 000 §4). */
export function startAccountTransfer(data: Partial<AccountTransferData> | null): AccountTransferState {
  if (!data?.nonce || !data.account?.type || typeof data.account.address !== "string") {
    throw new Error("missing account transfer inputs");
  }
  return {
    nonce: data.nonce,
    account: data.account,
    displayName: data.displayName ?? null,
    embeddedWalletAddress: data.embeddedWalletAddress ?? null,
    stage: "initial",
    copied: false,
    warned: false,
  };
}
