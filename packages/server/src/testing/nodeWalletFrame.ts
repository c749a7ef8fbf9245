import {
  WALLET_FRAME_MESSAGE_TAG,
  WALLET_FRAME_PROTOCOL_VERSION,
  type WalletFrameOp,
  type WalletFrameOps,
  type WalletFrameResponse,
} from "@foyer/core";
import {
  createCloudRecoveryKeys,
  createDeviceShareStore,
  createFrameProver,
  createFrameServerApi,
  createMemoryKeyStore,
  createMemoryStorage,
  createWalletFrame,
  type DeviceKeyStore,
  type FrameCloudRecoveryConfig,
} from "@foyer/wallet-frame";

/** The device key that goes with a frame origin's storage: same storage, same device. */
const deviceKeys = new WeakMap<object, DeviceKeyStore>();

/**
 * A wallet frame running in Node and talking to the real server as the frame origin would: its requests
 * carry the frame's Origin and a proof signed by its own device key (a non-extractable WebCrypto key, as in
 * the browser), so tests go through the proof path; an access token alone gets nothing. `call` sends it one
 * protocol request from `hostOrigin` and resolves with the answer. `storage` is the frame origin's storage
 * and comes with its device key (a new one: a new device). `api` is the frame's own server client, e.g. for
 * the in-frame verification of a new device (`api.sendDeviceCode`, `api.verifyDeviceCode`).
 *
 * @example
 * const frame = nodeWalletFrame({ frameUrl: t.started.walletFrameUrl, hostOrigin: HOST });
 * const created = await frame.call("create", { accessToken });
 */
export function nodeWalletFrame(options: {
  frameUrl: string;
  hostOrigin: string;
  appId?: string;
  storage?: ReturnType<typeof createMemoryStorage>;
  /** Cheap Argon2id for tests that set passwords. */
  passwordKdf?: { t: number; m: number; p: number; dkLen: number };
  /** The frame page's cloud recovery config (Drive / CloudKit addresses), when the test uses them. */
  cloudRecovery?: FrameCloudRecoveryConfig;
  /** EIP-7702 delegates the frame page would list (the sponsorship plugin's). */
  allowedDelegates?: string[];
  /** The frame's clock (proofs carry `iat`): a test that moves the server's clock moves this one too. */
  now?: () => number;
}) {
  const { frameUrl, hostOrigin, appId = "foyer-dev", storage = createMemoryStorage() } = options;
  let keys = deviceKeys.get(storage);
  if (!keys) {
    keys = createMemoryKeyStore();
    deviceKeys.set(storage, keys);
  }
  const prover = createFrameProver(keys, options.now);
  const api = createFrameServerApi({
    serverUrl: frameUrl,
    appId,
    prover,
    fetch: (url, init) =>
      fetch(url, { ...init, headers: { ...(init?.headers as Record<string, string>), origin: frameUrl } }),
  });
  const answers: WalletFrameResponse[] = [];
  const parent = { postMessage: (m: unknown) => answers.push(m as WalletFrameResponse) };
  const frame = createWalletFrame({
    appId,
    allowedOrigins: [hostOrigin],
    parent,
    api,
    store: createDeviceShareStore(storage, appId),
    ...(options.passwordKdf ? { passwordKdf: options.passwordKdf } : {}),
    ...(options.cloudRecovery ? { cloudKeys: createCloudRecoveryKeys(options.cloudRecovery) } : {}),
    ...(options.allowedDelegates ? { allowedDelegates: options.allowedDelegates } : {}),
  });
  let n = 0;
  async function call<O extends WalletFrameOp>(op: O, payload: WalletFrameOps[O]["payload"]) {
    const id = `r${n++}`;
    await frame.handleMessage({
      origin: hostOrigin,
      source: parent,
      data: { tag: WALLET_FRAME_MESSAGE_TAG, v: WALLET_FRAME_PROTOCOL_VERSION, kind: "request", id, op, payload },
    });
    const answer = answers.find((a) => a.id === id);
    if (!answer) throw new Error("no answer");
    return answer;
  }
  return { call, storage, api, prover };
}
