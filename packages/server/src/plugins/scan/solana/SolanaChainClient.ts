import { type Address, type Base64EncodedBytes, createSolanaRpc } from "@solana/kit";

/** An account as the scanner reads it (base64 data decoded). */
export interface SolanaAccountState {
  lamports: bigint;
  owner: string;
  executable: boolean;
  data: Uint8Array;
}

type Rpc = ReturnType<typeof createSolanaRpc>;

/** Most addresses one getMultipleAccounts call takes (Solana's limit). */
const MAX_ACCOUNTS_PER_CALL = 100;

/** One Solana RPC, as the scanner uses it: kit's client with a per-call timeout. One per RPC URL. */
export class SolanaChainClient {
  readonly rpc: Rpc;
  readonly rpcUrl: string;
  readonly #timeoutMs: number;

  constructor(rpcUrl: string, timeoutMs: number) {
    this.rpcUrl = rpcUrl;
    this.rpc = createSolanaRpc(rpcUrl);
    this.#timeoutMs = timeoutMs;
  }

  /** Options for `.send()`: abort after the app's RPC timeout. */
  get sendOptions() {
    return { abortSignal: AbortSignal.timeout(this.#timeoutMs) };
  }

  /** Accounts by address (null: does not exist), in chunks of 100. */
  async accounts(addresses: string[]): Promise<Map<string, SolanaAccountState | null>> {
    const states = new Map<string, SolanaAccountState | null>();
    for (let i = 0; i < addresses.length; i += MAX_ACCOUNTS_PER_CALL) {
      const chunk = addresses.slice(i, i + MAX_ACCOUNTS_PER_CALL);
      const { value } = await this.rpc
        .getMultipleAccounts(chunk as Address[], { encoding: "base64" })
        .send(this.sendOptions);
      for (const [index, address] of chunk.entries()) states.set(address, toState(value[index] ?? null));
    }
    return states;
  }
}

/** Decodes an RPC account ({ lamports, owner, executable, data: [base64, "base64"] }). */
export function toState(
  account: {
    lamports: bigint;
    owner: string;
    executable: boolean;
    data: readonly [Base64EncodedBytes | string, string];
  } | null,
): SolanaAccountState | null {
  if (!account) return null;
  return {
    lamports: BigInt(account.lamports),
    owner: account.owner,
    executable: account.executable,
    data: new Uint8Array(Buffer.from(account.data[0], "base64")),
  };
}
