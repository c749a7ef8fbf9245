import type { WalletFrameOp, WalletFrameOps } from "@foyer/core";
import { ed25519 } from "@noble/curves/ed25519.js";
import { base58, base64 } from "@scure/base";
import { getAddress, parseTransaction, recoverTransactionAddress } from "viem";
import { recoverAuthorizationAddress } from "viem/utils";
import { describe, expect, it } from "vitest";
import { walletFrameHarness } from "./testing/walletFrameHarness.ts";

const DELEGATE = "0x5FC8d32690cc91D4c39d9d3abcBD16989F875707";

/** A frame over the fake server API, and a typed way to call one operation from the allowed origin. */
function frameWith(allowedDelegates?: string[]) {
  const { call } = walletFrameHarness({ ...(allowedDelegates ? { allowedDelegates } : {}) });
  return async <O extends WalletFrameOp>(op: O, payload: WalletFrameOps[O]["payload"]) => {
    const { answer } = await call(op, payload);
    if (!answer) throw new Error("no answer");
    return answer.message;
  };
}

async function ethereumWallet(call: ReturnType<typeof frameWith>) {
  const created = await call("create", { accessToken: "token" });
  if (!created.ok) throw new Error("create failed");
  const { wallet } = created.result as WalletFrameOps["create"]["result"];
  return {
    wallet,
    ref: {
      accessToken: "token",
      entropyId: wallet.entropyId,
      entropyIdVerifier: wallet.entropyIdVerifier,
      chainType: "ethereum" as const,
      hdWalletIndex: 0,
    },
  };
}

describe("wallet frame signing operations added after version 1", { timeout: 20_000 }, () => {
  it("ping lists the operations, so a host can check for signAuthorization before using it", async () => {
    const answer = await frameWith()("ping", {});
    expect(answer.ok && (answer.result as { ops: string[] }).ops).toEqual(
      expect.arrayContaining(["signAuthorization", "signTransaction"]),
    );
  });

  it("signs an EIP-7702 authorization only for a delegate the page config allows", async () => {
    const call = frameWith([DELEGATE]);
    const { wallet, ref } = await ethereumWallet(call);
    const answer = await call("signAuthorization", {
      ...ref,
      authorization: { chainId: 31337, address: DELEGATE, nonce: 4 },
    });
    if (!answer.ok) throw new Error(JSON.stringify(answer.error));
    const { authorization } = answer.result as WalletFrameOps["signAuthorization"]["result"];
    expect(authorization).toMatchObject({ chainId: 31337, address: DELEGATE, nonce: 4 });
    expect(
      await recoverAuthorizationAddress({
        authorization: {
          ...authorization,
          address: authorization.address as `0x${string}`,
          r: authorization.r as `0x${string}`,
          s: authorization.s as `0x${string}`,
        },
      }),
    ).toBe(wallet.address);

    const other = await call("signAuthorization", {
      ...ref,
      authorization: { chainId: 31337, address: "0x000000000000000000000000000000000000dEaD", nonce: 4 },
    });
    expect(other.ok).toBe(false);
    expect(!other.ok && other.error).toMatchObject({
      code: "not_supported",
      message: "This delegate contract is not allowed for this app.",
    });
    // No configured delegates: nothing is ever delegated.
    const none = frameWith();
    const w = await ethereumWallet(none);
    expect(
      (await none("signAuthorization", { ...w.ref, authorization: { chainId: 1, address: DELEGATE, nonce: 0 } })).ok,
    ).toBe(false);
  });

  it("signs an EIP-7702 set-code transaction carrying its authorization list", async () => {
    const call = frameWith([DELEGATE]);
    const { wallet, ref } = await ethereumWallet(call);
    const auth = await call("signAuthorization", {
      ...ref,
      authorization: { chainId: 31337, address: DELEGATE, nonce: 1 },
    });
    if (!auth.ok) throw new Error("auth failed");
    const { authorization } = auth.result as WalletFrameOps["signAuthorization"]["result"];
    const answer = await call("signTransaction", {
      ...ref,
      transaction: {
        chainId: 31337,
        type: "eip7702",
        to: wallet.address,
        data: "0x",
        nonce: 0,
        gas: "100000",
        maxFeePerGas: "2000000000",
        maxPriorityFeePerGas: "1000000",
        authorizationList: [authorization],
      },
    });
    if (!answer.ok) throw new Error(JSON.stringify(answer.error));
    const signed = (answer.result as { signedTransaction: `0x04${string}` }).signedTransaction;
    expect(signed.startsWith("0x04")).toBe(true);
    expect(getAddress(parseTransaction(signed).authorizationList?.[0]?.address ?? "0x")).toBe(DELEGATE);
    expect(await recoverTransactionAddress({ serializedTransaction: signed })).toBe(wallet.address);
  });

  it("Solana sign-all: one signature per message, in order, each valid for the wallet's key", async () => {
    const call = frameWith();
    const created = await call("createSolana", { accessToken: "token" });
    if (!created.ok) throw new Error("create failed");
    const { wallet } = created.result as WalletFrameOps["createSolana"]["result"];
    const messages = [new Uint8Array([1, 2, 3]), new Uint8Array([4, 5, 6, 7])];
    const answer = await call("signTransaction", {
      accessToken: "token",
      entropyId: wallet.entropyId,
      entropyIdVerifier: wallet.entropyIdVerifier,
      chainType: "solana",
      hdWalletIndex: 0,
      serializedMessages: messages.map((m) => base64.encode(m)),
    });
    if (!answer.ok) throw new Error(JSON.stringify(answer.error));
    const { signatures } = answer.result as { signatures: string[] };
    expect(signatures).toHaveLength(2);
    signatures.forEach((signature, i) => {
      expect(ed25519.verify(base64.decode(signature), messages[i] as Uint8Array, base58.decode(wallet.address))).toBe(
        true,
      );
    });
  });
});
