import {
  address,
  getBase58Decoder,
  getCompiledTransactionMessageDecoder,
  getTransactionEncoder,
  type Transaction,
} from "@solana/kit";
import { FailedTransactionMetadata, type LiteSVM, type TransactionMetadata } from "litesvm";
import type { RpcTransactionError } from "./toRpcTransactionError.ts";

/** Fee per signature: LiteSVM charges Solana's default. */
const LAMPORTS_PER_SIGNATURE = 5_000n;

const base58 = getBase58Decoder();
const messageDecoder = getCompiledTransactionMessageDecoder();
const transactionEncoder = getTransactionEncoder();

type TokenBalance = {
  accountIndex: number;
  mint: string;
  owner: string;
  programId: string;
  uiTokenAmount: unknown;
};

/** Balances of a transaction's static accounts, read just before it runs. */
export interface BalancesBefore {
  lamports: bigint[];
  tokens: TokenBalance[];
}

interface Landed {
  transaction: Transaction;
  slot: bigint;
  blockTime: bigint;
  err: RpcTransactionError | null;
  before: BalancesBefore;
  after: BalancesBefore;
  logs: string[];
  computeUnits: bigint;
}

/** Answer of `get` when the client cannot read the transaction's version (Solana's -32015). */
export const UNSUPPORTED_VERSION = Symbol("unsupported transaction version");

/**
 * What getTransaction answers for transactions sent through this RPC: the transaction (json, jsonParsed,
 * base64 or base58), its slot and block time, and a meta with error, fee, lamport and token balances before and
 * after, logs and compute units. Reads only the message's static accounts (address lookup tables are not
 * resolved: `loadedAddresses` is empty) and reports no inner instructions. Airdrops are not kept (null).
 */
export function createTransactionHistory(svm: LiteSVM, tokenBalances: (accounts: readonly string[]) => TokenBalance[]) {
  const landed = new Map<string, Landed>();
  const keysOf = (transaction: Transaction) => messageDecoder.decode(transaction.messageBytes).staticAccounts;
  const balances = (transaction: Transaction): BalancesBefore => {
    const keys = keysOf(transaction);
    return { lamports: keys.map((key) => svm.getBalance(address(key)) ?? 0n), tokens: tokenBalances(keys) };
  };

  function json(transaction: Transaction, parsedKeys: boolean) {
    const message = messageDecoder.decode(transaction.messageBytes);
    const { header, staticAccounts } = message;
    const signer = (i: number) => i < header.numSignerAccounts;
    const writable = (i: number) =>
      signer(i)
        ? i < header.numSignerAccounts - header.numReadonlySignerAccounts
        : i < staticAccounts.length - header.numReadonlyNonSignerAccounts;
    const lookups = message.version === 0 ? (message.addressTableLookups ?? []) : [];
    return {
      signatures: Object.values(transaction.signatures).map((signature) =>
        signature ? base58.decode(signature) : "1111111111111111111111111111111111111111111111111111111111111111",
      ),
      message: {
        accountKeys: parsedKeys
          ? staticAccounts.map((pubkey, i) => ({
              pubkey,
              signer: signer(i),
              writable: writable(i),
              source: "transaction",
            }))
          : staticAccounts,
        header: {
          numRequiredSignatures: header.numSignerAccounts,
          numReadonlySignedAccounts: header.numReadonlySignerAccounts,
          numReadonlyUnsignedAccounts: header.numReadonlyNonSignerAccounts,
        },
        // (Version 1 messages, which LiteSVM does not run, lay instructions out differently: none listed.)
        instructions: ("instructions" in message ? message.instructions : []).map((instruction) => {
          const data = base58.decode(instruction.data ?? new Uint8Array());
          const accounts = instruction.accountIndices ?? [];
          // jsonParsed without a parser for the program: the "partially decoded" form Solana answers.
          return parsedKeys
            ? {
                programId: staticAccounts[instruction.programAddressIndex],
                accounts: accounts.map((i) => staticAccounts[i]),
                data,
                stackHeight: null,
              }
            : { programIdIndex: instruction.programAddressIndex, accounts, data, stackHeight: null };
        }),
        recentBlockhash: message.lifetimeToken,
        ...(message.version === 0
          ? {
              addressTableLookups: lookups.map((lookup) => ({
                accountKey: lookup.lookupTableAddress,
                writableIndexes: lookup.writableIndexes,
                readonlyIndexes: lookup.readonlyIndexes,
              })),
            }
          : {}),
      },
    };
  }

  return {
    /** Balances to keep before the transaction runs. */
    before: balances,

    /** Keeps a transaction that landed (failed ones too: a cluster keeps those). */
    record(
      signature: string,
      transaction: Transaction,
      before: BalancesBefore,
      result: TransactionMetadata | FailedTransactionMetadata,
      err: RpcTransactionError | null,
      slot: bigint,
    ) {
      const meta = result instanceof FailedTransactionMetadata ? result.meta() : result;
      landed.set(signature, {
        transaction,
        slot,
        blockTime: svm.getClock().unixTimestamp,
        err,
        before,
        after: balances(transaction),
        logs: meta.logs(),
        computeUnits: meta.computeUnitsConsumed(),
      });
    },

    /** getTransaction's answer, null when unknown, UNSUPPORTED_VERSION for a v0 transaction without opt-in. */
    get(signature: string, options: { encoding?: unknown; maxSupportedTransactionVersion?: unknown }) {
      const entry = landed.get(signature);
      if (!entry) return null;
      const version = messageDecoder.decode(entry.transaction.messageBytes).version;
      if (
        version !== "legacy" &&
        (typeof options.maxSupportedTransactionVersion !== "number" || options.maxSupportedTransactionVersion < version)
      ) {
        return UNSUPPORTED_VERSION;
      }
      const wire = new Uint8Array(transactionEncoder.encode(entry.transaction));
      const encoding = options.encoding ?? "json";
      const transaction =
        encoding === "base64"
          ? [Buffer.from(wire).toString("base64"), "base64"]
          : encoding === "base58"
            ? [base58.decode(wire), "base58"]
            : json(entry.transaction, encoding === "jsonParsed");
      const signatures = Object.keys(entry.transaction.signatures).length;
      return {
        slot: entry.slot,
        blockTime: entry.blockTime,
        version,
        transaction,
        meta: {
          err: entry.err,
          status: entry.err === null ? { Ok: null } : { Err: entry.err },
          fee: LAMPORTS_PER_SIGNATURE * BigInt(signatures),
          preBalances: entry.before.lamports,
          postBalances: entry.after.lamports,
          preTokenBalances: entry.before.tokens,
          postTokenBalances: entry.after.tokens,
          innerInstructions: [],
          logMessages: entry.logs,
          rewards: [],
          loadedAddresses: { writable: [], readonly: [] },
          computeUnitsConsumed: entry.computeUnits,
        },
      };
    },
  };
}
