import { createPublicClient, http, type PublicClient } from "viem";
import { CHAIN_READ_TIMEOUT_MS, RECEIPT_POLL_MS, RECEIPT_TIMEOUT_MS } from "../constants.ts";
import type { TransactionEffectRunner } from "../flows/transaction/createTransactionFlow.ts";
import type { TransactionFlowEvent, TransactionFlowState } from "../flows/transaction/TransactionFlowState.ts";
import { TRANSACTION_TEXTS } from "../flows/transaction/transactionTexts.ts";
import type { EthTransactionRequest } from "../wire/walletFrameProtocol.ts";
import type { EvmTransactionContext } from "./EvmTransactionContext.ts";
import type { PreparedEvmTransaction } from "./PreparedEvmTransaction.ts";
import { prepareEvmTransaction } from "./prepareEvmTransaction.ts";
import type { SendTransactionOptions } from "./SendTransactionRequest.ts";
import { sendAtomicBatch } from "./sendAtomicBatch.ts";
import { toTransactionFlowError } from "./toTransactionFlowError.ts";
import { validateEvmRequest } from "./validateEvmRequest.ts";

type Event = TransactionFlowEvent<PreparedEvmTransaction>;
type State = TransactionFlowState<PreparedEvmTransaction>;

/** The public clients of one runner, one per chain, over the registry's RPC URL. */
function publicClients(context: EvmTransactionContext) {
  const clients = new Map<number, Promise<PublicClient>>();
  return (chainId: number): Promise<PublicClient> => {
    let client = clients.get(chainId);
    if (!client) {
      client = context.chains
        .rpcUrl(chainId)
        .then(
          (url) =>
            context.publicClient?.(chainId, url) ??
            createPublicClient({ transport: http(url, { timeout: CHAIN_READ_TIMEOUT_MS, retryCount: 1 }) }),
        );
      client.catch(() => clients.delete(chainId));
      clients.set(chainId, client);
    }
    return client;
  };
}

/**
 * The effects of the Ethereum transaction flow, run against the chain with viem: prepare (validation, gas,
 * EIP-1559 fees, balance, decoding, prices, sponsorship), scan, sign through the frame and broadcast (or
 * relay when sponsored), wait for the receipt, open funding, call onConfirm, and the sign-only close timer.
 *
 * @example
 * const flow = createTransactionFlow(config, createEvmTransactionRunner(context, options));
 */
export function createEvmTransactionRunner(
  context: EvmTransactionContext,
  options: SendTransactionOptions,
  extra: { atomic?: { delegate: string } } = {},
): TransactionEffectRunner<PreparedEvmTransaction> {
  const requests = options.transactionRequests ?? (options.transactionRequest ? [options.transactionRequest] : []);
  const clientFor = publicClients(context);

  async function prepare(index: number, clearNonce: boolean): Promise<Event[]> {
    try {
      const raw = requests[index] ?? {};
      const request = options.prepareTransactionRequest ? await options.prepareTransactionRequest(raw) : raw;
      const chainId = request.chainId ?? context.currentChainId();
      const client = await clientFor(chainId);
      const prepared = await prepareEvmTransaction(
        context,
        client,
        { ...request, chainId },
        {
          clearNonce,
          ...(options.getIsSponsored ? { isSponsored: options.getIsSponsored } : {}),
        },
      );
      return [{ type: "prepared", index, prepared }];
    } catch (error) {
      return [{ type: "prepareFailed", index, error: toTransactionFlowError(error, "prepare") }];
    }
  }

  async function submit(index: number, state: State): Promise<Event[]> {
    const prepared = state.items[index]?.prepared;
    if (!prepared)
      return [{ type: "submitFailed", index, error: toTransactionFlowError(new Error("Not prepared"), "submit") }];
    try {
      if (state.config.atomic) {
        const all = state.items.map((item) => item.prepared).filter((p): p is PreparedEvmTransaction => !!p);
        const calls = all.map((p) => ({ to: p.to ?? "", data: p.data, value: p.value }));
        if (all.every((p) => p.sponsored) && context.sponsorship) {
          const hash = await context.sponsorship.send({ chainId: prepared.chainId, from: prepared.from, calls });
          return [{ type: "submitted", index, hash }];
        }
        if (!extra.atomic) throw new Error("Atomic batches need the app's delegate contract on this chain.");
        const client = await clientFor(prepared.chainId);
        const hash = await sendAtomicBatch(context.signer, client, {
          chainId: prepared.chainId,
          calls,
          delegate: extra.atomic.delegate,
        });
        return [{ type: "submitted", index, hash }];
      }
      if (prepared.sponsored && context.sponsorship && prepared.to && !options.signOnly) {
        const hash = await context.sponsorship.send({
          chainId: prepared.chainId,
          from: prepared.from,
          calls: [{ to: prepared.to, data: prepared.data, value: prepared.value }],
        });
        return [{ type: "submitted", index, hash }];
      }
      const client = await clientFor(prepared.chainId);
      const address = prepared.from as `0x${string}`;
      let nonce = prepared.nonce;
      if (!prepared.fixedNonce) {
        nonce = await client.getTransactionCount({ address, blockTag: "pending" });
        // Signed but not broadcast: later requests of the same flow take the following nonces.
        if (options.signOnly)
          nonce += state.items.filter(
            (item, i) =>
              i < index &&
              item.signedTransaction &&
              item.prepared?.chainId === prepared.chainId &&
              !item.prepared.fixedNonce,
          ).length;
      }
      // A request whose estimate failed (it may depend on an earlier one, now mined) is estimated again.
      const gas =
        prepared.gas ??
        (await client.estimateGas({
          account: address,
          to: prepared.to as `0x${string}` | undefined,
          data: prepared.data as `0x${string}` | undefined,
          value: prepared.value,
        }));
      const fees = prepared.fees;
      const transaction: EthTransactionRequest = {
        chainId: prepared.chainId,
        ...(prepared.to ? { to: prepared.to } : {}),
        ...(prepared.data ? { data: prepared.data } : {}),
        value: prepared.value.toString(),
        nonce,
        gas: gas.toString(),
        ...(fees?.type === "legacy"
          ? { type: "legacy" as const, gasPrice: fees.gasPrice.toString() }
          : fees
            ? {
                type: "eip1559" as const,
                maxFeePerGas: fees.maxFeePerGas.toString(),
                maxPriorityFeePerGas: fees.maxPriorityFeePerGas.toString(),
              }
            : {}),
      };
      const signed = await context.signer.signTransaction(transaction);
      if (options.signOnly) return [{ type: "signed", index, signedTransaction: signed }];
      const hash = await client.sendRawTransaction({ serializedTransaction: signed as `0x${string}` });
      return [{ type: "submitted", index, hash }];
    } catch (error) {
      return [{ type: "submitFailed", index, error: toTransactionFlowError(error, "submit") }];
    }
  }

  async function waitForReceipt(index: number, hash: string, state: State): Promise<Event[]> {
    const chainId = state.items[index]?.prepared?.chainId ?? context.currentChainId();
    try {
      const client = await clientFor(chainId);
      const receipt = await client.waitForTransactionReceipt({
        hash: hash as `0x${string}`,
        pollingInterval: context.receiptPollMs ?? RECEIPT_POLL_MS,
        timeout: context.receiptTimeoutMs ?? RECEIPT_TIMEOUT_MS,
      });
      return [{ type: "receipt", index, status: receipt.status === "success" ? "success" : "reverted" }];
    } catch (error) {
      return [{ type: "receiptFailed", index, error: { ...toTransactionFlowError(error, "receipt"), hash } }];
    }
  }

  return async (effect, state) => {
    switch (effect.type) {
      case "prepare":
        return prepare(effect.index, effect.clearNonce);
      case "scan": {
        const prepared = state.items[effect.index]?.prepared;
        if (!context.scan || !prepared)
          return [{ type: "scanFailed", index: effect.index, message: TRANSACTION_TEXTS.scanFailed }];
        try {
          const request = validateEvmRequest(requests[effect.index] ?? {});
          const result = await context.scan({ ...request, chainId: prepared.chainId, from: prepared.from });
          return [{ type: "scanned", index: effect.index, result }];
        } catch {
          // The screen falls back to the decoded call (spec 001 §8 "Scan failures").
          return [{ type: "scanFailed", index: effect.index, message: TRANSACTION_TEXTS.scanFailed }];
        }
      }
      case "confirmed":
        try {
          options.onConfirm?.();
        } catch {
          // The host's callback failing must not stop the transaction the user approved.
        }
        return [];
      case "submit":
        return submit(effect.index, state);
      case "waitForReceipt":
        return waitForReceipt(effect.index, effect.hash, state);
      case "openFunding": {
        const prepared = state.items[effect.index]?.prepared;
        if (context.openFunding && prepared)
          await context.openFunding({ chainId: prepared.chainId, address: prepared.from }).catch(() => {});
        return [{ type: "fundingClosed" }];
      }
      case "startTimer":
        await new Promise((resolve) => setTimeout(resolve, effect.ms));
        return [{ type: "timer" }];
    }
  };
}
