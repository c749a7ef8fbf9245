import { WALLET_FRAME_MESSAGE_TAG, WALLET_FRAME_PROTOCOL_VERSION, type WalletFrameResponse } from "@foyer/core";
import { mnemonicToEntropy } from "@scure/bip39";
import { wordlist } from "@scure/bip39/wordlists/english";
import { privateKeyToAddress } from "viem/accounts";
import { describe, expect, it } from "vitest";
import { createExportMfa } from "./createExportMfa.ts";
import { createWalletFrame } from "./createWalletFrame.ts";
import { createDeviceShareStore, createMemoryStorage } from "./DeviceShareStore.ts";
import { entropyIdOf } from "./deriveWalletKeys.ts";
import { ExportNeedsMfaError, ExportNeedsPasswordError, exportWalletSecrets } from "./exportWalletSecrets.ts";
import { FAKE_MFA_CODE, fakeFrameServerApi } from "./testing/fakeFrameServerApi.ts";

/** Creates a wallet through a frame and answers its info plus the storage holding the device share. */
async function created(server: ReturnType<typeof fakeFrameServerApi>, recoveryPassword?: string) {
  const storage = createMemoryStorage();
  const answers: WalletFrameResponse[] = [];
  const parent = { postMessage: (m: unknown) => answers.push(m as WalletFrameResponse) };
  const frame = createWalletFrame({
    appId: "app",
    allowedOrigins: ["http://host.test"],
    parent,
    api: server.api,
    store: createDeviceShareStore(storage, "app"),
    passwordKdf: { t: 1, m: 64, p: 1, dkLen: 32 },
  });
  await frame.handleMessage({
    origin: "http://host.test",
    source: parent,
    data: {
      tag: WALLET_FRAME_MESSAGE_TAG,
      v: WALLET_FRAME_PROTOCOL_VERSION,
      kind: "request",
      id: "1",
      op: "create",
      payload: { accessToken: "token", ...(recoveryPassword ? { recoveryPassword } : {}) },
    },
  });
  const answer = answers[0];
  if (!answer?.ok) throw new Error("create failed");
  return { wallet: (answer.result as { wallet: { address: string; entropyId: string } }).wallet, storage };
}

const input = (
  server: ReturnType<typeof fakeFrameServerApi>,
  storage: ReturnType<typeof createMemoryStorage>,
  entropyId: string,
) => ({
  api: server.api,
  appId: "app",
  store: createDeviceShareStore(storage, "app"),
  accessToken: "token",
  entropyId,
  entropyIdVerifier: "ethereum-address-verifier" as const,
  chainType: "ethereum" as const,
  hdWalletIndex: 0,
  includeSeedPhrase: true,
});

describe("exportWalletSecrets", () => {
  it("rebuilds the key and phrase of the wallet from the device and auth shares", async () => {
    const server = fakeFrameServerApi();
    const { wallet, storage } = await created(server);
    const secrets = await exportWalletSecrets(input(server, storage, wallet.entropyId));
    expect(privateKeyToAddress(secrets.privateKey as `0x${string}`)).toBe(wallet.address);
    expect((await entropyIdOf(mnemonicToEntropy(secrets.seedPhrase ?? "", wordlist), "ethereum")).entropyId).toBe(
      wallet.entropyId,
    );
  });

  it("without a device share: works for automatic recovery; a password wallet needs its password", async () => {
    const server = fakeFrameServerApi();
    const auto = await created(server);
    const secrets = await exportWalletSecrets(input(server, createMemoryStorage(), auto.wallet.entropyId));
    expect(secrets.address).toBe(auto.wallet.address);
    const withPassword = await created(server, "hunter22");
    const bare = input(server, createMemoryStorage(), withPassword.wallet.entropyId);
    const kdf = { passwordKdf: { t: 1, m: 64, p: 1, dkLen: 32 } };
    await expect(exportWalletSecrets({ ...bare, ...kdf })).rejects.toBeInstanceOf(ExportNeedsPasswordError);
    await expect(exportWalletSecrets({ ...bare, ...kdf, recoveryPassword: "hunter23" })).rejects.toThrow(
      "Invalid recovery password, please try again.",
    );
    const unlocked = await exportWalletSecrets({ ...bare, ...kdf, recoveryPassword: "hunter22" });
    expect(unlocked.address).toBe(withPassword.wallet.address);
  });

  it("in an app that forces MFA: asks for verification, then exports with the token this page earned", async () => {
    const server = fakeFrameServerApi("token", { mfaRequired: true, methods: [{ method: "sms", hint: "•••2671" }] });
    const { wallet, storage } = await created(server);
    const request = input(server, storage, wallet.entropyId);
    await expect(exportWalletSecrets(request)).rejects.toBeInstanceOf(ExportNeedsMfaError);
    await expect(exportWalletSecrets({ ...request, mfaToken: "stale" })).rejects.toBeInstanceOf(ExportNeedsMfaError);
    expect(server.authReleases).toEqual([]);

    const mfa = createExportMfa({
      api: server.api,
      accessToken: "token",
      hostOrigin: "http://host.test",
      getAssertion: () => Promise.reject(new Error("unused")),
    });
    expect(await mfa.start()).toEqual({ smsHint: "2671", passkey: false });
    expect(server.smsSent).toHaveLength(1);
    const mfaToken = await mfa.verifySms(FAKE_MFA_CODE);
    const secrets = await exportWalletSecrets({ ...request, mfaToken });
    expect(privateKeyToAddress(secrets.privateKey as `0x${string}`)).toBe(wallet.address);
    expect(server.authReleases).toEqual([wallet.entropyId]);
  });

  it("in an app that forces MFA: a page without the device share needs the token for the recovery share too", async () => {
    const server = fakeFrameServerApi("token", { mfaRequired: true, methods: [{ method: "sms", hint: "•••2671" }] });
    const { wallet } = await created(server, "hunter22");
    const bare = {
      ...input(server, createMemoryStorage(), wallet.entropyId),
      passwordKdf: { t: 1, m: 64, p: 1, dkLen: 32 },
    };
    // MFA before the password: the sealed share is not handed out without it.
    await expect(exportWalletSecrets({ ...bare, recoveryPassword: "hunter22" })).rejects.toBeInstanceOf(
      ExportNeedsMfaError,
    );
    const secrets = await exportWalletSecrets({ ...bare, recoveryPassword: "hunter22", mfaToken: "mfa-token" });
    expect(privateKeyToAddress(secrets.privateKey as `0x${string}`)).toBe(wallet.address);
  });
});
