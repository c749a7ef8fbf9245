import {
  type Base64EncodedWireTransaction,
  createSolanaRpc,
  getBase64Decoder,
  getTransactionDecoder,
  type Signature,
  address as solanaAddress,
  type TransactionMessageBytesBase64,
} from "@solana/kit";
import { SOLANA_CLUSTERS, type SolanaClusterName } from "../../chains/solanaClusters.ts";
import { RECEIPT_POLL_MS, RECEIPT_TIMEOUT_MS } from "../../constants.ts";
import { RPC_ERRORS } from "../../eip1193/ProviderRpcError.ts";
import type { TransactionEffectRunner } from "../../flows/transaction/createTransactionFlow.ts";
import type { TransactionFlowError, TransactionFlowEvent } from "../../flows/transaction/TransactionFlowState.ts";
import { TRANSACTION_TEXTS } from "../../flows/transaction/transactionTexts.ts";
import { fetchUsdPrice } from "../../prices/fetchUsdPrice.ts";
import { decodeSolanaInstructions } from "./decodeSolanaInstructions.ts";
import type { PreparedSolanaTransaction } from "./PreparedSolanaTransaction.ts";
import type { SolanaTransactionContext } from "./SolanaTransactionContext.ts";
import { signSolanaTransactionBytes } from "./signSolanaTransactionBytes.ts";
import { solanaAmountsOut } from "./solanaAmountsOut.ts";

type Event = TransactionFlowEvent<PreparedSolanaTransaction>;
const base64 = (bytes: Uint8Array) => getBase64Decoder().decode(bytes);

/** The cluster of a context: named, or read from its explorer query ("" is mainnet; "custom" the local chain). */
function clusterOf(context: SolanaTransactionContext): SolanaClusterName {
  if (context.cluster) return context.cluster;
  if (context.explorerCluster === "") return "mainnet";
  return context.explorerCluster in SOLANA_CLUSTERS ? (context.explorerCluster as SolanaClusterName) : "localnet";
}

/** Spec 001 §8: insufficient lamports read from the logs; otherwise 'Something went wrong.'. */
function solanaError(error: unknown, phase: "prepare" | "submit" | "receipt"): TransactionFlowError {
  const text = JSON.stringify(error, (_k, v) => (typeof v === "bigint" ? v.toString() : v)) + String(error);
  if (/insufficient lamports|insufficient funds|InsufficientFundsForFee/i.test(text))
    return {
      title: TRANSACTION_TEXTS.insufficientBalance,
      message: TRANSACTION_TEXTS.insufficientBalance,
      code: "insufficient_balance",
      retryable: true,
    };
  if (phase === "prepare")
    return {
      title: TRANSACTION_TEXTS.preparing,
      message: "Something went wrong.",
      code: "transaction_failure",
      rpcCode: RPC_ERRORS.internal.code,
      retryable: true,
    };
  const message =
    error instanceof Error && error.message
      ? (error.message.split("\n")[0] ?? "Something went wrong.")
      : "Something went wrong.";
  return { title: TRANSACTION_TEXTS.failure, message, code: "transaction_failure", retryable: true };
}

/**
 * The effects of the Solana transaction flow: prepare (fee for the message, balance, the 'Advanced'
 * instruction breakdown, SOL price), sign through the wallet (frame) and send, then poll the signature's
 * status ("confirmed") as the receipt. Same machine as Ethereum; only the chain work differs.
 */
export function createSolanaTransactionRunner(
  context: SolanaTransactionContext,
  transactions: readonly Uint8Array[],
  options: { signOnly?: boolean; onConfirm?: () => void } = {},
): TransactionEffectRunner<PreparedSolanaTransaction> {
  const rpc = createSolanaRpc(context.rpcUrl);
  const address = context.address as Parameters<typeof rpc.getBalance>[0];

  async function prepare(index: number): Promise<Event[]> {
    try {
      const bytes = transactions[index];
      if (!bytes) throw new Error("No transaction");
      const decoded = getTransactionDecoder().decode(bytes);
      if (!(context.address in decoded.signatures)) {
        return [
          {
            type: "prepareFailed",
            index,
            error: {
              title: TRANSACTION_TEXTS.invalidRequest,
              message: "The transaction does not need this wallet's signature.",
              code: "invalid_data",
              retryable: false,
            },
          },
        ];
      }
      const messageBytes = new Uint8Array(decoded.messageBytes);
      const out = solanaAmountsOut(messageBytes, context.address, clusterOf(context));
      const [fee, balance, price, tokenPrices, tokensShort] = await Promise.all([
        rpc
          .getFeeForMessage(base64(messageBytes) as TransactionMessageBytesBase64)
          .send()
          .then(
            (r) => r.value,
            () => null,
          ),
        rpc
          .getBalance(address)
          .send()
          .then((r) => r.value),
        fetchUsdPrice(context.prices ?? null, { kind: "sol" }),
        // A token the table does not name (or whose decimals are unknown) gets no fiat line rather than a guess.
        Promise.all(
          out.tokens.map((token) =>
            token.mint !== null && token.symbol !== null && token.decimals !== null
              ? fetchUsdPrice(context.prices ?? null, { kind: "splToken", mint: token.mint, symbol: token.symbol })
              : null,
          ),
        ),
        // A token transfer needs the tokens too, not only lamports for the fee: each source account's balance
        // (a missing account holds none).
        Promise.all(
          out.tokenSources.map(({ account, amount }) =>
            rpc
              .getTokenAccountBalance(solanaAddress(account))
              .send()
              .then(
                (r) => BigInt(r.value.amount) < amount,
                () => true,
              ),
          ),
        ).then((short) => short.some(Boolean)),
      ]);
      const prepared: PreparedSolanaTransaction = {
        transaction: bytes,
        address: context.address,
        network: context.network,
        fee: fee === null ? null : BigInt(fee),
        balance: BigInt(balance),
        instructions: decodeSolanaInstructions(bytes),
        lamportsOut: out.lamports,
        tokensOut: out.tokens.map((token, i) => ({ ...token, price: tokenPrices[i] ?? null })),
        price,
        explorerCluster: context.explorerCluster,
        insufficientFunds: tokensShort || BigInt(balance) < out.lamports + (fee === null ? 0n : BigInt(fee)),
        warning: fee === null ? TRANSACTION_TEXTS.preparationWarning : null,
      };
      return [{ type: "prepared", index, prepared }];
    } catch (error) {
      return [{ type: "prepareFailed", index, error: solanaError(error, "prepare") }];
    }
  }

  async function submit(index: number, prepared: PreparedSolanaTransaction | null): Promise<Event[]> {
    try {
      if (!prepared) throw new Error("Not prepared");
      const [signed] = await signSolanaTransactionBytes(context.address, [prepared.transaction], context.signMessages);
      if (!signed) throw new Error("Not signed");
      if (options.signOnly) return [{ type: "signed", index, signedTransaction: base64(signed) }];
      const signature = await rpc
        .sendTransaction(base64(signed) as Base64EncodedWireTransaction, {
          encoding: "base64",
          preflightCommitment: "confirmed",
        })
        .send();
      return [{ type: "submitted", index, hash: signature }];
    } catch (error) {
      return [{ type: "submitFailed", index, error: solanaError(error, "submit") }];
    }
  }

  async function waitForStatus(index: number, signature: string): Promise<Event[]> {
    const deadline = Date.now() + (context.receiptTimeoutMs ?? RECEIPT_TIMEOUT_MS);
    while (Date.now() < deadline) {
      try {
        const { value } = await rpc.getSignatureStatuses([signature as Signature]).send();
        const status = value[0];
        if (status?.err) return [{ type: "receipt", index, status: "reverted" }];
        if (status && (status.confirmationStatus === "confirmed" || status.confirmationStatus === "finalized"))
          return [{ type: "receipt", index, status: "success" }];
      } catch {
        // A failed poll is tried again until the deadline.
      }
      await new Promise((resolve) => setTimeout(resolve, context.receiptPollMs ?? RECEIPT_POLL_MS));
    }
    return [
      {
        type: "receiptFailed",
        index,
        error: {
          title: TRANSACTION_TEXTS.timedOut,
          message: "No confirmation arrived in time.",
          code: "client_request_timeout",
          hash: signature,
          retryable: true,
        },
      },
    ];
  }

  return async (effect, state) => {
    switch (effect.type) {
      case "prepare":
        return prepare(effect.index);
      case "submit":
        return submit(effect.index, state.items[effect.index]?.prepared ?? null);
      case "waitForReceipt":
        return waitForStatus(effect.index, effect.hash);
      case "startTimer":
        await new Promise((resolve) => setTimeout(resolve, effect.ms));
        return [{ type: "timer" }];
      case "scan":
        return [{ type: "scanFailed", index: effect.index, message: TRANSACTION_TEXTS.scanFailed }];
      case "openFunding":
        return [{ type: "fundingClosed" }];
      case "confirmed":
        options.onConfirm?.();
        return [];
    }
  };
}
