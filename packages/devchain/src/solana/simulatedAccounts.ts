import { address, type EncodedAccount } from "@solana/kit";
import type { LiteSVM, SimulatedTransactionInfo } from "litesvm";
import { RpcError } from "./RpcError.ts";

/** Most accounts a simulation may be asked about, as on a cluster. */
const MAX_SIMULATION_ACCOUNTS = 100;

type AccountValue<T> = (
  account: { data: Uint8Array; executable: boolean; lamports: bigint; programAddress: string } | null,
  encoding: unknown,
) => T;

/**
 * simulateTransaction's `accounts` option ({ addresses, encoding }): each requested account as it would be
 * after the transaction (LiteSVM's post-simulation states), untouched ones as they are now, and null for
 * accounts that do not exist or that the transaction closes; data always base64. Without the option: null,
 * as on a cluster.
 */
export function simulatedAccounts<T>(
  svm: LiteSVM,
  result: SimulatedTransactionInfo,
  option: unknown,
  accountValue: AccountValue<T>,
): (T | null)[] | null {
  if (!option || typeof option !== "object") return null;
  const { addresses, encoding } = option as { addresses?: unknown; encoding?: unknown };
  if (!Array.isArray(addresses)) throw new RpcError(-32602, "Invalid params: accounts.addresses must be an array");
  if (addresses.length > MAX_SIMULATION_ACCOUNTS) throw new RpcError(-32602, "Too many accounts: at most 100");
  if (encoding !== undefined && encoding !== "base64" && encoding !== "base64+zstd" && encoding !== "jsonParsed") {
    throw new RpcError(-32602, `Invalid params: unsupported accounts encoding ${String(encoding)}`);
  }
  const after = new Map<string, EncodedAccount>(result.postAccounts().map((account) => [account.address, account]));
  return addresses.map((raw) => {
    let key: string;
    try {
      key = address(String(raw));
    } catch {
      throw new RpcError(-32602, `Invalid param: not a base58 address: ${String(raw)}`);
    }
    const post = after.get(key);
    if (post) {
      const closed = post.lamports === 0n && post.data.length === 0;
      return closed ? null : accountValue({ ...post, data: new Uint8Array(post.data) }, "base64");
    }
    const now = svm.getAccount(address(key));
    return accountValue(now.exists ? now : null, "base64");
  });
}
