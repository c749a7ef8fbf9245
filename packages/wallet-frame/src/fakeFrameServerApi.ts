import { type EmbeddedWalletInfo, FoyerError, type RecoveryMethod } from "@foyer/core";
import type { FrameServerApi } from "./FrameServerApi.ts";

/** In-memory stand-in for the server's share endpoints (frame unit tests; the real one is tested over HTTP). */
export function fakeFrameServerApi(validToken = "token") {
  const entropies = new Map<string, { authShare: string; recoveryMethod: RecoveryMethod; recoveryShare: string }>();
  const wallets: EmbeddedWalletInfo[] = [];
  const authReleases: string[] = [];
  const check = (token: string) => {
    if (token !== validToken) throw new FoyerError("missing_or_invalid_token");
  };
  const api: FrameServerApi = {
    async registerEntropy(token, i) {
      check(token);
      entropies.set(i.entropyId, {
        authShare: i.authShare,
        recoveryMethod: i.recoveryMethod,
        recoveryShare: i.recoveryShare,
      });
      const wallet: EmbeddedWalletInfo = {
        walletId: `w${wallets.length}`,
        address: i.address,
        chainType: i.chainType,
        hdWalletIndex: 0,
        entropyId: i.entropyId,
        entropyIdVerifier: i.entropyIdVerifier,
        recoveryMethod: i.recoveryMethod,
        imported: false,
      };
      wallets.push(wallet);
      return wallet;
    },
    async addWallet(token, i) {
      check(token);
      const root = wallets.find((w) => w.entropyId === i.entropyId);
      if (!root) throw new FoyerError("embedded_wallet_not_found");
      const wallet = {
        ...root,
        walletId: `w${wallets.length}`,
        address: i.address,
        chainType: i.chainType,
        hdWalletIndex: i.hdWalletIndex,
      };
      wallets.push(wallet);
      return wallet;
    },
    async resolveWallet(token, walletId) {
      check(token);
      const wallet = wallets.find((w) => w.walletId === walletId);
      if (!wallet) throw new FoyerError("embedded_wallet_not_found");
      return wallet;
    },
    async getAuthShare(token, entropyId) {
      check(token);
      const e = entropies.get(entropyId);
      if (!e) throw new FoyerError("embedded_wallet_not_found");
      authReleases.push(entropyId);
      return e.authShare;
    },
    async getRecoveryShare(token, entropyId) {
      check(token);
      const e = entropies.get(entropyId);
      if (!e) throw new FoyerError("embedded_wallet_not_found");
      return { recoveryMethod: e.recoveryMethod, recoveryShare: e.recoveryShare };
    },
    async replaceShares(token, i) {
      check(token);
      entropies.set(i.entropyId, {
        authShare: i.authShare,
        recoveryMethod: i.recoveryMethod,
        recoveryShare: i.recoveryShare,
      });
    },
    async verifyMfa(token) {
      check(token);
      return "mfa-token";
    },
  };
  return { api, entropies, wallets, authReleases };
}
