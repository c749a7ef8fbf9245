import { foyerDelegateAbi } from "@foyer/core/transactions";
import {
  type Address,
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  type Hex,
  http,
  type PublicClient,
  type SignedAuthorization,
} from "viem";
import { privateKeyToAccount } from "viem/accounts";
import type { SponsoredCall } from "./checkSponsorshipPolicy.ts";

/** What the relayer sends for one account: its signed batch, and its delegation when not yet in place. */
export interface RelayRequest {
  chainId: number;
  account: Address;
  calls: SponsoredCall[];
  deadline: bigint;
  signature: Hex;
  authorization: SignedAuthorization | null;
  maxGas: bigint;
}

/** The simulation failed: the relayed transaction would revert (nothing was sent). */
export class RelaySimulationError extends Error {
  override name = "RelaySimulationError";
}

/**
 * Sends sponsored transactions from one app's relayer key on one chain: a set-code (EIP-7702) transaction to
 * the user's account calling `executeSigned`, gas paid by the relayer. Sends are queued one at a time so the
 * relayer's nonces never collide within this process (run one relayer key per server instance).
 */
export class SponsorshipRelayer {
  readonly address: Address;
  readonly client: PublicClient;
  readonly #wallet;
  #queue: Promise<unknown> = Promise.resolve();

  constructor(rpcUrl: string, privateKey: Hex) {
    const account = privateKeyToAccount(privateKey);
    this.address = account.address;
    this.client = createPublicClient({ transport: http(rpcUrl, { timeout: 20_000, retryCount: 1 }) });
    this.#wallet = createWalletClient({ account, transport: http(rpcUrl, { timeout: 20_000, retryCount: 1 }) });
  }

  /** Simulates, then sends; answers the transaction hash. Throws RelaySimulationError when it would revert. */
  relay(request: RelayRequest): Promise<Hex> {
    const run = this.#queue.then(() => this.#send(request));
    this.#queue = run.catch(() => {});
    return run;
  }

  async #send(request: RelayRequest): Promise<Hex> {
    const data = encodeFunctionData({
      abi: foyerDelegateAbi,
      functionName: "executeSigned",
      args: [
        request.calls.map((c) => ({ to: c.to as Address, value: c.value, data: c.data as Hex })),
        request.deadline,
        request.signature,
      ],
    });
    const authorizationList = request.authorization ? [request.authorization] : undefined;
    let gas: bigint;
    try {
      gas = await this.client.estimateGas({
        account: this.address,
        to: request.account,
        data,
        ...(authorizationList ? { authorizationList } : {}),
      });
    } catch (error) {
      const e = error as { shortMessage?: string; message?: string };
      throw new RelaySimulationError(e.shortMessage ?? e.message ?? "Simulation failed");
    }
    if (gas > request.maxGas) throw new RelaySimulationError(`Gas ${gas} is above the sponsorship limit.`);
    const chain = {
      id: request.chainId,
      name: `chain ${request.chainId}`,
      nativeCurrency: { name: "Ether", symbol: "ETH", decimals: 18 },
      rpcUrls: { default: { http: [] } },
    };
    return this.#wallet.sendTransaction({
      chain,
      to: request.account,
      data,
      gas: (gas * 12n) / 10n,
      ...(authorizationList ? { authorizationList } : {}),
    });
  }
}
