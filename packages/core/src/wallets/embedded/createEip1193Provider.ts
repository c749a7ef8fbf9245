import type { EthTransactionRequest, TypedDataJson } from "./walletFrameProtocol.ts";

/** EIP-1193 error with a numeric code (4001 user rejected, 4200 unsupported, 4902 unknown chain). */
export class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = "ProviderRpcError";
  }
}

/** The signer behind one embedded Ethereum wallet (the frame, or the server in server-wallet mode). */
export interface Eip1193Signer {
  address: string;
  signMessage(message: { hex: string } | { text: string }): Promise<string>;
  signTypedData(typedData: TypedDataJson): Promise<string>;
  signTransaction(transaction: EthTransactionRequest): Promise<string>;
}

export interface Eip1193ProviderOptions {
  signer: Eip1193Signer;
  /** Chain id → JSON-RPC URL of every chain the provider may switch to. */
  rpcUrls: Record<number, string>;
  chainId: number;
  fetch?: typeof fetch;
}

export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] | Record<string, unknown> }): Promise<unknown>;
  on(event: string, listener: (...args: unknown[]) => void): void;
  removeListener(event: string, listener: (...args: unknown[]) => void): void;
}

const hex = (n: bigint | number) => `0x${n.toString(16)}`;

/**
 * An EIP-1193 provider for one embedded Ethereum wallet: accounts, chain id and chain switching locally,
 * signatures through the signer (never a key here), transactions signed then sent with
 * eth_sendRawTransaction, everything else forwarded to the chain's RPC. Works as viem's `custom` transport.
 *
 * @example const client = createWalletClient({ transport: custom(createEip1193Provider({ signer, rpcUrls, chainId })) });
 */
export function createEip1193Provider(options: Eip1193ProviderOptions): Eip1193Provider {
  let chainId = options.chainId;
  const listeners = new Map<string, Set<(...args: unknown[]) => void>>();
  const emit = (event: string, ...args: unknown[]) => {
    for (const l of listeners.get(event) ?? []) l(...args);
  };
  let rpcId = 0;
  async function rpc(method: string, params: unknown[] = []): Promise<unknown> {
    const url = options.rpcUrls[chainId];
    if (!url) throw new ProviderRpcError(4900, `No RPC URL for chain ${chainId}`);
    const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => globalThis.fetch(input, init));
    const response = await doFetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ jsonrpc: "2.0", id: ++rpcId, method, params }),
    });
    const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } };
    if (body.error) throw new ProviderRpcError(body.error.code, body.error.message);
    return body.result;
  }
  const address = options.signer.address;
  const isSelf = (value: unknown) => typeof value === "string" && value.toLowerCase() === address.toLowerCase();

  async function sendTransaction(tx: Record<string, unknown>): Promise<unknown> {
    if (tx.from !== undefined && !isSelf(tx.from)) throw new ProviderRpcError(4100, "from is not this wallet");
    const call = { from: address, to: tx.to, data: tx.data ?? tx.input, value: tx.value ?? "0x0" };
    const nonce = tx.nonce ?? (await rpc("eth_getTransactionCount", [address, "pending"]));
    const gas = tx.gas ?? (await rpc("eth_estimateGas", [call]));
    let fees: Pick<EthTransactionRequest, "maxFeePerGas" | "maxPriorityFeePerGas" | "gasPrice" | "type">;
    if (tx.gasPrice !== undefined) fees = { gasPrice: String(BigInt(tx.gasPrice as string)), type: "legacy" };
    else {
      const block = (await rpc("eth_getBlockByNumber", ["latest", false])) as { baseFeePerGas?: string } | null;
      if (block?.baseFeePerGas) {
        const priority = tx.maxPriorityFeePerGas
          ? BigInt(tx.maxPriorityFeePerGas as string)
          : BigInt((await rpc("eth_maxPriorityFeePerGas").catch(() => "0x3b9aca00")) as string);
        const maxFee = tx.maxFeePerGas
          ? BigInt(tx.maxFeePerGas as string)
          : BigInt(block.baseFeePerGas) * 2n + priority;
        fees = { maxFeePerGas: String(maxFee), maxPriorityFeePerGas: String(priority), type: "eip1559" };
      } else fees = { gasPrice: String(BigInt((await rpc("eth_gasPrice")) as string)), type: "legacy" };
    }
    const signed = await options.signer.signTransaction({
      chainId,
      to: tx.to as string | undefined,
      data: (tx.data ?? tx.input) as string | undefined,
      value: String(BigInt((tx.value as string | undefined) ?? "0x0")),
      nonce: Number(BigInt(nonce as string)),
      gas: String(BigInt(gas as string)),
      ...fees,
    });
    return rpc("eth_sendRawTransaction", [signed]);
  }

  return {
    async request({ method, params }) {
      const p = (Array.isArray(params) ? params : params ? [params] : []) as unknown[];
      switch (method) {
        case "eth_accounts":
        case "eth_requestAccounts":
          return [address];
        case "eth_chainId":
          return hex(chainId);
        case "net_version":
          return String(chainId);
        case "personal_sign": {
          const [message, who] = p;
          if (!isSelf(who) || typeof message !== "string") throw new ProviderRpcError(4100, "Unknown account");
          return options.signer.signMessage(/^0x[0-9a-fA-F]*$/.test(message) ? { hex: message } : { text: message });
        }
        case "eth_signTypedData_v4": {
          const [who, data] = p;
          if (!isSelf(who)) throw new ProviderRpcError(4100, "Unknown account");
          return options.signer.signTypedData((typeof data === "string" ? JSON.parse(data) : data) as TypedDataJson);
        }
        case "eth_sendTransaction":
          return sendTransaction((p[0] ?? {}) as Record<string, unknown>);
        case "wallet_switchEthereumChain": {
          const target = Number(BigInt(((p[0] ?? {}) as { chainId?: string }).chainId ?? "0x0"));
          if (!options.rpcUrls[target]) throw new ProviderRpcError(4902, `Unrecognized chain ID ${hex(target)}`);
          if (target !== chainId) {
            chainId = target;
            emit("chainChanged", hex(target));
          }
          return null;
        }
        case "eth_sign":
        case "eth_signTransaction":
          throw new ProviderRpcError(4200, `${method} is not supported`);
        default:
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
  };
}
