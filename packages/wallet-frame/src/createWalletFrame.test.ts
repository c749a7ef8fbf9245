import { WALLET_FRAME_MESSAGE_TAG } from "@foyer/core";
import { ed25519 } from "@noble/curves/ed25519.js";
import { utf8ToBytes } from "@noble/hashes/utils.js";
import { base58, base64 } from "@scure/base";
import { recoverTransactionAddress, verifyMessage, verifyTypedData } from "viem";
import { describe, expect, it } from "vitest";
import { fakeFrameServerApi } from "./testing/fakeFrameServerApi.ts";
import { APP_ORIGIN, walletFrameHarness } from "./testing/walletFrameHarness.ts";

describe("wallet frame", () => {
  it("drops messages from other origins, other windows and other protocol versions", async () => {
    const t = walletFrameHarness();
    expect((await t.call("ping", {}, "https://evil.example")).handled).toBe(false);
    expect((await t.call("ping", {}, APP_ORIGIN, { postMessage() {} })).handled).toBe(false);
    const wrongVersion = await t.frame.handleMessage({
      origin: APP_ORIGIN,
      source: t.parent,
      data: { tag: WALLET_FRAME_MESSAGE_TAG, v: 99, kind: "request", id: "x", op: "ping", payload: {} },
    });
    expect(wrongVersion).toBe(false);
    expect(t.answers).toHaveLength(0);
    expect((await t.call("ping", {})).handled).toBe(true);
  });

  it("creates an Ethereum wallet and signs messages, typed data and transactions that viem verifies", async () => {
    const t = walletFrameHarness();
    const { wallet } = await t.ok("create", { accessToken: "token" });
    expect(wallet.entropyIdVerifier).toBe("ethereum-address-verifier");
    expect(wallet.recoveryMethod).toBe("foyer");
    const ref = {
      accessToken: "token",
      entropyId: wallet.entropyId,
      entropyIdVerifier: wallet.entropyIdVerifier,
      chainType: "ethereum",
      hdWalletIndex: 0,
    } as const;
    const { signature } = await t.ok("signMessage", { ...ref, message: "hello foyer" });
    expect(
      await verifyMessage({
        address: wallet.address as `0x${string}`,
        message: "hello foyer",
        signature: signature as `0x${string}`,
      }),
    ).toBe(true);

    const typedData = {
      domain: { name: "Foyer", version: "1", chainId: 1 },
      types: { Mail: [{ name: "contents", type: "string" }] },
      primaryType: "Mail",
      message: { contents: "hi" },
    };
    const typed = await t.ok("signTypedData", { ...ref, typedData });
    expect(
      await verifyTypedData({
        ...typedData,
        address: wallet.address as `0x${string}`,
        signature: typed.signature as `0x${string}`,
      } as never),
    ).toBe(true);

    const { signedTransaction } = await t.ok("signTransaction", {
      ...ref,
      transaction: {
        chainId: 31337,
        to: wallet.address,
        value: "1",
        nonce: 0,
        gas: "21000",
        maxFeePerGas: "1000000000",
        maxPriorityFeePerGas: "1",
      },
    });
    expect(await recoverTransactionAddress({ serializedTransaction: signedTransaction as never })).toBe(wallet.address);

    // A further HD index from the same entropy.
    const added = await t.ok("addWallet", { ...ref, hdWalletIndex: 1 });
    expect(added.wallet.address).not.toBe(wallet.address);
    expect(added.wallet.hdWalletIndex).toBe(1);
  });

  it("creates a Solana wallet whose ed25519 signatures verify", async () => {
    const t = walletFrameHarness();
    const { wallet } = await t.ok("createSolana", { accessToken: "token" });
    const ref = {
      accessToken: "token",
      entropyId: wallet.entropyId,
      entropyIdVerifier: wallet.entropyIdVerifier,
      chainType: "solana",
      hdWalletIndex: 0,
    } as const;
    const { signature } = await t.ok("signMessage", { ...ref, message: "gm" });
    expect(ed25519.verify(base64.decode(signature), utf8ToBytes("gm"), base58.decode(wallet.address))).toBe(true);
    // A transaction message (opaque bytes to the frame) is signed the same way.
    const messageBytes = new Uint8Array([1, 0, 1, 3, 9, 9, 9]);
    const signed = await t.ok("signTransaction", { ...ref, serializedMessage: base64.encode(messageBytes) });
    expect(ed25519.verify(base64.decode(signed.signature as string), messageBytes, base58.decode(wallet.address))).toBe(
      true,
    );
  });

  it("keeps key material inside: answers carry addresses and signatures only; the server gets no device share", async () => {
    const t = walletFrameHarness();
    const { wallet } = await t.ok("create", { accessToken: "token" });
    const deviceShare = [...t.storage.entries().values()][0] as string;
    const stored = t.server.entropies.get(wallet.entropyId);
    expect(JSON.stringify(t.answers)).not.toContain(deviceShare);
    expect(JSON.stringify(t.answers)).not.toContain(stored?.authShare);
    expect(JSON.stringify(t.answers)).not.toContain(stored?.recoveryShare);
    expect([stored?.authShare, stored?.recoveryShare]).not.toContain(deviceShare);
  });

  it("drops a corrupted device share and asks for the recovery method instead of signing with it", async () => {
    const server = fakeFrameServerApi();
    const first = walletFrameHarness({ server });
    const { wallet } = await first.ok("create", { accessToken: "token", recoveryPassword: "pw-123456" });
    // A new frame instance (page reload) over the same storage, with one byte of the device share flipped.
    const [key, share] = [...first.storage.entries()][0] as [string, string];
    const tampered = `${share.slice(0, -2)}${share.at(-2) === "A" ? "B" : "A"}${share.at(-1)}`;
    const second = walletFrameHarness({ server });
    second.storage.setItem(key, tampered);
    const error = await second.err("signMessage", {
      accessToken: "token",
      entropyId: wallet.entropyId,
      entropyIdVerifier: wallet.entropyIdVerifier,
      chainType: "ethereum",
      hdWalletIndex: 0,
      message: "x",
    });
    expect(error).toMatchObject({ type: "wallet_not_on_device", details: { recoveryMethod: "user-passcode" } });
    expect(second.storage.getItem(key)).toBeNull();
  });

  it("never combines the device share of one wallet with the auth share of another", async () => {
    const server = fakeFrameServerApi();
    const t = walletFrameHarness({ server });
    const a = (await t.ok("create", { accessToken: "token", recoveryPassword: "pw-123456" })).wallet;
    const b = (await t.ok("create", { accessToken: "token", recoveryPassword: "pw-123456" })).wallet;
    const reloaded = walletFrameHarness({ server });
    // Put wallet B's device share where wallet A's belongs.
    reloaded.storage.setItem(
      `foyer:device-share:app:${a.entropyId}`,
      t.storage.getItem(`foyer:device-share:app:${b.entropyId}`) as string,
    );
    const error = await reloaded.err("connect", {
      accessToken: "token",
      entropyId: a.entropyId,
      entropyIdVerifier: a.entropyIdVerifier,
    });
    // The mismatch is caught (checked against entropyId) and the user is asked for the method, never a wrong key.
    expect(error).toMatchObject({ type: "wallet_not_on_device", details: { recoveryMethod: "user-passcode" } });
  });

  it("sets a password and recovers on a new device with it; a wrong password is refused", async () => {
    const server = fakeFrameServerApi();
    const t = walletFrameHarness({ server });
    const { wallet } = await t.ok("create", { accessToken: "token" });
    const id = { entropyId: wallet.entropyId, entropyIdVerifier: wallet.entropyIdVerifier };
    await t.ok("setRecovery", {
      accessToken: "token",
      ...id,
      recoveryMethod: "user-passcode",
      recoveryPassword: "hunter22",
    });
    expect(server.entropies.get(wallet.entropyId)?.recoveryMethod).toBe("user-passcode");

    const device2 = walletFrameHarness({ server });
    const notHere = await device2.err("connect", { accessToken: "token", ...id });
    expect(notHere).toMatchObject({ type: "wallet_not_on_device", details: { recoveryMethod: "user-passcode" } });
    const wrong = await device2.err("recover", { accessToken: "token", ...id, recoveryPassword: "nope-nope" });
    expect(wrong).toMatchObject({
      type: "invalid_recovery_pin",
      message: "Invalid recovery password, please try again.",
    });
    await device2.ok("recover", { accessToken: "token", ...id, recoveryPassword: "hunter22" });
    const { signature } = await device2.ok("signMessage", {
      accessToken: "token",
      ...id,
      chainType: "ethereum",
      hdWalletIndex: 0,
      message: "m",
    });
    expect(
      await verifyMessage({
        address: wallet.address as `0x${string}`,
        message: "m",
        signature: signature as `0x${string}`,
      }),
    ).toBe(true);
    // The first device keeps working after the re-split it made itself.
    await t.ok("connect", { accessToken: "token", ...id });
  });

  it("recovers automatically (foyer method)", async () => {
    const server = fakeFrameServerApi();
    const t = walletFrameHarness({ server });
    const { wallet } = await t.ok("createSolana", { accessToken: "token" });
    const id = { entropyId: wallet.entropyId, entropyIdVerifier: wallet.entropyIdVerifier };
    await walletFrameHarness({ server }).ok("recover", { accessToken: "token", ...id });
  });

  it("recovers without the user on a new device when the wallet uses automatic recovery (pinless)", async () => {
    const server = fakeFrameServerApi();
    const { wallet } = await walletFrameHarness({ server }).ok("create", { accessToken: "token" });
    const fresh = walletFrameHarness({ server });
    await fresh.ok("connect", {
      accessToken: "token",
      entropyId: wallet.entropyId,
      entropyIdVerifier: wallet.entropyIdVerifier,
    });
    expect(fresh.storage.entries().size).toBe(1);
  });

  it("lock() forgets unlocked entropy and derived keys: the next signature needs the server's auth share again", async () => {
    const t = walletFrameHarness();
    const { wallet } = await t.ok("create", { accessToken: "token" });
    const ref = {
      entropyId: wallet.entropyId,
      entropyIdVerifier: wallet.entropyIdVerifier,
      chainType: "ethereum",
      hdWalletIndex: 0,
      message: "hi",
    } as const;
    await t.ok("signMessage", { ...ref, accessToken: "token" });
    // Unlocked this session: the key is at hand for the same session (the server is not asked again; another
    // session's token is: unlockedEntropyOwner.test.ts).
    const releases = t.server.authReleases.length;
    await t.ok("signMessage", { ...ref, accessToken: "token" });
    expect(t.server.authReleases).toHaveLength(releases);
    t.frame.lock();
    expect(await t.err("signMessage", { ...ref, accessToken: "stolen" })).toMatchObject({
      code: "missing_or_invalid_token",
    });
    await t.ok("signMessage", { ...ref, accessToken: "token" });
  });

  it("answers an invalid token with the server's catalogue code", async () => {
    const t = walletFrameHarness();
    expect(await t.err("create", { accessToken: "stolen" })).toMatchObject({ code: "missing_or_invalid_token" });
  });
});
