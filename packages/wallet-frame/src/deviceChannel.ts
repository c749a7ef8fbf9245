import type { FrameProver } from "./createFrameProver.ts";
import type { DeviceCodeChannel, FrameServerApi } from "./FrameServerApi.ts";

/**
 * The verification page and the hidden frame are both on the wallet origin, in the same tab, but a browser
 * that refuses storage to third-party frames gives each its own device key (no shared IndexedDB). The
 * page then asks the hidden frame, over a same-origin BroadcastChannel that the host page cannot join, to
 * send and check the code with ITS key, the one that signs shares afterwards. Without an answer (no hidden
 * frame, no channel) the page uses its own key, which the hidden frame shares when storage is allowed.
 */
export type DeviceCall =
  | { op: "send"; accessToken: string; entropyId: string; channel?: DeviceCodeChannel }
  | { op: "verify"; accessToken: string; entropyId: string; code: string; channel?: DeviceCodeChannel }
  | { op: "proof"; method: string; url: string; accessToken: string }
  | { op: "thumbprint" };

const channelName = (appId: string) => `foyer-wallet-frame:${appId}:device`;
const ANSWER_WAIT_MS = 2_000;

/** Hidden frame side: answers device calls from this origin's pages with its own server client. */
export function serveDeviceCalls(appId: string, api: FrameServerApi, prover: FrameProver): void {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(channelName(appId));
  channel.addEventListener("message", (event: MessageEvent) => {
    const data = event.data as { kind?: unknown; id?: unknown; call?: DeviceCall } | null;
    if (data?.kind !== "device-call" || typeof data.id !== "string" || !data.call) return;
    const { id, call } = data;
    const run: Promise<unknown> =
      call.op === "send"
        ? api.sendDeviceCode(call.accessToken, call.entropyId, call.channel)
        : call.op === "verify"
          ? api
              .verifyDeviceCode(call.accessToken, {
                entropyId: call.entropyId,
                code: call.code,
                ...(call.channel ? { channel: call.channel } : {}),
              })
              .then(() => ({}))
          : call.op === "proof"
            ? prover.proof(call.method, call.url, call.accessToken)
            : prover.thumbprint();
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

/**
 * A prover for the wallet origin's other pages (export): proofs signed by the hidden frame's key when a
 * hidden frame answers (its key is the registered one), else by `own`. After one unanswered call it stops
 * asking.
 */
export function channelProver(appId: string, own: FrameProver): FrameProver {
  let frameAnswers = true;
  return {
    proof: (method, url, accessToken) => {
      if (!frameAnswers) return own.proof(method, url, accessToken);
      return callThroughFrame(appId, { op: "proof", method, url, accessToken }, () => {
        frameAnswers = false;
        return own.proof(method, url, accessToken);
      });
    },
    // The key that signs the proofs is the one a registration names.
    thumbprint: () => {
      if (!frameAnswers) return own.thumbprint();
      return callThroughFrame(appId, { op: "thumbprint" }, () => {
        frameAnswers = false;
        return own.thumbprint();
      });
    },
  };
}
