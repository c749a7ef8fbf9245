import { createPublicClient, http, type PublicClient } from "viem";
import type { RequestFn } from "../../api/createRequest.ts";
import type { ChainRegistry } from "../../chains/createChainRegistry.ts";
import { CHAIN_READ_TIMEOUT_MS } from "../../constants.ts";
import type { TransactionFlowHandle } from "../../flows/transaction/createTransactionFlow.ts";
import type { TransactionOutcome } from "../../flows/transaction/TransactionFlowState.ts";
import type { PriceSource } from "../../prices/PriceSource.ts";
import { createEvmSponsorship } from "../../transactions/createEvmSponsorship.ts";
import type { EvmTransactionContext } from "../../transactions/EvmTransactionContext.ts";
import { knownFunctionAbi } from "../../transactions/knownFunctionAbi.ts";
import type { PreparedEvmTransaction } from "../../transactions/PreparedEvmTransaction.ts";
import type { SendTransactionOptions } from "../../transactions/SendTransactionRequest.ts";
import { startEvmTransactionFlow } from "../../transactions/startEvmTransactionFlow.ts";
import type { TransactionScreens, TransactionUiSettings } from "../../transactions/TransactionScreens.ts";
import {
  createEip1193Provider,
  type Eip1193Provider,
  type Eip1193ProviderOptions,
  type Eip1193Signer,
  type SignatureRequest,
} from "./createEip1193Provider.ts";

export interface EmbeddedEvmWalletOptions {
  signer: Eip1193Signer;
  chains: ChainRegistry;
  /** The /api/v1 request function (sponsorship). */
  request: RequestFn;
  settings: TransactionUiSettings;
  /** The transaction screens, read at call time (the modal registers them once loaded). */
  screens: () => TransactionScreens<PreparedEvmTransaction> | null;
  prices?: PriceSource | null;
  /** Extended calldata decoding (app setting): name calls outside the token standards. */
  extendedDecoding?: boolean;
  /** The funding flow, for 'Add funds' when the balance cannot pay. */
  openFunding?: EvmTransactionContext["openFunding"];
  /** The transaction scan (scan plugin); the flow's scan step runs when the app enables scanning. */
  scan?: EvmTransactionContext["scan"];
  confirmSignature?: (request: SignatureRequest) => Promise<void>;
  /** `eth_requestAccounts` connects the wallet first (the embedded connect flow). */
  connect?: () => Promise<void>;
  /** The scan of typed data before it is signed (when the app enables scanning). */
  signatureScan?: Eip1193ProviderOptions["signatureScan"];
  /** Skip the approval for EIP-1193 calls (refused when the app enforces wallet UIs). */
  showWalletUIs?: boolean;
}

export interface EmbeddedEvmWallet {
  address: string;
  /** EIP-1193 provider (viem `custom`, wagmi, EIP-6963). */
  provider: Eip1193Provider;
  /** `sendTransaction` of the hooks: the spec's request (several requests, uiOptions, callbacks, sponsorship). */
  sendTransaction(options: SendTransactionOptions): Promise<TransactionOutcome>;
  /** Starts the flow and answers it running (bench, screens that want the handle). */
  startTransaction(options: SendTransactionOptions): TransactionFlowHandle<PreparedEvmTransaction>;
}

/**
 * One embedded Ethereum wallet below React: its EIP-1193 provider and the hooks' transaction calls share the
 * chain registry (RPC priority), the signer (the frame), prices, decoding, scanning, sponsorship (EIP-7702
 * through the server's relayer) and the screens' hook point.
 *
 * @example
 * const wallet = createEmbeddedEvmWallet({ signer, chains, request, settings, screens: () => registered });
 * const { hash } = (await wallet.sendTransaction({ transactionRequest: { to, value: 1n } })) as { hash: string };
 */
export function createEmbeddedEvmWallet(options: EmbeddedEvmWalletOptions): EmbeddedEvmWallet {
  const clients = new Map<number, Promise<PublicClient>>();
  const publicClient = (chainId: number) => {
    let client = clients.get(chainId);
    if (!client) {
      client = options.chains
        .rpcUrl(chainId)
        .then((url) => createPublicClient({ transport: http(url, { timeout: CHAIN_READ_TIMEOUT_MS, retryCount: 1 }) }));
      client.catch(() => clients.delete(chainId));
      clients.set(chainId, client);
    }
    return client;
  };
  const signAuthorization = options.signer.signAuthorization?.bind(options.signer);
  const sponsorship = signAuthorization
    ? createEvmSponsorship({
        request: options.request,
        publicClient,
        signer: {
          address: options.signer.address,
          signAuthorization,
          signTypedData: (typedData) => options.signer.signTypedData(typedData),
        },
      })
    : null;
  const context: Omit<EvmTransactionContext, "chains" | "signer" | "currentChainId"> = {
    prices: options.prices ?? null,
    extendedAbi: options.extendedDecoding ? knownFunctionAbi : null,
    sponsorship,
    openFunding: options.openFunding ?? null,
    scan: options.scan ?? null,
  };

  let chainId = options.chains.defaultChainId;
  const provider = createEip1193Provider({
    signer: options.signer,
    chains: options.chains,
    transactions: {
      get screens() {
        return options.screens();
      },
      settings: options.settings,
      ...(options.showWalletUIs === false ? { showWalletUIs: false } : {}),
      context,
      delegateFor: async (id) => (sponsorship ? sponsorship.delegate(id) : null),
    },
    ...(options.confirmSignature ? { confirmSignature: options.confirmSignature } : {}),
    ...(options.connect ? { connect: options.connect } : {}),
    ...(options.signatureScan ? { signatureScan: options.signatureScan } : {}),
  });
  provider.on("chainChanged", (id) => {
    chainId = Number(BigInt(String(id)));
  });

  function startTransaction(request: SendTransactionOptions) {
    return startEvmTransactionFlow(
      request,
      { ...context, chains: options.chains, signer: options.signer, currentChainId: () => chainId },
      options.settings,
      options.screens(),
    );
  }
  return {
    address: options.signer.address,
    provider,
    startTransaction,
    sendTransaction: (request) => startTransaction(request).result,
  };
}
