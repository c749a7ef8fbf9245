import type { WalletCreateBody, WalletRpcBody } from "../contract/wallets.ts";
import type {
  EmbeddedChainType,
  EmbeddedWalletInfo,
  EntropyIdVerifier,
  RecoveryMethod,
} from "../wire/walletFrameProtocol.ts";
import type { RequestFn } from "./createRequest.ts";
import type { WireEmbeddedWallet as WireWallet } from "./wire.ts";

/** An embedded wallet as listed by the server; server wallets have no entropy. */
export type ListedEmbeddedWallet = Omit<EmbeddedWalletInfo, "entropyId" | "entropyIdVerifier" | "recoveryMethod"> & {
  entropyId: string | null;
  entropyIdVerifier: EntropyIdVerifier | null;
  recoveryMethod: RecoveryMethod | null;
  delegated: boolean;
};

const fromWire = (w: WireWallet): ListedEmbeddedWallet => ({
  walletId: w.id,
  address: w.address,
  chainType: w.chain_type,
  hdWalletIndex: w.wallet_index,
  entropyId: w.entropy_id,
  entropyIdVerifier: w.entropy_id_verifier,
  recoveryMethod: w.recovery_method,
  imported: w.imported,
  delegated: w.delegated,
});

/** Calls of the `wallets` group on the API origin (all authenticated). */
export interface WalletsApi {
  /** `GET wallets`: the user's embedded wallets. */
  list(): Promise<ListedEmbeddedWallet[]>;
  /** `POST wallets {chain_type}`: server-wallet mode creation. */
  create(chainType: EmbeddedChainType): Promise<ListedEmbeddedWallet>;
  /** `POST wallets/{id}/rpc`: server-wallet mode signing; answers the signature (or signed transaction). */
  rpc(
    walletId: string,
    /** Solana server wallets: `signMessage [base64 bytes]`, answered as a base64 signature. */
    method: "personal_sign" | "eth_signTypedData_v4" | "eth_signTransaction" | "signMessage",
    params: unknown[],
  ): Promise<string>;
  // No `wallets/revoke`: Foyer has no delegation to revoke (see the server README, "Embedded wallets").
}

/**
 * Builds the `wallets` endpoint group over an ApiClient's `request`.
 *
 * @example const wallets = createWalletsApi(api.request); await wallets.list();
 */
export function createWalletsApi(request: RequestFn): WalletsApi {
  return {
    list: async () =>
      (await request<{ wallets: WireWallet[] }>("wallets", { method: "GET", auth: "required" })).wallets.map(fromWire),
    create: async (chainType) =>
      fromWire(
        (
          await request<{ wallet: WireWallet }>("wallets", {
            method: "POST",
            body: { chain_type: chainType } satisfies WalletCreateBody,
            auth: "required",
          })
        ).wallet,
      ),
    rpc: async (walletId, method, params) =>
      (
        await request<{ data: { signature: string } }>(`wallets/${encodeURIComponent(walletId)}/rpc`, {
          method: "POST",
          body: { method, params } satisfies WalletRpcBody,
          auth: "required",
        })
      ).data.signature,
  };
}
