import { type ChainRegistry, createChainRegistry } from "../../chains/createChainRegistry.ts";
import { InvalidChainParameterError, parseAddEthereumChain } from "../../chains/parseAddEthereumChain.ts";
import { ProviderRpcError, providerRpcError, RPC_ERRORS, rpcCodeOfError } from "../../eip1193/ProviderRpcError.ts";
import { FoyerError } from "../../errors/FoyerError.ts";
import type { TransactionFlowHandle } from "../../flows/transaction/createTransactionFlow.ts";
import { type ScanStep, scanTypedDataBeforeSigning } from "../../scan/scanBeforeSigning.ts";
import type { EvmTransactionContext } from "../../transactions/EvmTransactionContext.ts";
import type { PreparedEvmTransaction } from "../../transactions/PreparedEvmTransaction.ts";
import type { EvmTransactionRequest, SendTransactionOptions } from "../../transactions/SendTransactionRequest.ts";
import { startEvmTransactionFlow } from "../../transactions/startEvmTransactionFlow.ts";
import type { TransactionScreens, TransactionUiSettings } from "../../transactions/TransactionScreens.ts";
import type { EthTransactionRequest, SignedAuthorizationJson, TypedDataJson } from "../../wire/walletFrameProtocol.ts";
import { createEip5792Calls } from "./createEip5792Calls.ts";

export { ProviderRpcError } from "../../eip1193/ProviderRpcError.ts";

/** The signer behind one embedded Ethereum wallet (the frame, or the server in server-wallet mode). */
export interface Eip1193Signer {
  address: string;
  signMessage(message: { hex: string } | { text: string }): Promise<string>;
  signTypedData(typedData: TypedDataJson): Promise<string>;
  signTransaction(transaction: EthTransactionRequest): Promise<string>;
  /** EIP-7702 (atomic batches); absent for signers that cannot delegate (server wallets). */
  signAuthorization?(authorization: {
    chainId: number;
    address: string;
    nonce: number;
  }): Promise<SignedAuthorizationJson>;
}

/** A signature the user is asked to approve before the wallet signs it. */
export type SignatureRequest =
  | { method: "personal_sign"; address: string; message: string }
  | { method: "eth_signTypedData_v4"; address: string; typedData: TypedDataJson };

export interface Eip1193ProviderOptions {
  signer: Eip1193Signer;
  /** Chains and their RPC URLs by the spec's priority (createChainRegistry). */
  chains?: ChainRegistry;
  /** Chain id → JSON-RPC URL, when no registry is given. */
  rpcUrls?: Record<number, string>;
  chainId?: number;
  fetch?: typeof fetch;
  /**
   * Sends and `eth_signTransaction` run the transaction flow, shown by `screens` (the modal's hook point).
   * Without screens a send is refused (4200): the provider never signs a transaction nobody approved, unless
   * `showWalletUIs: false` and the app does not enforce wallet UIs.
   */
  transactions?: {
    screens: TransactionScreens<PreparedEvmTransaction> | null;
    settings: TransactionUiSettings;
    showWalletUIs?: boolean;
    /** Prices, scanning, sponsorship, funding and extended decoding for the flow. */
    context?: Partial<Omit<EvmTransactionContext, "chains" | "signer" | "currentChainId">>;
    /** The app's FoyerDelegate per chain (EIP-5792 atomic batches); null where there is none. */
    delegateFor?: (chainId: number) => Promise<string | null>;
  };
  /**
   * `eth_requestAccounts`: connects the wallet first (spec 001 §4 "Connect wallet": 'Connecting to your
   * wallet', MFA when forced, recovery when needed); leaving it answers 4001.
   */
  connect?: () => Promise<void>;
  /** The approval of personal_sign / eth_signTypedData_v4 (rejects with 4001 when declined). */
  confirmSignature?: (request: SignatureRequest) => Promise<void>;
  /**
   * When the app scans: `eth_signTypedData_v4` (Permit, Permit2 grants) is scanned before the confirmation,
   * and a Malicious verdict needs the user's acknowledgement even where the confirmation is skipped.
   */
  signatureScan?: ScanStep;
}

export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] | Record<string, unknown> }): Promise<unknown>;
  on(event: string, listener: (...args: unknown[]) => void): void;
  removeListener(event: string, listener: (...args: unknown[]) => void): void;
  /** Logout: emits accountsChanged [] and disconnect (4900); later calls needing the account fail with 4100. */
  disconnect(): void;
}

const hex = (n: bigint | number) => `0x${n.toString(16)}`;

/** Maps a flow or signer failure to the provider's error table (4001 stays 4001). */
function toProviderError(error: unknown): ProviderRpcError {
  if (error instanceof ProviderRpcError) return error;
  const code = rpcCodeOfError(error);
  const message =
    error instanceof FoyerError ? error.shortMessage : error instanceof Error ? error.message : String(error);
  if (code === RPC_ERRORS.userRejected.code) return providerRpcError("userRejected");
  if (typeof code === "number" && Object.values(RPC_ERRORS).some((e) => e.code === code))
    return new ProviderRpcError(code, message);
  if (error instanceof FoyerError && error.code === "invalid_data") return providerRpcError("invalidParams", message);
  if (error instanceof FoyerError && error.code === "insufficient_balance")
    return providerRpcError("invalidInput", message);
  return providerRpcError("internal", message);
}

/**
 * An EIP-1193 provider for one embedded Ethereum wallet: accounts and chain locally (emitting `connect`,
 * `chainChanged`, `accountsChanged`, `disconnect`), `wallet_switchEthereumChain` / `wallet_addEthereumChain`,
 * signatures through the signer after the user's approval, `eth_sendTransaction` / `eth_signTransaction`
 * through the transaction flow (approval screen by default), EIP-5792 batches, and everything else forwarded
 * to the chain's RPC (resolved by the spec's priority). Errors come from the one RPC_ERRORS table.
 *
 * @example
 * const client = createWalletClient({ transport: custom(createEip1193Provider({ signer, chains, transactions })) });
 */
export function createEip1193Provider(options: Eip1193ProviderOptions): Eip1193Provider {
  const chains =
    options.chains ??
    createChainRegistry({
      supportedChains: Object.entries(options.rpcUrls ?? {}).map(([id, url]) => ({
        id: Number(id),
        name: `Chain ${id}`,
        nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
        rpcUrls: { default: { http: [url] } },
      })),
    });
  let chainId = options.chainId ?? chains.defaultChainId;
  let connected = true;
  const address = options.signer.address;
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) listener(...args);
  };
  // EIP-1193: `connect` once the provider can serve requests (after the caller had a chance to listen).
  queueMicrotask(() => emit("connect", { chainId: hex(chainId) }));

  let rpcId = 0;
  async function rpc(method: string, params: unknown[] = [], onChain = chainId): Promise<unknown> {
    const url = await chains.rpcUrl(onChain).catch(() => {
      throw providerRpcError("chainDisconnected", `No RPC for chain ${onChain}`);
    });
    const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
    let body: { result?: unknown; error?: { code: number; message: string; data?: unknown } };
    try {
      const response = await doFetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ jsonrpc: "2.0", id: ++rpcId, method, params }),
      });
      body = (await response.json()) as typeof body;
    } catch {
      throw providerRpcError("resourceUnavailable", "The chain's RPC could not be reached.");
    }
    if (body.error) throw new ProviderRpcError(body.error.code, body.error.message, body.error.data);
    return body.result;
  }

  const isSelf = (value: unknown) => typeof value === "string" && value.toLowerCase() === address.toLowerCase();
  const requireAccount = (who: unknown) => {
    if (!connected) throw providerRpcError("disconnected");
    if (!isSelf(who)) throw providerRpcError("unauthorized");
  };
  const tx = options.transactions;
  const settings: TransactionUiSettings = tx?.settings ?? {
    enforceWalletUis: false,
    fundingAvailable: false,
    scanning: false,
  };

  function startFlow(
    flowOptions: SendTransactionOptions,
    atomic: { delegate: string } | null = null,
  ): TransactionFlowHandle<PreparedEvmTransaction> {
    const context: EvmTransactionContext = {
      ...tx?.context,
      chains,
      signer: options.signer,
      currentChainId: () => chainId,
    };
    const uiOptions = { ...flowOptions.uiOptions, ...(tx?.showWalletUIs === false ? { showWalletUIs: false } : {}) };
    try {
      return startEvmTransactionFlow(
        { ...flowOptions, uiOptions },
        context,
        settings,
        tx?.screens ?? null,
        atomic ? { atomic } : {},
      );
    } catch (error) {
      throw toProviderError(error);
    }
  }

  function transactionOf(params: unknown[]): EvmTransactionRequest {
    const t = (params[0] ?? {}) as Record<string, unknown>;
    if (t.from !== undefined && !isSelf(t.from)) throw providerRpcError("unauthorized");
    if (!connected) throw providerRpcError("disconnected");
    const { input, type: _type, ...rest } = t;
    const request = {
      ...rest,
      ...(t.data === undefined && input !== undefined ? { data: input } : {}),
    } as EvmTransactionRequest;
    if (typeof t.chainId === "string") request.chainId = Number(BigInt(t.chainId));
    if (typeof t.nonce === "string") request.nonce = Number(BigInt(t.nonce));
    return request;
  }

  async function runFlow(flowOptions: SendTransactionOptions): Promise<string> {
    const flow = startFlow(flowOptions);
    try {
      const outcome = await flow.result;
      return outcome.kind === "sent" ? outcome.hash : outcome.signedTransaction;
    } catch (error) {
      throw toProviderError(error);
    }
  }

  const calls = createEip5792Calls({
    address,
    currentChainId: () => chainId,
    hasChain: async (id) => !!(await chains.chain(id)),
    delegateFor: async (id) => (options.signer.signAuthorization ? ((await tx?.delegateFor?.(id)) ?? null) : null),
    rpc: (id, method, params) => rpc(method, params, id),
    startFlow: (id, requests, atomic) =>
      startFlow({ transactionRequests: requests.map((r) => ({ ...r, chainId: id })) }, atomic),
  });

  async function confirmThenSign<T>(request: SignatureRequest, sign: () => Promise<T>): Promise<T> {
    const skip = tx?.showWalletUIs === false && !settings.enforceWalletUis;
    if (!skip && options.confirmSignature)
      await options.confirmSignature(request).catch((e) => Promise.reject(toProviderError(e)));
    return sign().catch((e) => Promise.reject(toProviderError(e)));
  }

  return {
    async request({ method, params }) {
      const p = (Array.isArray(params) ? params : params ? [params] : []) as unknown[];
      switch (method) {
        case "eth_accounts":
          return connected ? [address] : [];
        case "eth_requestAccounts":
          if (!connected) throw providerRpcError("disconnected");
          if (options.connect)
            await options
              .connect()
              .catch((e) =>
                Promise.reject(
                  e instanceof FoyerError && e.code === "unknown_connect_wallet_error"
                    ? providerRpcError("userRejected", e.shortMessage)
                    : toProviderError(e),
                ),
              );
          return [address];
        case "eth_chainId":
          return hex(chainId);
        case "net_version":
          return String(chainId);
        case "personal_sign": {
          const [message, who] = p;
          requireAccount(who);
          if (typeof message !== "string") throw providerRpcError("invalidParams", "message must be a string");
          return confirmThenSign({ method, address, message }, () =>
            options.signer.signMessage(/^0x[0-9a-fA-F]*$/.test(message) ? { hex: message } : { text: message }),
          );
        }
        case "eth_signTypedData_v4": {
          const [who, data] = p;
          requireAccount(who);
          let typedData: TypedDataJson;
          try {
            typedData = (typeof data === "string" ? JSON.parse(data) : data) as TypedDataJson;
          } catch {
            throw providerRpcError("parseError");
          }
          if (!typedData || typeof typedData !== "object" || !typedData.types)
            throw providerRpcError("invalidParams", "typed data is malformed");
          if (options.signatureScan) {
            const go = await scanTypedDataBeforeSigning(typedData, { address, chainId }, options.signatureScan).catch(
              (e) => Promise.reject(toProviderError(e)),
            );
            if (!go) throw providerRpcError("userRejected");
          }
          return confirmThenSign({ method, address, typedData }, () => options.signer.signTypedData(typedData));
        }
        case "eth_sendTransaction":
          return runFlow({ transactionRequest: transactionOf(p), transactingWalletAddress: address });
        case "eth_signTransaction":
          return runFlow({ transactionRequest: transactionOf(p), transactingWalletAddress: address, signOnly: true });
        case "wallet_switchEthereumChain": {
          const raw = ((p[0] ?? {}) as { chainId?: unknown }).chainId;
          if (typeof raw !== "string" || !/^0x[0-9a-fA-F]+$/.test(raw))
            throw providerRpcError("invalidParams", "chainId must be hex");
          const target = Number(BigInt(raw));
          if (!(await chains.chain(target)))
            throw providerRpcError("unrecognizedChain", `Unrecognized chain ID ${hex(target)}`);
          if (target !== chainId) {
            chainId = target;
            emit("chainChanged", hex(target));
          }
          return null;
        }
        case "wallet_addEthereumChain": {
          let chain: ReturnType<typeof parseAddEthereumChain>;
          try {
            chain = parseAddEthereumChain(p[0]);
          } catch (error) {
            if (error instanceof InvalidChainParameterError) throw providerRpcError("invalidParams", error.message);
            throw error;
          }
          chains.add(chain);
          return null;
        }
        case "wallet_getCapabilities":
          return calls.getCapabilities(p);
        case "wallet_sendCalls":
          if (!connected) throw providerRpcError("disconnected");
          return calls.sendCalls(p);
        case "wallet_getCallsStatus":
          return calls.getCallsStatus(p);
        case "wallet_showCallsStatus":
          return null;
        case "eth_sign":
          throw providerRpcError("unsupportedMethod", "eth_sign is not supported (it signs arbitrary hashes).");
        default:
          if (method.startsWith("wallet_") || method.startsWith("personal_") || method === "eth_signTypedData")
            throw providerRpcError("unsupportedMethod", `${method} is not supported`);
          return rpc(method, p);
      }
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set();
      set.add(listener);
      listeners.set(event, set);
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
    },
    disconnect() {
      if (!connected) return;
      connected = false;
      emit("accountsChanged", []);
      emit("disconnect", providerRpcError("disconnected"));
    },
  };
}
