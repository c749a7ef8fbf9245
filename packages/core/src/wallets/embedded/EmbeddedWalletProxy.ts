import { OVERALL_TIMEOUT_MS, WALLET_PROXY_INIT_TIMEOUT_MS } from "../../constants.ts";
import { isFoyerErrorCode } from "../../errors/catalogue.ts";
import { FoyerError } from "../../errors/FoyerError.ts";
import {
  isWalletFrameAnswer,
  WALLET_FRAME_MESSAGE_TAG,
  WALLET_FRAME_PROTOCOL_VERSION,
  type WalletFrameOp,
  type WalletFrameOps,
  type WalletFrameRequest,
  type WalletProxyErrorType,
  walletFramePath,
} from "../../wire/walletFrameProtocol.ts";

/** Operations that may run Argon2id or several server round trips get more time than a signature. */
export const WALLET_PROXY_SLOW_OP_TIMEOUT_MS = 60_000;
const SLOW_OPS: ReadonlySet<WalletFrameOp> = new Set(["create", "createSolana", "addWallet", "recover", "setRecovery"]);

/** The minimum of `window` the proxy needs, so tests can hand in a fake. */
export interface ProxyWindow {
  addEventListener(type: "message", listener: (event: MessageEvent) => void): void;
  removeEventListener(type: "message", listener: (event: MessageEvent) => void): void;
}

/** Something that can receive postMessage (the iframe's contentWindow). */
export interface ProxyTarget {
  postMessage(message: unknown, targetOrigin: string): void;
}

export interface EmbeddedWalletProxyOptions {
  appId: string;
  /** Origin of the wallet frame, e.g. "http://127.0.0.1:8788". Must differ from the host origin. */
  frameOrigin: string;
  /**
   * Mounts the hidden iframe and resolves its window once loaded. Defaults to creating a hidden
   * `<iframe>` in `document.body`; tests pass their own.
   */
  mountFrame?: (src: string) => Promise<{ target: ProxyTarget; source: unknown; unmount: () => void }>;
  /** Defaults to globalThis.window (read lazily, never at import time). */
  window?: ProxyWindow;
  initTimeoutMs?: number;
  opTimeoutMs?: number;
  slowOpTimeoutMs?: number;
  /** Id generator for requests (defaults to crypto.randomUUID). */
  newId?: () => string;
}

/** Error raised by a frame answer: a FoyerError whose details carry the wallet-proxy error type. */
export function walletProxyError(
  type: WalletProxyErrorType,
  code: string,
  message: string,
  details?: Record<string, unknown>,
) {
  return new FoyerError(isFoyerErrorCode(code) ? code : "unknown_embedded_wallet_error", message, {
    details: { ...(details ?? {}), walletProxyErrorType: type },
  });
}

/**
 * Host side of the wallet frame. Creates the hidden iframe on first use, sends typed requests, and
 * accepts answers only from the frame's origin and window. Nothing touches the DOM at import time.
 *
 * @example
 * const proxy = new EmbeddedWalletProxy({ appId, frameOrigin: "http://127.0.0.1:8788" });
 * const { wallet } = await proxy.create({ accessToken });
 * const { signature } = await proxy.signMessage({ accessToken, ...ref, message: "hello" });
 */
export class EmbeddedWalletProxy {
  readonly frameOrigin: string;
  readonly frameUrl: string;
  private readonly options: EmbeddedWalletProxyOptions;
  private ready: Promise<{ target: ProxyTarget; source: unknown }> | null = null;
  private unmount: (() => void) | null = null;
  private listener: ((event: MessageEvent) => void) | null = null;
  private readonly pending = new Map<
    string,
    { resolve: (value: unknown) => void; reject: (error: unknown) => void; timer: ReturnType<typeof setTimeout> }
  >();
  private frameSource: unknown = null;
  private readyWaiter: (() => void) | null = null;

  constructor(options: EmbeddedWalletProxyOptions) {
    this.options = options;
    this.frameOrigin = new URL(options.frameOrigin).origin;
    this.frameUrl = `${this.frameOrigin}${walletFramePath(options.appId)}`;
  }

  create(payload: WalletFrameOps["create"]["payload"]) {
    return this.call("create", payload);
  }
  createSolana(payload: WalletFrameOps["createSolana"]["payload"]) {
    return this.call("createSolana", payload);
  }
  addWallet(payload: WalletFrameOps["addWallet"]["payload"]) {
    return this.call("addWallet", payload);
  }
  recover(payload: WalletFrameOps["recover"]["payload"]) {
    return this.call("recover", payload);
  }
  setRecovery(payload: WalletFrameOps["setRecovery"]["payload"]) {
    return this.call("setRecovery", payload);
  }
  connect(payload: WalletFrameOps["connect"]["payload"]) {
    return this.call("connect", payload);
  }
  verifyMfa(payload: WalletFrameOps["verifyMfa"]["payload"]) {
    return this.call("verifyMfa", payload);
  }
  signMessage(payload: WalletFrameOps["signMessage"]["payload"]) {
    return this.call("signMessage", payload);
  }
  signTypedData(payload: WalletFrameOps["signTypedData"]["payload"]) {
    return this.call("signTypedData", payload);
  }
  signTransaction(payload: WalletFrameOps["signTransaction"]["payload"]) {
    return this.call("signTransaction", payload);
  }
  signAuthorization(payload: WalletFrameOps["signAuthorization"]["payload"]) {
    return this.call("signAuthorization", payload);
  }

  /** Sends one operation to the frame and resolves with its result (or rejects with a FoyerError). */
  async call<O extends WalletFrameOp>(
    op: O,
    payload: WalletFrameOps[O]["payload"],
  ): Promise<WalletFrameOps[O]["result"]> {
    const { target } = await this.ensureFrame();
    const id = this.options.newId?.() ?? globalThis.crypto.randomUUID();
    const request: WalletFrameRequest<O> = {
      tag: WALLET_FRAME_MESSAGE_TAG,
      v: WALLET_FRAME_PROTOCOL_VERSION,
      kind: "request",
      id,
      op,
      payload,
    };
    const timeoutMs = SLOW_OPS.has(op)
      ? (this.options.slowOpTimeoutMs ?? WALLET_PROXY_SLOW_OP_TIMEOUT_MS)
      : (this.options.opTimeoutMs ?? OVERALL_TIMEOUT_MS);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(id);
        reject(new FoyerError("client_request_timeout", undefined, { details: { op } }));
      }, timeoutMs);
      this.pending.set(id, { resolve: resolve as (value: unknown) => void, reject, timer });
      // The target origin pins delivery to the frame origin even if the iframe navigated elsewhere.
      target.postMessage(request, this.frameOrigin);
    });
  }

  /** Removes the iframe and fails every pending request (e.g. on logout). */
  destroy(): void {
    const win = this.options.window ?? (globalThis as unknown as { window?: ProxyWindow }).window;
    if (this.listener && win) win.removeEventListener("message", this.listener);
    this.listener = null;
    this.unmount?.();
    this.unmount = null;
    this.ready = null;
    this.frameSource = null;
    for (const [id, entry] of this.pending) {
      clearTimeout(entry.timer);
      entry.reject(new FoyerError("unknown_embedded_wallet_error", "Cannot connect to wallet proxy"));
      this.pending.delete(id);
    }
  }

  private ensureFrame(): Promise<{ target: ProxyTarget; source: unknown }> {
    if (this.ready) return this.ready;
    this.ready = this.startFrame().catch((error) => {
      this.destroy();
      throw error;
    });
    return this.ready;
  }

  private async startFrame(): Promise<{ target: ProxyTarget; source: unknown }> {
    const win = this.options.window ?? (globalThis as unknown as { window?: ProxyWindow }).window;
    if (!win) throw new FoyerError("unknown_embedded_wallet_error", "Cannot connect to wallet proxy");
    this.listener = (event) => this.onMessage(event);
    win.addEventListener("message", this.listener);
    const readySignal = new Promise<void>((resolve) => {
      this.readyWaiter = resolve;
    });
    const mount = this.options.mountFrame ?? mountHiddenIframe;
    const mounted = await mount(this.frameUrl);
    this.unmount = mounted.unmount;
    this.frameSource = mounted.source;
    const initTimeout = this.options.initTimeoutMs ?? WALLET_PROXY_INIT_TIMEOUT_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    try {
      await Promise.race([
        readySignal,
        new Promise<never>((_, reject) => {
          timer = setTimeout(
            () => reject(new FoyerError("unknown_embedded_wallet_error", "Cannot connect to wallet proxy")),
            initTimeout,
          );
        }),
      ]);
    } finally {
      clearTimeout(timer);
    }
    return { target: mounted.target, source: mounted.source };
  }

  private onMessage(event: MessageEvent): void {
    // Strict checks: only the frame's origin, only the iframe we created, only our protocol.
    if (event.origin !== this.frameOrigin) return;
    if (this.frameSource !== null && event.source !== this.frameSource) return;
    const data: unknown = event.data;
    if (!isWalletFrameAnswer(data)) return;
    if (data.kind === "ready") {
      this.readyWaiter?.();
      this.readyWaiter = null;
      return;
    }
    const entry = this.pending.get(data.id);
    if (!entry) return;
    this.pending.delete(data.id);
    clearTimeout(entry.timer);
    if (data.ok) entry.resolve(data.result);
    else entry.reject(walletProxyError(data.error.type, data.error.code, data.error.message, data.error.details));
  }
}

/** Default mount: a hidden, sandbox-free iframe (the frame needs its own origin's storage). */
function mountHiddenIframe(src: string): Promise<{ target: ProxyTarget; source: unknown; unmount: () => void }> {
  const doc = (globalThis as unknown as { document?: Document }).document;
  if (!doc) return Promise.reject(new FoyerError("unknown_embedded_wallet_error", "Cannot connect to wallet proxy"));
  const iframe = doc.createElement("iframe");
  iframe.src = src;
  iframe.title = "Foyer wallet";
  iframe.setAttribute("aria-hidden", "true");
  iframe.style.cssText = "position:absolute;width:0;height:0;border:0;visibility:hidden";
  doc.body.appendChild(iframe);
  const win = iframe.contentWindow;
  if (!win) return Promise.reject(new FoyerError("unknown_embedded_wallet_error", "Cannot connect to wallet proxy"));
  // The ready message may arrive before "load"; the caller listens before mounting, so resolve now.
  return Promise.resolve({ target: win, source: win, unmount: () => iframe.remove() });
}
