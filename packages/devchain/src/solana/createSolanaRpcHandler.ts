import { createHash } from "node:crypto";
import {
  type Address,
  address,
  getBase58Decoder,
  getBase58Encoder,
  getTransactionDecoder,
  lamports,
  type Signature,
  type Transaction,
} from "@solana/kit";
import { FailedTransactionMetadata, type LiteSVM } from "litesvm";
import { createTokenRpcMethods } from "./createTokenRpcMethods.ts";
import { createTransactionHistory, UNSUPPORTED_VERSION } from "./createTransactionHistory.ts";
import { RpcError } from "./RpcError.ts";
import { simulatedAccounts } from "./simulatedAccounts.ts";
import { type RpcTransactionError, toRpcTransactionError } from "./toRpcTransactionError.ts";

/** A JSON-RPC request as clients send it (one element of a batch). */
export interface RpcRequest {
  jsonrpc?: string;
  id?: unknown;
  method?: unknown;
  params?: unknown;
}

export { RpcError };

/** Blocks a blockhash stays valid for, as on a real cluster (clients compute lastValidBlockHeight from it). */
const BLOCKHASH_VALIDITY_SLOTS = 150n;
/** Fee per signature: LiteSVM charges Solana's default. */
const LAMPORTS_PER_SIGNATURE = 5_000n;

const base58 = { encode: getBase58Decoder(), decode: getBase58Encoder() };
const transactionDecoder = getTransactionDecoder();

interface Status {
  slot: bigint;
  err: RpcTransactionError | null;
}

/** A transaction (or airdrop) that landed, as the websocket subscriptions report it. */
export interface LandedTransaction {
  signature: string;
  slot: bigint;
  err: RpcTransactionError | null;
}

export interface SolanaRpcHooks {
  /** Called after each landed transaction, once the chain has moved to the next slot. */
  onLanded?(landed: LandedTransaction): void;
}

type Params = unknown[];
const config = (params: Params, index: number): Record<string, unknown> => {
  const value = params[index];
  return value && typeof value === "object" ? (value as Record<string, unknown>) : {};
};

function addressParam(params: Params, index = 0): Address {
  try {
    return address(String(params[index]));
  } catch {
    throw new RpcError(-32602, `Invalid param: not a base58 address: ${String(params[index])}`);
  }
}

function decodeTransaction(wire: unknown, encoding: unknown): Transaction {
  if (typeof wire !== "string") throw new RpcError(-32602, "Invalid params: the transaction must be a string");
  try {
    const bytes = encoding === "base64" ? Buffer.from(wire, "base64") : base58.decode.encode(wire);
    return transactionDecoder.decode(bytes);
  } catch {
    throw new RpcError(-32602, `Invalid params: cannot decode the ${String(encoding ?? "base58")} transaction`);
  }
}

/** The fee payer's signature: the transaction's id. */
function firstSignature(transaction: Transaction): string {
  const first = Object.values(transaction.signatures)[0];
  return first ? base58.encode.decode(first) : "";
}

function encodeData(data: Uint8Array, encoding: unknown): [string, string] {
  if (encoding === "base64" || encoding === "jsonParsed") return [Buffer.from(data).toString("base64"), "base64"];
  if (encoding === undefined || encoding === "base58" || encoding === "binary") {
    return [base58.encode.decode(data), "base58"];
  }
  throw new RpcError(-32602, `Unsupported encoding: ${String(encoding)}`);
}

/** Most addresses one getMultipleAccounts call takes, as on a cluster. */
const MAX_MULTIPLE_ACCOUNTS = 100;

/** An account as getAccountInfo answers it (null when it does not exist). */
function accountValue(
  account: { data: Uint8Array; executable: boolean; lamports: bigint; programAddress: string } | null,
  encoding: unknown,
) {
  if (!account) return null;
  return {
    data: encodeData(account.data, encoding),
    executable: account.executable,
    lamports: account.lamports,
    owner: account.programAddress,
    rentEpoch: 18_446_744_073_709_551_615n,
    space: BigInt(account.data.length),
  };
}

/**
 * The methods of Solana's JSON-RPC a wallet or a client (@solana/kit, web3.js) needs to read balances and
 * accounts and to send, simulate (with the accounts' states afterwards) and confirm transactions, answered from an in-process LiteSVM. Slots do not
 * pass on their own: each landed transaction moves the chain one slot on. Statuses are always "finalized".
 */
export function createSolanaRpcHandler(svm: LiteSVM, hooks: SolanaRpcHooks = {}): (request: RpcRequest) => unknown {
  const statuses = new Map<string, Status>();
  const genesisHash = base58.encode.decode(createHash("sha256").update("foyer-localnet").digest());
  const slot = () => svm.getClock().slot;
  const context = () => ({ slot: slot(), apiVersion: "2.2.0" });
  const land = (signature: string, err: RpcTransactionError | null) => {
    const landedIn = slot();
    statuses.set(signature, { slot: landedIn, err });
    svm.warpToSlot(landedIn + 1n);
    hooks.onLanded?.({ signature, slot: landedIn, err });
  };

  const tokens = createTokenRpcMethods(svm, context);
  const history = createTransactionHistory(svm, tokens.tokenBalances);

  /** Runs `fn` with signature and blockhash checks set for a simulation, then restores them. */
  const simulating = <T>(sigVerify: boolean, replaceBlockhash: boolean, fn: () => T): T => {
    svm.withSigverify(sigVerify).withBlockhashCheck(!replaceBlockhash);
    try {
      return fn();
    } finally {
      svm.withSigverify(true).withBlockhashCheck(true);
    }
  };

  const methods: Record<string, (params: Params) => unknown> = {
    getVersion: () => ({ "solana-core": "2.2.0", "feature-set": 0 }),
    getHealth: () => "ok",
    getGenesisHash: () => genesisHash,
    getSlot: () => slot(),
    getBlockHeight: () => slot(),
    getEpochInfo: () => {
      const clock = svm.getClock();
      return {
        absoluteSlot: clock.slot,
        blockHeight: clock.slot,
        epoch: clock.epoch,
        slotIndex: 0n,
        slotsInEpoch: 432_000n,
        transactionCount: BigInt(statuses.size),
      };
    },
    getLatestBlockhash: () => ({
      context: context(),
      value: { blockhash: svm.latestBlockhash(), lastValidBlockHeight: slot() + BLOCKHASH_VALIDITY_SLOTS },
    }),
    isBlockhashValid: (params) => ({ context: context(), value: params[0] === svm.latestBlockhash() }),
    getFeeForMessage: () => ({ context: context(), value: LAMPORTS_PER_SIGNATURE }),
    getMinimumBalanceForRentExemption: (params) =>
      svm.minimumBalanceForRentExemption(BigInt(Math.max(0, Math.trunc(Number(params[0]) || 0)))),
    getBalance: (params) => ({ context: context(), value: svm.getBalance(addressParam(params)) ?? 0n }),
    getAccountInfo: (params) => {
      const account = svm.getAccount(addressParam(params));
      return { context: context(), value: accountValue(account.exists ? account : null, config(params, 1).encoding) };
    },
    getMultipleAccounts: (params) => {
      const list = Array.isArray(params[0]) ? (params[0] as unknown[]) : [];
      if (list.length > MAX_MULTIPLE_ACCOUNTS) throw new RpcError(-32602, "Too many accounts: at most 100");
      const encoding = config(params, 1).encoding;
      return {
        context: context(),
        value: list.map((_, index) => {
          const account = svm.getAccount(addressParam(list, index));
          return accountValue(account.exists ? account : null, encoding);
        }),
      };
    },
    requestAirdrop: (params) => {
      const amount = BigInt(Math.trunc(Number(params[1]) || 0));
      if (amount <= 0n) throw new RpcError(-32602, "Invalid params: lamports must be positive");
      const result = svm.airdrop(addressParam(params), lamports(amount));
      if (!result || result instanceof FailedTransactionMetadata) {
        throw new RpcError(
          -32603,
          `airdrop failed${result ? `: ${JSON.stringify(toRpcTransactionError(result))}` : ""}`,
        );
      }
      const signature = base58.encode.decode(result.signature());
      land(signature, null);
      return signature;
    },
    sendTransaction: (params) => {
      const options = config(params, 1);
      const transaction = decodeTransaction(params[0], options.encoding);
      const signature = firstSignature(transaction);
      // A cluster answers a resend of a landed transaction with its signature; nothing runs twice.
      if (statuses.has(signature)) return signature;
      if (!options.skipPreflight) {
        // Preflight: a simulation; when it fails nothing lands and the caller gets the simulation's error.
        const preflight = svm.simulateTransaction(transaction);
        if (preflight instanceof FailedTransactionMetadata) {
          const err = toRpcTransactionError(preflight);
          const meta = preflight.meta();
          throw new RpcError(-32002, `Transaction simulation failed: ${JSON.stringify(err)}`, {
            err,
            logs: meta.logs(),
            accounts: null,
            unitsConsumed: meta.computeUnitsConsumed(),
            returnData: null,
          });
        }
      }
      const before = history.before(transaction);
      const result = svm.sendTransaction(transaction);
      // Without preflight a real cluster takes the transaction and it fails there: its status says so.
      const err = result instanceof FailedTransactionMetadata ? toRpcTransactionError(result) : null;
      history.record(signature, transaction, before, result, err, slot());
      land(signature, err);
      return signature;
    },
    simulateTransaction: (params) => {
      const options = config(params, 1);
      const transaction = decodeTransaction(params[0], options.encoding);
      const replace = options.replaceRecentBlockhash === true;
      const result = simulating(options.sigVerify === true, replace, () => svm.simulateTransaction(transaction));
      const failed = result instanceof FailedTransactionMetadata;
      const meta = result.meta();
      return {
        context: context(),
        value: {
          err: failed ? toRpcTransactionError(result) : null,
          logs: meta.logs(),
          // As on a cluster: the requested accounts' states after the simulation, null when it failed.
          accounts: failed ? null : simulatedAccounts(svm, result, options.accounts, accountValue),
          unitsConsumed: meta.computeUnitsConsumed(),
          returnData: null,
          ...(replace
            ? {
                replacementBlockhash: {
                  blockhash: svm.latestBlockhash(),
                  lastValidBlockHeight: slot() + BLOCKHASH_VALIDITY_SLOTS,
                },
              }
            : {}),
        },
      };
    },
    getTokenAccountsByOwner: (params) => tokens.getTokenAccountsByOwner(params),
    getTokenAccountBalance: (params) => tokens.getTokenAccountBalance(params),
    getTransaction: (params) => {
      const options = config(params, 1);
      if (
        options.encoding !== undefined &&
        !["json", "jsonParsed", "base64", "base58"].includes(String(options.encoding))
      ) {
        throw new RpcError(-32602, `Invalid params: unsupported encoding ${String(options.encoding)}`);
      }
      const answer = history.get(String(params[0]), options);
      if (answer === UNSUPPORTED_VERSION) {
        throw new RpcError(
          -32015,
          'Transaction version (0) is not supported by the requesting client. Please try the request again with the following configuration parameter: "maxSupportedTransactionVersion": 0',
        );
      }
      return answer;
    },
    getSignatureStatuses: (params) => {
      const signatures = Array.isArray(params[0]) ? (params[0] as unknown[]) : [];
      if (signatures.length > 256) throw new RpcError(-32602, "Too many signatures: at most 256");
      return {
        context: context(),
        value: signatures.map((signature) => {
          const status = statuses.get(String(signature));
          if (!status) {
            // A transaction LiteSVM knows but we did not see land (none today): report it finalized.
            let known = false;
            try {
              known = typeof signature === "string" && svm.getTransaction(signature as Signature) !== null;
            } catch {
              known = false; // not a base58 signature
            }
            if (!known) return null;
            return {
              slot: slot(),
              confirmations: null,
              err: null,
              status: { Ok: null },
              confirmationStatus: "finalized",
            };
          }
          return {
            slot: status.slot,
            confirmations: null,
            err: status.err,
            status: status.err === null ? { Ok: null } : { Err: status.err },
            confirmationStatus: "finalized",
          };
        }),
      };
    },
  };

  return (request) => {
    const id = request.id ?? null;
    const method = typeof request.method === "string" ? methods[request.method] : undefined;
    if (!method) {
      return { jsonrpc: "2.0", id, error: { code: -32601, message: `Method not found: ${String(request.method)}` } };
    }
    try {
      const params = Array.isArray(request.params) ? request.params : [];
      return { jsonrpc: "2.0", id, result: method(params) };
    } catch (error) {
      if (error instanceof RpcError) {
        return {
          jsonrpc: "2.0",
          id,
          error: {
            code: error.code,
            message: error.message,
            ...(error.data === undefined ? {} : { data: error.data }),
          },
        };
      }
      return { jsonrpc: "2.0", id, error: { code: -32603, message: `Internal error: ${String(error)}` } };
    }
  };
}
