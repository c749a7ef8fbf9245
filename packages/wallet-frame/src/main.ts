// Browser entry of the hidden wallet frame (bundled to /assets/wallet-frame/frame.js by the server).
import { browserFrameProver } from "./browserFrameProver.ts";
import { createCloudRecoveryKeys } from "./CloudRecoveryKeys.ts";
import { createWalletFrame } from "./createWalletFrame.ts";
import { createDeviceShareStore, createMemoryStorage, type KeyValueStorage } from "./DeviceShareStore.ts";
import { serveDeviceCalls } from "./deviceChannel.ts";
import { createFrameServerApi } from "./FrameServerApi.ts";
import { readFrameConfig } from "./readFrameConfig.ts";

function frameStorage(): KeyValueStorage {
  try {
    const storage = window.localStorage;
    storage.getItem("foyer:probe");
    return storage;
  } catch {
    // Storage refused to a third-party frame: shares live for this page only (the user recovers next time).
    return createMemoryStorage();
  }
}

const config = readFrameConfig(document);
const prover = browserFrameProver(config.appId);
const api = createFrameServerApi({ serverUrl: config.serverUrl, appId: config.appId, prover });
// The verification and export pages use this frame's key, the registered one (deviceChannel.ts).
serveDeviceCalls(config.appId, api, prover);
const frame = createWalletFrame({
  appId: config.appId,
  allowedOrigins: config.allowedOrigins,
  parent: window.parent,
  api,
  store: createDeviceShareStore(frameStorage(), config.appId),
  // Cloud API addresses come from this page's server-rendered config only, never from the host.
  cloudKeys: createCloudRecoveryKeys(config.cloudRecovery),
  allowedDelegates: config.delegates ?? [],
});
window.addEventListener("message", (event) => {
  void frame.handleMessage({ origin: event.origin, source: event.source, data: event.data });
});
// Only when embedded: a top-level visit has no parent to talk to.
if (window.parent !== window) frame.announceReady();
