import type { Abi, PublicClient } from "viem";
import type { ChainRegistry } from "../chains/createChainRegistry.ts";
import type { PriceSource } from "../prices/PriceSource.ts";
import type { TransactionScanResult } from "../scan/ScanResult.ts";
import type { EthTransactionRequest, SignedAuthorizationJson } from "../wire/walletFrameProtocol.ts";
import type { NormalizedEvmRequest } from "./validateEvmRequest.ts";

/** The signer behind an embedded Ethereum wallet as the runner uses it (the frame; never a key here). */
export interface EvmTransactionSigner {
  address: string;
  signTransaction(transaction: EthTransactionRequest): Promise<string>;
  /** EIP-7702 authorization (atomic batches delegate the account to FoyerDelegate once). */
  signAuthorization?(authorization: {
    chainId: number;
    address: string;
    nonce: number;
  }): Promise<SignedAuthorizationJson>;
}

/** Gas paid by the app: asks the server's policy, and relays a signed call (plugins/sponsorship). */
export interface EvmSponsorship {
  /** Whether the server's policy would pay for this call (chain, contract, the user's daily cap left). */
  canSponsor(call: {
    chainId: number;
    from: string;
    to: string | undefined;
    data: string | undefined;
    value: bigint;
  }): Promise<boolean>;
  /** Signs what the relayer needs and has it send the calls (one atomic batch); answers the relayer's transaction hash. */
  send(batch: {
    chainId: number;
    from: string;
    calls: { to: string; data: string | undefined; value: bigint }[];
  }): Promise<string>;
}

/**
 * Everything the Ethereum transaction runner reads from and writes to: chains (RPC priority), the signer,
 * prices, scanning, sponsorship and funding. One per wallet session; nothing global.
 */
export interface EvmTransactionContext {
  chains: ChainRegistry;
  signer: EvmTransactionSigner;
  /** The chain a request without chainId goes to (the provider's current chain). */
  currentChainId: () => number;
  prices?: PriceSource | null;
  /** Extended decoding (an app setting): decode calls outside the token standards against these ABIs. */
  extendedAbi?: Abi | null;
  scan?: ((request: NormalizedEvmRequest & { chainId: number; from: string }) => Promise<TransactionScanResult>) | null;
  sponsorship?: EvmSponsorship | null;
  /** Opens the funding flow for the wallet on the chain; resolves when it closes. */
  openFunding?: ((input: { chainId: number; address: string }) => Promise<void>) | null;
  /** Builds the public client of a chain (default: viem over HTTP with the registry's URL). */
  publicClient?: (chainId: number, rpcUrl: string) => PublicClient;
  /** Receipt polling (default RECEIPT_POLL_MS) and patience (RECEIPT_TIMEOUT_MS). */
  receiptPollMs?: number;
  receiptTimeoutMs?: number;
}
