// Browser entry of the new-device verification page /apps/{appId}/embedded-wallets/verify (issue 13): a
// device whose key the server does not know yet, for a wallet on automatic recovery, proves it is the user
// with a code sent to their email, typed HERE, on the wallet origin. The host page frames this page but can
// neither read the code nor script the page; the device key (IndexedDB, shared with the hidden frame) is the
// one registered. The page tells its parent when it is done.
import { WALLET_FRAME_MESSAGE_TAG, WALLET_FRAME_PROTOCOL_VERSION } from "@foyer/core";
import { browserFrameProver } from "./browserFrameProver.ts";
import { callThroughFrame } from "./deviceChannel.ts";
import { createFrameServerApi, type DeviceCodeChannel } from "./FrameServerApi.ts";
import { readFrameConfig } from "./readFrameConfig.ts";
import { readVerifyQuery, VERIFY_TEXTS } from "./readVerifyQuery.ts";

const config = readFrameConfig(document);
const query = readVerifyQuery(location.search);
const hash = new URLSearchParams(location.hash.slice(1));
const accessToken = hash.get("token") ?? "";
// The token must not linger in history or be read by anything loaded later.
history.replaceState(null, "", `${location.pathname}${location.search}`);
const { accent, background, foreground } = query.colours;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, style = "") {
  const node = Object.assign(document.createElement(tag), props);
  if (style) node.setAttribute("style", style);
  return node;
}
const buttonStyle = (primary: boolean) =>
  `margin-top:8px;padding:8px 12px;border-radius:8px;border:1px solid ${accent};cursor:pointer;font:inherit;${
    primary ? `background:${accent};color:#fff` : `background:transparent;color:${accent}`
  }`;

document.body.setAttribute(
  "style",
  `margin:0 auto;font:14px/1.4 system-ui,sans-serif;background:${background};color:${foreground};padding:12px;box-sizing:border-box`,
);
const title = el("h1", { textContent: VERIFY_TEXTS.title }, "font-size:16px;margin:0 0 8px");
const note = el("p", { id: "foyer-verify-note", textContent: VERIFY_TEXTS.sending }, "margin:0 0 12px;opacity:.8");
const input: HTMLInputElement = document.createElement("input");
Object.assign(input, { id: "foyer-verify-code", inputMode: "numeric", autocomplete: "one-time-code", maxLength: 6 });
input.disabled = true;
input.setAttribute(
  "style",
  `font:inherit;font-size:20px;letter-spacing:6px;padding:8px;border-radius:8px;border:1px solid ${accent};width:10ch;background:transparent;color:inherit`,
);
input.setAttribute("aria-label", VERIFY_TEXTS.codeLabel);
const status = el("p", { id: "foyer-verify-status" }, "min-height:1.4em;margin:8px 0 0");
const resend: HTMLButtonElement = document.createElement("button");
Object.assign(resend, { type: "button", textContent: VERIFY_TEXTS.resend });
resend.disabled = true;
resend.setAttribute("style", buttonStyle(false));
document.body.append(title, note, input, status, resend);

const api = createFrameServerApi({
  serverUrl: config.serverUrl,
  appId: config.appId,
  prover: browserFrameProver(config.appId),
});
const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** The channel the last code went by (the server picks email, else SMS): the check names the same one. */
let channel: DeviceCodeChannel = "email";

/** Sends a code; the button stays blocked for the spec's 30 s and reads 'Code sent' meanwhile. */
async function send(): Promise<void> {
  resend.disabled = true;
  try {
    const sent = await callThroughFrame(config.appId, { op: "send", accessToken, entropyId: query.entropyId }, () =>
      api.sendDeviceCode(accessToken, query.entropyId),
    );
    channel = sent.channel;
    note.textContent = VERIFY_TEXTS.enterCode(sent);
    input.disabled = false;
    input.focus();
    resend.textContent = VERIFY_TEXTS.codeSent;
  } catch (error) {
    status.textContent = message(error);
  }
  setTimeout(() => {
    resend.disabled = false;
    resend.textContent = VERIFY_TEXTS.resend;
  }, 30_000);
}

input.addEventListener("input", () => {
  input.value = input.value.replace(/\D/g, "").slice(0, 6);
  if (input.value.length !== 6) return;
  const code = input.value;
  input.disabled = true;
  status.textContent = "";
  callThroughFrame(config.appId, { op: "verify", accessToken, entropyId: query.entropyId, code, channel }, () =>
    api.verifyDeviceCode(accessToken, { entropyId: query.entropyId, code, channel }),
  )
    .then(() => {
      status.textContent = VERIFY_TEXTS.verified;
      resend.remove();
      const done = { tag: WALLET_FRAME_MESSAGE_TAG, v: WALLET_FRAME_PROTOCOL_VERSION, kind: "device-verified" };
      // Only the app's own origins may learn it (the parent is one of them, or the message is dropped).
      for (const origin of config.allowedOrigins) window.parent.postMessage(done, origin);
    })
    .catch((error: unknown) => {
      status.textContent = message(error);
      // As the code screen: the box clears after a moment and takes the focus again.
      setTimeout(() => {
        input.value = "";
        input.disabled = false;
        input.focus();
      }, 1400);
    });
});
resend.addEventListener("click", () => void send());

if (!query.ok) {
  status.textContent = query.error;
} else {
  void send();
}
