import type { FrameServerApi } from "./FrameServerApi.ts";

/**
 * The verification page and the hidden frame are both on the wallet origin, in the same tab, but a browser
 * that refuses storage to third-party frames gives each its own device key (no shared IndexedDB). The
 * page then asks the hidden frame, over a same-origin BroadcastChannel that the host page cannot join, to
 * send and check the code with ITS key, the one that signs shares afterwards. Without an answer (no hidden
 * frame, no channel) the page uses its own key, which the hidden frame shares when storage is allowed.
 */
export type DeviceCall =
  | { op: "send"; accessToken: string; entropyId: string }
  | { op: "verify"; accessToken: string; entropyId: string; code: string };

const channelName = (appId: string) => `foyer-wallet-frame:${appId}:device`;
const ANSWER_WAIT_MS = 2_000;

/** Hidden frame side: answers device calls from this origin's pages with its own server client. */
export function serveDeviceCalls(appId: string, api: FrameServerApi): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(channelName(appId));
  channel.addEventListener("message", (event: MessageEvent) => {
    const data = event.data as { kind?: unknown; id?: unknown; call?: DeviceCall } | null;
    if (data?.kind !== "device-call" || typeof data.id !== "string" || !data.call) return;
    const { id, call } = data;
    const run =
      call.op === "send"
        ? api.sendDeviceCode(call.accessToken, call.entropyId)
        : api.verifyDeviceCode(call.accessToken, { entropyId: call.entropyId, code: call.code }).then(() => ({}));
    run.then(
      (result) => channel.postMessage({ kind: "device-answer", id, ok: true, result }),
      (error: unknown) =>
        channel.postMessage({
          kind: "device-answer",
          id,
          ok: false,
          message: error instanceof Error ? error.message : String(error),
        }),
    );
  });
}

/** Page side: runs a device call in the hidden frame, or with `own` when no hidden frame answers. */
export function callThroughFrame<T>(appId: string, call: DeviceCall, own: () => Promise<T>): Promise<T> {
  if (typeof BroadcastChannel === "undefined") return own();
  const channel = new BroadcastChannel(channelName(appId));
  const id = crypto.randomUUID();
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      channel.close();
      own().then(resolve, reject);
    }, ANSWER_WAIT_MS);
    channel.addEventListener("message", (event: MessageEvent) => {
      const data = event.data as { kind?: unknown; id?: unknown; ok?: boolean; result?: T; message?: string } | null;
      if (data?.kind !== "device-answer" || data.id !== id) return;
      clearTimeout(timer);
      channel.close();
      if (data.ok) resolve(data.result as T);
      else reject(new Error(data.message ?? "Verification failed"));
    });
    channel.postMessage({ kind: "device-call", id, call });
  });
}
