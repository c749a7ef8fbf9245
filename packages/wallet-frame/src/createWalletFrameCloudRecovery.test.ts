import type { WalletFrameOps } from "@foyer/core";
import { base64urlnopad } from "@scure/base";
import { verifyMessage } from "viem";
import { describe, expect, it } from "vitest";
import { createCloudRecoveryKeys } from "./CloudRecoveryKeys.ts";
import { cloudRecoveryKeyName } from "./createRecoverySealer.ts";
import { fakeCloudApis } from "./testing/fakeCloudApis.ts";
import { fakeFrameServerApi } from "./testing/fakeFrameServerApi.ts";
import { walletFrameHarness } from "./testing/walletFrameHarness.ts";

describe("wallet frame cloud recovery (Google Drive, iCloud)", () => {
  const DRIVE = "https://drive.frame-config.example";
  const CLOUDKIT = "https://cloudkit.frame-config.example";
  const EVIL = "https://evil.example";
  const config = {
    googleDrive: { apiUrl: DRIVE },
    icloud: { apiUrl: CLOUDKIT, container: "iCloud.app", environment: "production" as const, apiToken: "ck-api" },
  };
  function cloudSetup() {
    const cloud = fakeCloudApis({
      driveBase: DRIVE,
      cloudKitBase: CLOUDKIT,
      users: { "ada-token": "ada", "ada-token-2": "ada", "bob-token": "bob" },
    });
    const server = fakeFrameServerApi();
    const device = () => walletFrameHarness({ server, cloudKeys: createCloudRecoveryKeys(config, cloud.fetch) });
    return { cloud, server, device };
  }

  it("backs up to Google Drive with a key made in the frame, and a new device recovers through Drive", async () => {
    const { cloud, server, device } = cloudSetup();
    const first = device();
    const { wallet } = await first.ok("create", { accessToken: "token" });
    const id = { entropyId: wallet.entropyId, entropyIdVerifier: wallet.entropyIdVerifier };
    const set = await first.ok("setRecovery", {
      accessToken: "token",
      ...id,
      recoveryMethod: "google-drive",
      recoveryAccessToken: "ada-token",
    });
    expect(set.recoveryMethod).toBe("google-drive");
    // One key file, named after the app and wallet, in Ada's appDataFolder; it is 32 random bytes.
    const files = cloud.driveFilesOf("ada");
    expect(files.map((f) => f.name)).toEqual([`foyer-recovery-app-${wallet.entropyId}.key`]);
    expect(files[0]?.name).toBe(cloudRecoveryKeyName("google-drive", "app", wallet.entropyId));
    expect(base64urlnopad.decode(files[0]?.content ?? "")).toHaveLength(32);
    // The key never reached the host page or our server.
    const key = files[0]?.content ?? "";
    expect(JSON.stringify(first.answers)).not.toContain(key);
    expect(JSON.stringify([...server.entropies.values()])).not.toContain(key);

    // A new device (no share in its storage) cannot sign until it recovers with a fresh Drive token.
    const second = device();
    expect(await second.err("connect", { accessToken: "token", ...id })).toMatchObject({
      type: "wallet_not_on_device",
      details: { recoveryMethod: "google-drive" },
    });
    const recovered = await second.ok("recover", { accessToken: "token", ...id, recoveryAccessToken: "ada-token-2" });
    expect(recovered).toEqual({ entropyId: wallet.entropyId, recoveryMethod: "google-drive" });
    const { signature } = await second.ok("signMessage", {
      accessToken: "token",
      ...id,
      chainType: "ethereum",
      hdWalletIndex: 0,
      message: "back",
    });
    expect(
      await verifyMessage({
        address: wallet.address as `0x${string}`,
        message: "back",
        signature: signature as `0x${string}`,
      }),
    ).toBe(true);
  });

  it("creates a wallet already backed up to Google Drive (legacy create with recovery)", async () => {
    const { cloud, device } = cloudSetup();
    const { wallet } = await device().ok("create", {
      accessToken: "token",
      recoveryMethod: "google-drive",
      recoveryAccessToken: "ada-token",
    });
    expect(wallet.recoveryMethod).toBe("google-drive");
    expect(cloud.driveFilesOf("ada")).toHaveLength(1);
    await device().ok("recover", {
      accessToken: "token",
      entropyId: wallet.entropyId,
      entropyIdVerifier: wallet.entropyIdVerifier,
      recoveryAccessToken: "ada-token",
    });
  });

  it("answers 'Unable to recover wallet' for another Drive account (no file) and for a wrong key", async () => {
    const { cloud, device } = cloudSetup();
    const first = device();
    const { wallet } = await first.ok("create", { accessToken: "token" });
    const id = { entropyId: wallet.entropyId, entropyIdVerifier: wallet.entropyIdVerifier };
    await first.ok("setRecovery", {
      accessToken: "token",
      ...id,
      recoveryMethod: "google-drive",
      recoveryAccessToken: "ada-token",
    });
    const second = device();
    expect(await second.err("recover", { accessToken: "token", ...id, recoveryAccessToken: "bob-token" })).toEqual({
      type: "error",
      code: "unknown_embedded_wallet_error",
      message: "Unable to recover wallet",
      details: { provider: "google-drive", reason: "recovery_key_not_found" },
    });
    expect(await second.err("recover", { accessToken: "token", ...id, recoveryAccessToken: "forged" })).toMatchObject({
      message: "Unable to recover wallet",
      details: { reason: "cloud_unavailable" },
    });
    cloud.overwriteDrive("ada", base64urlnopad.encode(new Uint8Array(32).fill(7)));
    expect(
      await second.err("recover", { accessToken: "token", ...id, recoveryAccessToken: "ada-token" }),
    ).toMatchObject({
      message: "Unable to recover wallet",
      details: { reason: "recovery_key_mismatch" },
    });
    expect(await second.err("recover", { accessToken: "token", ...id })).toMatchObject({
      type: "invalid_request_arguments",
    });
    // Nothing was stored on the device by the failed attempts.
    expect(second.storage.entries().size).toBe(0);
  });

  it("still recovers with the older Drive key when a later backup wrote a key but the share update failed", async () => {
    const { cloud, server, device } = cloudSetup();
    const first = device();
    const { wallet } = await first.ok("create", { accessToken: "token" });
    const id = { entropyId: wallet.entropyId, entropyIdVerifier: wallet.entropyIdVerifier };
    const backup = {
      accessToken: "token",
      ...id,
      recoveryMethod: "google-drive" as const,
      recoveryAccessToken: "ada-token",
    };
    await first.ok("setRecovery", backup);
    const replace = server.api.replaceShares;
    server.api.replaceShares = async () => {
      throw new Error("network down");
    };
    await first.err("setRecovery", backup);
    server.api.replaceShares = replace;
    expect(cloud.driveFilesOf("ada")).toHaveLength(2);
    await device().ok("recover", { accessToken: "token", ...id, recoveryAccessToken: "ada-token" });
  });

  it("uses the cloud addresses of its own configuration, never ones a host puts in the message", async () => {
    const { cloud, device } = cloudSetup();
    const first = device();
    const { wallet } = await first.ok("create", { accessToken: "token" });
    const id = { entropyId: wallet.entropyId, entropyIdVerifier: wallet.entropyIdVerifier };
    // A malicious host adds every shape of "where the drive is" it can think of, and a key of its own.
    const hostile = {
      api_base_url: EVIL,
      apiBaseUrl: EVIL,
      apiUrl: EVIL,
      baseUrl: EVIL,
      googleDrive: { apiUrl: EVIL },
      cloudkit: { container: "iCloud.evil", environment: "development", api_token: "evil", base_url: EVIL },
      cloudRecovery: { googleDrive: { apiUrl: EVIL }, icloud: { apiUrl: EVIL } },
      recoveryKey: base64urlnopad.encode(new Uint8Array(32).fill(1)),
    };
    await first.ok("setRecovery", {
      accessToken: "token",
      ...id,
      recoveryMethod: "google-drive",
      recoveryAccessToken: "ada-token",
      ...hostile,
    } as WalletFrameOps["setRecovery"]["payload"]);
    await device().ok("recover", {
      accessToken: "token",
      ...id,
      recoveryAccessToken: "ada-token",
      ...hostile,
    } as WalletFrameOps["recover"]["payload"]);
    expect(cloud.requests.length).toBeGreaterThan(0);
    expect(cloud.requests.filter((url) => !url.startsWith(`${DRIVE}/`))).toEqual([]);
    // The host's key was not used: the stored key differs from it.
    expect(cloud.driveFilesOf("ada")[0]?.content).not.toBe(hostile.recoveryKey);
  });

  it("backs up to iCloud (CloudKit private database) and recovers on a new device", async () => {
    const { cloud, device } = cloudSetup();
    const first = device();
    const { wallet } = await first.ok("createSolana", { accessToken: "token" });
    const id = { entropyId: wallet.entropyId, entropyIdVerifier: wallet.entropyIdVerifier };
    const backup = { accessToken: "token", ...id, recoveryMethod: "icloud" as const, recoveryAccessToken: "ada-token" };
    await first.ok("setRecovery", backup);
    const name = cloudRecoveryKeyName("icloud", "app", wallet.entropyId);
    expect(name).toMatch(/^foyer_recovery_app_[A-Za-z0-9_]+$/);
    expect(base64urlnopad.decode(cloud.recordsOf("ada").get(name) ?? "")).toHaveLength(32);
    // A second backup keeps the previous key beside the new one.
    await first.ok("setRecovery", backup);
    expect([...cloud.recordsOf("ada").keys()].sort()).toEqual([name, `${name}_previous`]);
    expect(cloud.requests.every((url) => url.startsWith(`${CLOUDKIT}/database/1/iCloud.app/production/private/`))).toBe(
      true,
    );

    const second = device();
    expect(
      await second.err("recover", { accessToken: "token", ...id, recoveryAccessToken: "bob-token" }),
    ).toMatchObject({
      message: "Unable to recover wallet",
      details: { provider: "icloud", reason: "recovery_key_not_found" },
    });
    await second.ok("recover", { ...backup, recoveryAccessToken: "ada-token-2" });
    await second.ok("connect", { accessToken: "token", ...id });
  });

  it("answers not_supported for a provider its configuration does not enable", async () => {
    const server = fakeFrameServerApi();
    const t = walletFrameHarness({ server, cloudKeys: createCloudRecoveryKeys({ googleDrive: null, icloud: null }) });
    const { wallet } = await t.ok("create", { accessToken: "token" });
    const id = { entropyId: wallet.entropyId, entropyIdVerifier: wallet.entropyIdVerifier };
    expect(
      await t.err("setRecovery", { accessToken: "token", ...id, recoveryMethod: "icloud", recoveryAccessToken: "x" }),
    ).toMatchObject({ code: "not_supported", message: "iCloud recovery is not configured for this app." });
    // Without any cloud store at all (the frame built without one) the same.
    expect(
      await walletFrameHarness({ server }).err("setRecovery", {
        accessToken: "token",
        ...id,
        recoveryMethod: "google-drive",
        recoveryAccessToken: "x",
      }),
    ).toMatchObject({ code: "not_supported" });
  });
});
