// Browser side of embeddedWalletRecovery.test.ts: a bare host page exposing EmbeddedWalletProxy calls.
import type { WalletFrameOp, WalletFrameOps } from "@foyer/core";
import { EmbeddedWalletProxy } from "@foyer/core/wallets";

let proxy: EmbeddedWalletProxy | null = null;

async function call(input: { frameUrl: string; appId: string; op: WalletFrameOp; payload: unknown }) {
  proxy ??= new EmbeddedWalletProxy({ appId: input.appId, frameOrigin: input.frameUrl });
  try {
    return { ok: true, result: await proxy.call(input.op, input.payload as WalletFrameOps[WalletFrameOp]["payload"]) };
  } catch (error) {
    const e = error as { code?: string; message?: string; details?: Record<string, unknown> };
    return { ok: false, error: { code: e.code, message: e.message, details: e.details } };
  }
}

(globalThis as unknown as { foyerCall: typeof call }).foyerCall = call;
