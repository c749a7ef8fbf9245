import { describe, expect, it } from "vitest";
import { FoyerError } from "../../errors/FoyerError.ts";
import {
  isWalletFrameRequest,
  WALLET_FRAME_MESSAGE_TAG,
  WALLET_FRAME_PROTOCOL_VERSION,
  type WalletFrameRequest,
} from "../../wire/walletFrameProtocol.ts";
import { EmbeddedWalletProxy, type ProxyWindow } from "./EmbeddedWalletProxy.ts";

const FRAME = "http://127.0.0.1:8788";

/** A fake window plus a fake frame that records requests and lets the test answer them. */
function setup(opts: { opTimeoutMs?: number } = {}) {
  const listeners = new Set<(event: MessageEvent) => void>();
  const win: ProxyWindow = {
    addEventListener: (_t, l) => listeners.add(l),
    removeEventListener: (_t, l) => listeners.delete(l),
  };
  const frameWindow = { name: "frame" };
  const sent: Array<{ message: WalletFrameRequest; origin: string }> = [];
  const deliver = (data: unknown, origin = FRAME, source: unknown = frameWindow) => {
    for (const l of listeners) l({ data, origin, source } as MessageEvent);
  };
  let mounted = 0;
  const proxy = new EmbeddedWalletProxy({
    appId: "app-1",
    frameOrigin: FRAME,
    window: win,
    opTimeoutMs: opts.opTimeoutMs,
    initTimeoutMs: 1_000,
    mountFrame: async (src) => {
      mounted++;
      expect(src).toBe(`${FRAME}/apps/app-1/embedded-wallets`);
      queueMicrotask(() => deliver({ tag: WALLET_FRAME_MESSAGE_TAG, v: WALLET_FRAME_PROTOCOL_VERSION, kind: "ready" }));
      return {
        target: {
          postMessage: (message: unknown, origin: string) =>
            sent.push({ message: message as WalletFrameRequest, origin }),
        },
        source: frameWindow,
        unmount: () => {},
      };
    },
  });
  const answer = (id: string, body: Record<string, unknown>, origin?: string, source?: unknown) =>
    deliver(
      { tag: WALLET_FRAME_MESSAGE_TAG, v: WALLET_FRAME_PROTOCOL_VERSION, kind: "response", id, ...body },
      origin,
      source,
    );
  return { proxy, sent, answer, mounted: () => mounted };
}

const until = async (cond: () => boolean) => {
  for (let i = 0; i < 100 && !cond(); i++) await new Promise((r) => setTimeout(r, 1));
};

describe("EmbeddedWalletProxy", () => {
  it("mounts the frame lazily, once, and posts well-formed requests to the frame origin only", async () => {
    const { proxy, sent, answer, mounted } = setup();
    expect(mounted()).toBe(0);
    const p1 = proxy.signMessage({
      accessToken: "t",
      entropyId: "0xabc",
      entropyIdVerifier: "ethereum-address-verifier",
      chainType: "ethereum",
      hdWalletIndex: 0,
      message: "hi",
    });
    const p2 = proxy.call("ping", {});
    await until(() => sent.length === 2);
    expect(mounted()).toBe(1);
    expect(sent.every((s) => s.origin === FRAME && isWalletFrameRequest(s.message))).toBe(true);
    answer(sent[0]!.message.id, { ok: true, result: { signature: "0x01" } });
    answer(sent[1]!.message.id, { ok: true, result: { version: 1 } });
    await expect(p1).resolves.toEqual({ signature: "0x01" });
    await expect(p2).resolves.toEqual({ version: 1 });
  });

  it("ignores answers from another origin or another window", async () => {
    const { proxy, sent, answer } = setup({ opTimeoutMs: 50 });
    const p = proxy.call("ping", {});
    await until(() => sent.length === 1);
    answer(sent[0]!.message.id, { ok: true, result: { version: 666 } }, "https://evil.example");
    answer(sent[0]!.message.id, { ok: true, result: { version: 667 } }, FRAME, { name: "other" });
    await expect(p).rejects.toMatchObject({ code: "client_request_timeout" });
  });

  it("turns a frame error into a FoyerError with the wallet-proxy error type", async () => {
    const { proxy, sent, answer } = setup();
    const p = proxy.connect({ accessToken: "t", entropyId: "0xabc", entropyIdVerifier: "ethereum-address-verifier" });
    await until(() => sent.length === 1);
    answer(sent[0]!.message.id, {
      ok: false,
      error: {
        type: "wallet_not_on_device",
        code: "embedded_wallet_not_found",
        message: "Wallet not on device",
        details: { recoveryMethod: "user-passcode" },
      },
    });
    const error = await p.catch((e) => e);
    expect(error).toBeInstanceOf(FoyerError);
    expect(error.code).toBe("embedded_wallet_not_found");
    expect(error.details).toMatchObject({
      walletProxyErrorType: "wallet_not_on_device",
      recoveryMethod: "user-passcode",
    });
  });
});
