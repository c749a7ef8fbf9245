import {
  WALLET_FRAME_MESSAGE_TAG,
  WALLET_FRAME_PROTOCOL_VERSION,
  type WalletFrameOp,
  type WalletFrameOps,
  type WalletFrameResponse,
} from "@foyer/core";
import { expect } from "vitest";
import type { CloudRecoveryKeys } from "../CloudRecoveryKeys.ts";
import { createWalletFrame } from "../createWalletFrame.ts";
import { createDeviceShareStore, createMemoryStorage } from "../DeviceShareStore.ts";
import { fakeFrameServerApi } from "./fakeFrameServerApi.ts";

/** The app origin every harness frame allows. */
export const APP_ORIGIN = "http://localhost:5173";
// Cheap Argon2id so the suites stay fast; production cost is PASSWORD_KDF.
const TEST_KDF = { t: 1, m: 64, p: 1, dkLen: 32 } as const;

export interface WalletFrameHarnessOptions {
  /** The server side the frame talks to; share one between harnesses to play two devices of one user. */
  server?: ReturnType<typeof fakeFrameServerApi>;
  cloudKeys?: CloudRecoveryKeys;
  allowedDelegates?: string[];
}

/**
 * One wallet frame on its own device storage, as the frame's tests drive it: `call` posts a request as the
 * parent window would (from any origin or window), `ok` and `err` expect an answer of that kind.
 */
export function walletFrameHarness({
  server = fakeFrameServerApi(),
  cloudKeys,
  allowedDelegates,
}: WalletFrameHarnessOptions = {}) {
  const storage = createMemoryStorage();
  const answers: Array<{ message: WalletFrameResponse; origin: string }> = [];
  const parent = {
    postMessage: (message: unknown, origin: string) =>
      answers.push({ message: message as WalletFrameResponse, origin }),
  };
  const frame = createWalletFrame({
    appId: "app",
    allowedOrigins: [APP_ORIGIN],
    parent,
    api: server.api,
    store: createDeviceShareStore(storage, "app"),
    passwordKdf: TEST_KDF,
    ...(cloudKeys ? { cloudKeys } : {}),
    ...(allowedDelegates ? { allowedDelegates } : {}),
  });
  let n = 0;
  async function call<O extends WalletFrameOp>(
    op: O,
    payload: WalletFrameOps[O]["payload"],
    origin = APP_ORIGIN,
    source: unknown = parent,
  ) {
    const id = `r${n++}`;
    const handled = await frame.handleMessage({
      origin,
      source,
      data: { tag: WALLET_FRAME_MESSAGE_TAG, v: WALLET_FRAME_PROTOCOL_VERSION, kind: "request", id, op, payload },
    });
    if (!handled) return { handled };
    const answer = answers.find((a) => a.message.id === id);
    return { handled, answer };
  }
  async function ok<O extends WalletFrameOp>(
    op: O,
    payload: WalletFrameOps[O]["payload"],
  ): Promise<WalletFrameOps[O]["result"]> {
    const { answer } = await call(op, payload);
    if (!answer?.message.ok) throw new Error(`frame answered an error: ${JSON.stringify(answer?.message)}`);
    expect(answer.origin).toBe(APP_ORIGIN);
    return answer.message.result as WalletFrameOps[O]["result"];
  }
  async function err<O extends WalletFrameOp>(op: O, payload: WalletFrameOps[O]["payload"]) {
    const { answer } = await call(op, payload);
    if (!answer || answer.message.ok) throw new Error("expected an error");
    return answer.message.error;
  }
  return { frame, storage, server, answers, call, ok, err, parent };
}
