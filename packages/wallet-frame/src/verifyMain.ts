// Browser entry of the new-device verification page /apps/{appId}/embedded-wallets/verify (issue 13): a
// device whose key the server does not know yet, for a wallet on automatic recovery, proves it is the user
// with a code sent to their email or phone, typed HERE, on the wallet origin, or with a passkey the user
// added on this origin. The host page frames this page but can neither read the code nor script the page;
// the hidden frame's device key is the one registered. With `purpose=enrol`, a registered device adds that
// passkey. The page tells its parent when it is done. The logic is createDeviceVerification.ts.
import { WALLET_FRAME_MESSAGE_TAG, WALLET_FRAME_PROTOCOL_VERSION } from "@foyer/core";
import { startAuthentication, startRegistration } from "@simplewebauthn/browser";
import { browserFrameProver } from "./browserFrameProver.ts";
import { createDeviceVerification, type VerifyStep, verifyErrorText } from "./createDeviceVerification.ts";
import { callThroughFrame, channelProver } from "./deviceChannel.ts";
import { createFrameServerApi } from "./FrameServerApi.ts";
import { mountCodeBoxes } from "./mountCodeBoxes.ts";
import { readFrameConfig } from "./readFrameConfig.ts";
import { readVerifyQuery, VERIFY_TEXTS } from "./readVerifyQuery.ts";
import { reportFrameHeight } from "./reportFrameHeight.ts";

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
const primaryButton = (text: string, id: string) =>
  el(
    "button",
    { type: "button", textContent: text, id },
    `display:block;width:100%;margin-top:12px;padding:12px;border-radius:12px;border:0;background:${accent};color:#fff;font:inherit;font-weight:600;cursor:pointer`,
  );

document.body.setAttribute(
  "style",
  `margin:0 auto;max-width:420px;font:14px/1.45 system-ui,sans-serif;background:${background};color:${foreground};padding:12px;box-sizing:border-box`,
);
const title = el(
  "h1",
  { textContent: query.purpose === "enrol" ? VERIFY_TEXTS.enrolTitle : VERIFY_TEXTS.title },
  "font-size:17px;margin:0 0 8px;text-align:center",
);
const note = el(
  "p",
  { id: "foyer-verify-note", textContent: VERIFY_TEXTS.sending },
  "margin:0 0 12px;opacity:.8;text-align:center",
);
const body = el("div");
const status = el("p", { id: "foyer-verify-done" }, "min-height:1.4em;margin:8px 0 0;text-align:center");
document.body.append(title, note, body, status);

// Every request is signed by the hidden frame's key when a hidden frame answers (the registered one).
const ownProver = browserFrameProver(config.appId);
const api = createFrameServerApi({
  serverUrl: config.serverUrl,
  appId: config.appId,
  prover: channelProver(config.appId, ownProver),
});
const ownApi = createFrameServerApi({ serverUrl: config.serverUrl, appId: config.appId, prover: ownProver });
const entropyId = query.entropyId;
const page = createDeviceVerification({
  api,
  accessToken,
  entropyId,
  purpose: query.purpose,
  calls: {
    sendCode: (channel) =>
      callThroughFrame(config.appId, { op: "send", accessToken, entropyId, ...(channel ? { channel } : {}) }, () =>
        ownApi.sendDeviceCode(accessToken, entropyId, channel),
      ),
    verifyCode: async (code, channel) => {
      await callThroughFrame(config.appId, { op: "verify", accessToken, entropyId, code, channel }, () =>
        ownApi.verifyDeviceCode(accessToken, { entropyId, code, channel }),
      );
    },
  },
  passkeys: {
    create: (options) => startRegistration({ optionsJSON: options as never }),
    get: (options) => startAuthentication({ optionsJSON: options as never }),
  },
});

function finish(step: VerifyStep) {
  body.replaceChildren();
  note.textContent = "";
  status.textContent = step.note;
  const kind = step.step === "done" && query.purpose === "enrol" ? "device-passkey-added" : "device-verified";
  const done = { tag: WALLET_FRAME_MESSAGE_TAG, v: WALLET_FRAME_PROTOCOL_VERSION, kind };
  // Only the app's own origins may learn it (the parent is one of them, or the message is dropped).
  for (const origin of config.allowedOrigins) window.parent.postMessage(done, origin);
}

/** A button that runs a passkey ceremony (a click gives the user activation WebAuthn asks for). */
function passkeyButton(text: string, id: string, run: () => Promise<VerifyStep>, beside = false) {
  const button = primaryButton(text, id);
  const error = el("p", { role: "alert" }, "min-height:1.4em;margin:8px 0 0;color:#dc2626;text-align:center");
  button.addEventListener("click", () => {
    button.disabled = true;
    error.textContent = "";
    run().then(finish, (cause: unknown) => {
      error.textContent = verifyErrorText(cause);
      button.disabled = false;
    });
  });
  if (beside) body.append(button, error);
  else body.replaceChildren(button, error);
}

function show(step: VerifyStep) {
  note.textContent = step.note;
  switch (step.step) {
    case "code":
      mountCodeBoxes(body, {
        accent,
        foreground,
        label: (n) => `${VERIFY_TEXTS.codeLabel}, digit ${n} of 6`,
        resendText: { ready: VERIFY_TEXTS.resend, cooldown: VERIFY_TEXTS.codeSent },
        verify: async (code) => {
          await page.submitCode(code);
        },
        resend: async () => {
          note.textContent = (await page.resend()).note;
        },
        onDone: () => finish({ step: "done", note: VERIFY_TEXTS.verified }),
      });
      if (step.passkey) passkeyButton(VERIFY_TEXTS.usePasskey, "foyer-verify-passkey", page.usePasskey, true);
      return;
    case "passkey":
      passkeyButton(VERIFY_TEXTS.usePasskey, "foyer-verify-passkey", page.usePasskey);
      return;
    case "enrol":
      passkeyButton(VERIFY_TEXTS.addPasskey, "foyer-verify-add-passkey", page.addPasskey);
      return;
    case "unavailable":
      body.replaceChildren();
      return;
    case "done":
      finish(step);
  }
}

if (!query.ok) {
  note.textContent = query.error;
} else {
  page.start().then(show, (cause: unknown) => {
    note.textContent = verifyErrorText(cause);
  });
}
reportFrameHeight();
