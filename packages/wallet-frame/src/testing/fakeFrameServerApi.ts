import { type EmbeddedWalletInfo, FoyerError, type RecoveryMethod } from "@foyer/core";
import type { FrameServerApi, MfaMethodHint } from "../FrameServerApi.ts";

/** The SMS code the fake server "sends" and accepts. */
export const FAKE_MFA_CODE = "123456";

/**
 * In-memory stand-in for the server's share endpoints (frame unit tests; the real one is tested over HTTP).
 * With `mfaRequired` the auth share needs the MFA token that verifyMfa answers, as an app forcing MFA.
 */
export function fakeFrameServerApi(
  validToken = "token",
  mfa: { mfaRequired?: boolean; methods?: MfaMethodHint[] } = {},
) {
  const entropies = new Map<string, { authShare: string; recoveryMethod: RecoveryMethod; recoveryShare: string }>();
  const wallets: EmbeddedWalletInfo[] = [];
  const authReleases: string[] = [];
  const smsSent: number[] = [];
  const passkeyOptionsFor: string[] = [];
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
    async getAuthShare(token, entropyId, mfaToken) {
      check(token);
      if (mfa.mfaRequired && mfaToken !== "mfa-token") throw new FoyerError("missing_or_invalid_mfa");
      const e = entropies.get(entropyId);
      if (!e) throw new FoyerError("embedded_wallet_not_found");
      authReleases.push(entropyId);
      return e.authShare;
    },
    async getRecoveryShare(token, entropyId, mfaToken) {
      check(token);
      if (mfa.mfaRequired && mfaToken !== "mfa-token") throw new FoyerError("missing_or_invalid_mfa");
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
    async registerDevice(token) {
      check(token);
    },
    async registerLegacyDevice(token) {
      check(token);
    },
    async sendDeviceCode(token) {
      check(token);
      return { channel: "email" as const, to: "u•••@example.com" };
    },
    async verifyDeviceCode(token) {
      check(token);
    },
    async deviceMethods(token) {
      check(token);
      return { email: "u•••@example.com", phone: null, passkey: false };
    },
    async walletPasskeyCreation(token) {
      check(token);
      return {};
    },
    async addWalletPasskey(token) {
      check(token);
    },
    async walletPasskeyRequest(token) {
      check(token);
      return {};
    },
    async verifyDevicePasskey(token) {
      check(token);
    },
    async verifyMfa(token, i) {
      check(token);
      if (i.method === "sms" && i.code !== undefined && i.code !== FAKE_MFA_CODE)
        throw new FoyerError("missing_or_invalid_mfa");
      return "mfa-token";
    },
    async listMfaMethods(token) {
      check(token);
      return mfa.methods ?? [];
    },
    async sendMfaSms(token) {
      check(token);
      if (!mfa.methods?.some((m) => m.method === "sms")) throw new FoyerError("invalid_data");
      smsSent.push(smsSent.length);
    },
    async mfaPasskeyOptions(token, hostOrigin) {
      check(token);
      passkeyOptionsFor.push(hostOrigin);
      return { challenge: "Y2hhbGxlbmdl", rpId: new URL(hostOrigin).hostname, allowCredentials: [] };
    },
  };
  return { api, entropies, wallets, authReleases, smsSent, passkeyOptionsFor };
}
