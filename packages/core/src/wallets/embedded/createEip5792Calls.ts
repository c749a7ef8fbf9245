import { providerRpcError, RPC_ERRORS } from "../../eip1193/ProviderRpcError.ts";
import type { TransactionFlowHandle } from "../../flows/transaction/createTransactionFlow.ts";
import { delegationOf } from "../../transactions/foyerDelegateAbi.ts";
import type { PreparedEvmTransaction } from "../../transactions/PreparedEvmTransaction.ts";
import type { EvmTransactionRequest } from "../../transactions/SendTransactionRequest.ts";

const hex = (n: number | bigint) => `0x${n.toString(16)}`;
/** The batch size a wallet_sendCalls may hold (EIP-5792 5740 beyond). */
export const MAX_CALLS_PER_BATCH = 10;

/** Atomic execution of a chain for this account (EIP-5792 `atomic` capability). */
export type AtomicStatus = "supported" | "ready" | "unsupported";

export interface Eip5792Deps {
  address: string;
  currentChainId(): number;
  /** The chain is usable by this wallet. */
  hasChain(chainId: number): Promise<boolean>;
  /** The app's FoyerDelegate on the chain, or null (then batches are sent one by one). */
  delegateFor(chainId: number): Promise<string | null>;
  /** Raw JSON-RPC to the chain (receipts are answered as the node gives them). */
  rpc(chainId: number, method: string, params: unknown[]): Promise<unknown>;
  /** Runs the transaction flow for the calls (approval shown unless skipped); atomic with a delegate. */
  startFlow(
    chainId: number,
    requests: EvmTransactionRequest[],
    atomic: { delegate: string } | null,
  ): TransactionFlowHandle<PreparedEvmTransaction>;
  newId?: () => string;
}

interface Bundle {
  chainId: number;
  atomic: boolean;
  flow: TransactionFlowHandle<PreparedEvmTransaction>;
}

/**
 * EIP-5792 on the embedded wallet: `wallet_getCapabilities` (atomic: "supported" once the account delegates
 * to the app's FoyerDelegate, "ready" when it can, else "unsupported"), `wallet_sendCalls` (one approval for
 * the batch; atomic in one transaction where the account supports it, else sent in order) and
 * `wallet_getCallsStatus` (100 pending, 200 confirmed, 400 failed before the chain, 500 reverted, 600 partly).
 * Bundles live in this provider instance only.
 */
export function createEip5792Calls(deps: Eip5792Deps) {
  const bundles = new Map<string, Bundle>();
  const newId = deps.newId ?? (() => globalThis.crypto.randomUUID());

  async function atomicStatus(chainId: number): Promise<AtomicStatus> {
    const delegate = await deps.delegateFor(chainId).catch(() => null);
    if (!delegate) return "unsupported";
    const code = (await deps.rpc(chainId, "eth_getCode", [deps.address, "latest"]).catch(() => "0x")) as string;
    return delegationOf(code)?.toLowerCase() === delegate.toLowerCase() ? "supported" : "ready";
  }

  return {
    async getCapabilities(params: unknown[]): Promise<Record<string, unknown>> {
      const [who, chainIds] = params as [unknown, unknown];
      if (typeof who !== "string" || who.toLowerCase() !== deps.address.toLowerCase())
        throw providerRpcError("unauthorized");
      const ids =
        Array.isArray(chainIds) && chainIds.length > 0
          ? chainIds.map((id) => Number(BigInt(String(id))))
          : [deps.currentChainId()];
      const answer: Record<string, unknown> = {};
      for (const id of ids) {
        if (!(await deps.hasChain(id))) continue;
        answer[hex(id)] = { atomic: { status: await atomicStatus(id) } };
      }
      return answer;
    },

    async sendCalls(params: unknown[]): Promise<{ id: string }> {
      const p = (params[0] ?? {}) as {
        version?: string;
        id?: string;
        from?: string;
        chainId?: string;
        atomicRequired?: boolean;
        calls?: { to?: string; data?: string; value?: string; capabilities?: Record<string, { optional?: boolean }> }[];
        capabilities?: Record<string, { optional?: boolean }>;
      };
      if (p.from !== undefined && p.from.toLowerCase() !== deps.address.toLowerCase())
        throw providerRpcError("unauthorized");
      if (!Array.isArray(p.calls) || p.calls.length === 0)
        throw providerRpcError("invalidParams", "calls must be a non-empty list");
      if (p.calls.length > MAX_CALLS_PER_BATCH) throw providerRpcError("bundleTooLarge");
      const chainId = p.chainId !== undefined ? Number(BigInt(p.chainId)) : deps.currentChainId();
      if (!(await deps.hasChain(chainId))) throw providerRpcError("unsupportedChainId");
      // Capabilities we do not know and that are not optional cannot be honoured (EIP-5792 5700).
      const required = [p.capabilities ?? {}, ...p.calls.map((c) => c.capabilities ?? {})].flatMap((caps) =>
        Object.entries(caps).filter(([, value]) => value?.optional !== true),
      );
      if (required.length > 0)
        throw providerRpcError("unsupportedNonOptionalCapability", `Unsupported capability: ${required[0]?.[0]}`);
      const id = p.id ?? newId();
      if (bundles.has(id)) throw providerRpcError("duplicateId");
      const status = await atomicStatus(chainId);
      if (p.atomicRequired && status === "unsupported") throw providerRpcError("atomicityNotSupported");
      const delegate = status === "unsupported" ? null : await deps.delegateFor(chainId);
      const requests = p.calls.map((c) => ({ to: c.to, data: c.data, value: c.value ?? "0x0", chainId }));
      const flow = deps.startFlow(chainId, requests, delegate ? { delegate } : null);
      bundles.set(id, { chainId, atomic: !!delegate, flow });
      // The id is answered once the user approved (the flow is submitting), or the failure when it ended first.
      await new Promise<void>((resolve, reject) => {
        const check = () => {
          const state = flow.getState();
          if (state.step === "submitting" || state.step === "confirming" || state.step === "success") {
            unsubscribe();
            resolve();
          } else if (state.step === "closed" && state.result && !state.result.ok) {
            unsubscribe();
            bundles.delete(id);
            reject(
              state.result.error.rpcCode === RPC_ERRORS.userRejected.code
                ? providerRpcError("userRejected")
                : providerRpcError("transactionRejected", state.result.error.message),
            );
          } else if (state.step === "closed") {
            unsubscribe();
            resolve();
          }
        };
        const unsubscribe = flow.subscribe(check);
        check();
      });
      return { id };
    },

    async getCallsStatus(params: unknown[]) {
      const id = params[0];
      const bundle = typeof id === "string" ? bundles.get(id) : undefined;
      if (!bundle || typeof id !== "string") throw providerRpcError("unknownBundleId");
      const state = bundle.flow.getState();
      const hashes = [...new Set(state.items.flatMap((item) => (item.hash ? [item.hash] : [])))];
      const receipts = (
        await Promise.all(
          hashes.map((h) => deps.rpc(bundle.chainId, "eth_getTransactionReceipt", [h]).catch(() => null)),
        )
      ).filter((r): r is Record<string, unknown> => !!r);
      const wanted = bundle.atomic ? 1 : state.items.length;
      const failedBeforeChain = state.step === "closed" && state.result?.ok === false && hashes.length === 0;
      const reverted = receipts.filter((r) => r.status === "0x0").length;
      let status = 100;
      if (failedBeforeChain) status = 400;
      else if (receipts.length >= wanted) status = reverted === 0 ? 200 : reverted === receipts.length ? 500 : 600;
      else if (state.step === "closed" || state.step === "error")
        status = receipts.length > 0 ? 600 : hashes.length > 0 ? 100 : 400;
      return {
        version: "2.0.0",
        id,
        chainId: hex(bundle.chainId),
        status,
        atomic: bundle.atomic,
        receipts: receipts.map((r) => ({
          logs: ((r.logs as { address: string; data: string; topics: string[] }[]) ?? []).map((l) => ({
            address: l.address,
            data: l.data,
            topics: l.topics,
          })),
          status: r.status,
          blockHash: r.blockHash,
          blockNumber: r.blockNumber,
          gasUsed: r.gasUsed,
          transactionHash: r.transactionHash,
        })),
      };
    },
  };
}
