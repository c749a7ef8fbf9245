// Browser entry of the export page /apps/{appId}/embedded-wallets/export (spec 001 §2, §7). The key is
// rendered in this page's DOM, on the wallet origin: the host page that frames it cannot read it.
import type { EmbeddedChainType, EntropyIdVerifier } from "@foyer/core";
import { refusalReason } from "./authShareAfterRecovery.ts";
import { browserFrameProver } from "./browserFrameProver.ts";
import { createDeviceVerification, type VerifyStep, verifyErrorText } from "./createDeviceVerification.ts";
import { createExportMfa, EXPORT_MFA_TEXTS, exportMfaErrorText } from "./createExportMfa.ts";
import { createDeviceShareStore, createMemoryStorage, type KeyValueStorage } from "./DeviceShareStore.ts";
import { channelProver } from "./deviceChannel.ts";
import { ExportNeedsMfaError, ExportNeedsPasswordError, exportWalletSecrets } from "./exportWalletSecrets.ts";
import { createFrameServerApi } from "./FrameServerApi.ts";
import { framingOrigin } from "./framingOrigin.ts";
import { mountCodeBoxes } from "./mountCodeBoxes.ts";
import { readExportQuery } from "./readExportQuery.ts";
import { readFrameConfig } from "./readFrameConfig.ts";
import { VERIFY_TEXTS } from "./readVerifyQuery.ts";
import { reportFrameHeight } from "./reportFrameHeight.ts";

const config = readFrameConfig(document);
const parsed = readExportQuery(location.search);
const hash = new URLSearchParams(location.hash.slice(1));
const accessToken = hash.get("token") ?? hash.get("access_token") ?? "";
// The token must not linger in history or be read by anything loaded later.
history.replaceState(null, "", `${location.pathname}${location.search}`);

const { accent, background, foreground } = parsed.ok
  ? parsed.query.colours
  : { accent: "#4f46e5", background: "#ffffff", foreground: "#111827" };
const width = parsed.ok ? parsed.query.width : null;

function el<K extends keyof HTMLElementTagNameMap>(tag: K, props: Partial<HTMLElementTagNameMap[K]> = {}, style = "") {
  const node = Object.assign(document.createElement(tag), props);
  if (style) node.setAttribute("style", style);
  return node;
}

document.body.setAttribute(
  "style",
  `margin:0 auto;font:14px/1.4 system-ui,sans-serif;background:${background};color:${foreground};padding:12px;box-sizing:border-box${
    width ? `;max-width:${width}px` : ""
  }`,
);
const title = el("h1", { textContent: "Export wallet" }, "font-size:16px;margin:0 0 8px");
const note = el(
  "p",
  {
    textContent: "Your private key gives full control of your wallet. Never share it.",
  },
  "margin:0 0 12px;opacity:.8",
);
const buttons = el("div", {}, "display:flex;gap:8px;flex-wrap:wrap");
const output = el("div", {}, "margin-top:12px");
document.body.append(title, note, buttons, output);

const api = createFrameServerApi({
  serverUrl: config.serverUrl,
  appId: config.appId,
  // The hidden frame's key when it answers: in a browser without lasting storage this page's own key is
  // new on every load, while the hidden frame's is the one registered for the wallet.
  prover: channelProver(config.appId, browserFrameProver(config.appId)),
});
function frameStorage(): KeyValueStorage {
  try {
    const storage = window.localStorage;
    storage.getItem("foyer:probe");
    return storage;
  } catch {
    // A browser that refuses storage to third-party frames: automatic recovery still works.
    return createMemoryStorage();
  }
}
const store = createDeviceShareStore(frameStorage(), config.appId);

function show(label: string, value: string, id: string) {
  output.replaceChildren(
    el("div", { textContent: label }, "font-weight:600;margin-bottom:4px"),
    el(
      "code",
      { id, textContent: value },
      "display:block;word-break:break-all;padding:8px;border-radius:8px;background:rgba(127,127,127,.12)",
    ),
    (() => {
      const copy = el("button", { type: "button", textContent: "Copy" }, buttonStyle(false));
      copy.addEventListener("click", () => {
        void navigator.clipboard?.writeText(value).then(() => {
          copy.textContent = "Copied";
          setTimeout(() => (copy.textContent = "Copy"), 1500);
        });
      });
      return copy;
    })(),
  );
}

function buttonStyle(primary: boolean) {
  return `margin-top:8px;padding:8px 12px;border-radius:8px;border:1px solid ${accent};cursor:pointer;font:inherit;${
    primary ? `background:${accent};color:#fff` : `background:transparent;color:${accent}`
  }`;
}

/** The wallet to export: from the query, or (unified variant) looked up by wallet_id for this user. */
let target: Promise<{
  entropyId: string;
  entropyIdVerifier: EntropyIdVerifier;
  chainType: EmbeddedChainType;
  hdWalletIndex: number;
}> | null = null;
function resolveTarget() {
  if (!parsed.ok) throw new Error(parsed.error);
  const wanted = parsed.query.target;
  target ??=
    wanted.kind === "entropy"
      ? Promise.resolve(wanted)
      : api.resolveWallet(accessToken, wanted.walletId).then((w) => {
          if (!w.entropyId || !w.entropyIdVerifier) throw new Error("Embedded wallet not found");
          return {
            entropyId: w.entropyId,
            entropyIdVerifier: w.entropyIdVerifier,
            chainType: w.chainType,
            hdWalletIndex: w.hdWalletIndex,
          };
        });
  return target;
}

function showError(message: string) {
  output.replaceChildren(el("p", { id: "foyer-export-error", textContent: message }, "color:#b91c1c"));
}

/** The password typed on this page, for a password wallet whose device share this page cannot read. */
let recoveryPassword: string | undefined;

/** 'Enter your password' inside the export page (the host page never sees the password). */
function askPassword(what: "key" | "phrase", error?: string) {
  const form = el("form", {}, "display:flex;flex-direction:column;gap:8px");
  const input = document.createElement("input");
  for (const [name, value] of Object.entries({
    type: "password",
    name: "password",
    autocomplete: "current-password",
    placeholder: "Password",
    "aria-label": "Password",
    style: "padding:8px;border-radius:8px;border:1px solid rgba(127,127,127,.4);font:inherit",
  }))
    input.setAttribute(name, value);
  const submit = document.createElement("button");
  submit.type = "submit";
  submit.textContent = "Continue";
  submit.setAttribute("style", buttonStyle(true));
  form.append(el("div", { textContent: "Enter your password" }, "font-weight:600"), input, submit);
  if (error) form.append(el("p", { id: "foyer-export-error", textContent: error }, "color:#b91c1c;margin:0"));
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    if (!input.value) return;
    recoveryPassword = input.value;
    void reveal(what);
  });
  output.replaceChildren(form);
  input.focus();
}

/** The MFA token this page earned (apps that force MFA): kept here, never posted to the host page. */
let mfaToken: string | undefined;

const mfa = createExportMfa({
  api,
  accessToken,
  hostOrigin: framingOrigin(),
  // WebAuthn loads only when a user picks a passkey.
  getAssertion: async (options) => {
    const { startAuthentication } = await import("@simplewebauthn/browser");
    return (await startAuthentication({ optionsJSON: options as never })) as unknown as Record<string, unknown>;
  },
});

/**
 * 'Verify your identity' inside the export page: the SMS code (sent to the enrolled number) or the
 * enrolled passkey, then the export runs again with the MFA token this page earned.
 */
async function askMfa(what: "key" | "phrase") {
  output.replaceChildren(el("p", { textContent: "Loading..." }));
  let choice: Awaited<ReturnType<typeof mfa.start>>;
  try {
    choice = await mfa.start();
  } catch (error) {
    return showError(exportMfaErrorText(error));
  }
  const box = el("div", { id: "foyer-export-mfa" }, "display:flex;flex-direction:column;gap:8px");
  const error = el(
    "p",
    { id: "foyer-export-mfa-error", role: "alert" } as never,
    "color:#b91c1c;margin:0;min-height:1.4em",
  );
  const fail = (e: unknown) => {
    error.textContent = exportMfaErrorText(e);
  };
  const done = (token: string) => {
    mfaToken = token;
    void reveal(what);
  };
  box.append(el("div", { textContent: EXPORT_MFA_TEXTS.title }, "font-weight:600"));
  if (choice.smsHint !== null) {
    box.append(el("p", { textContent: EXPORT_MFA_TEXTS.smsText.replace("{hint}", choice.smsHint) }, "margin:0"));
    const form = el("form", {}, "display:flex;gap:8px;flex-wrap:wrap;align-items:center");
    const input = document.createElement("input");
    for (const [name, value] of Object.entries({
      id: "foyer-export-mfa-code",
      name: "code",
      inputmode: "numeric",
      autocomplete: "one-time-code",
      maxlength: "6",
      placeholder: "000000",
      "aria-label": "Verification code",
      style:
        "padding:8px;border-radius:8px;border:1px solid rgba(127,127,127,.4);font:inherit;letter-spacing:.3em;width:9em",
    }))
      input.setAttribute(name, value);
    const submit = el("button", { type: "submit", textContent: "Continue" }, `${buttonStyle(true)};margin-top:0`);
    const resend = el(
      "button",
      { type: "button", textContent: "Resend code" },
      `border:0;background:none;padding:8px 4px;color:${accent};cursor:pointer;font:inherit;text-decoration:underline`,
    );
    let busy = false;
    const verify = () => {
      if (busy) return;
      busy = true;
      error.textContent = "";
      mfa.verifySms(input.value.trim()).then(done, (e: unknown) => {
        busy = false;
        input.value = "";
        input.focus();
        fail(e);
      });
    };
    form.addEventListener("submit", (event) => {
      event.preventDefault();
      verify();
    });
    // Six digits typed or pasted: verify at once, as the modal's code boxes do.
    input.addEventListener("input", () => {
      if (/^\d{6}$/.test(input.value)) verify();
    });
    resend.addEventListener("click", () => {
      error.textContent = "";
      mfa.resend().catch(fail);
    });
    form.append(input, submit, resend);
    box.append(form);
    queueMicrotask(() => input.focus());
  }
  if (choice.passkey) {
    const passkey = el(
      "button",
      { type: "button", id: "foyer-export-mfa-passkey", textContent: "Verify with passkey" },
      buttonStyle(choice.smsHint === null),
    );
    passkey.addEventListener("click", () => {
      error.textContent = "";
      mfa.verifyPasskey().then(done, fail);
    });
    box.append(passkey);
  }
  box.append(error);
  // The frame is short: the reveal buttons step aside while the user verifies.
  buttons.style.display = "none";
  output.replaceChildren(box);
}

/**
 * A device key the server does not know (a browser without lasting storage for this frame, after a
 * reload): the verification page's choice (createDeviceVerification.ts), drawn here: the email or SMS code,
 * with the user's wallet-origin passkey beside it when they added one, the passkey alone for a user with
 * neither contact, or why nothing can be done; then the export again.
 */
async function askDeviceCode(what: "key" | "phrase", entropyId: string) {
  const box = el("div", { id: "foyer-export-device" });
  const note = el("p", { textContent: VERIFY_TEXTS.sending }, "margin:0 0 8px");
  const error = el("p", { role: "alert" } as never, "color:#b91c1c;min-height:1.2em;margin:6px 0 0");
  box.append(el("div", { textContent: VERIFY_TEXTS.title }, "font-weight:600;margin-bottom:4px"), note, error);
  buttons.style.display = "none";
  output.replaceChildren(box);
  const page = createDeviceVerification({
    api,
    accessToken,
    entropyId,
    purpose: "verify",
    calls: {
      sendCode: (channel) => api.sendDeviceCode(accessToken, entropyId, channel),
      verifyCode: async (code, channel) => void (await api.verifyDeviceCode(accessToken, { entropyId, code, channel })),
    },
    passkeys: {
      // Adding a passkey is the verification page's (purpose=enrol); this page only uses one.
      create: () => Promise.reject(new Error(VERIFY_TEXTS.passkeyUnavailable)),
      get: async (options) =>
        (await import("@simplewebauthn/browser")).startAuthentication({ optionsJSON: options as never }),
    },
  });
  let step: VerifyStep;
  try {
    step = await page.start();
  } catch (cause) {
    error.textContent = verifyErrorText(cause);
    return;
  }
  note.textContent = step.note;
  if (step.step === "code") {
    // The six boxes of the verification page (and the modal's code screens).
    mountCodeBoxes(box, {
      accent,
      foreground,
      label: (n) => `${VERIFY_TEXTS.codeLabel}, digit ${n} of 6`,
      resendText: { ready: VERIFY_TEXTS.resend, cooldown: VERIFY_TEXTS.codeSent },
      verify: async (code) => void (await page.submitCode(code)),
      resend: async () => void (await page.resend()),
      onDone: () => void reveal(what),
    });
  }
  if (step.step === "passkey" || (step.step === "code" && step.passkey)) {
    const passkey = el(
      "button",
      { type: "button", id: "foyer-export-device-passkey", textContent: VERIFY_TEXTS.usePasskey },
      buttonStyle(step.step === "passkey"),
    );
    passkey.addEventListener("click", () => {
      error.textContent = "";
      page.usePasskey().then(
        () => void reveal(what),
        (cause: unknown) => {
          error.textContent = verifyErrorText(cause);
        },
      );
    });
    box.append(passkey);
  }
}

async function reveal(what: "key" | "phrase") {
  buttons.style.display = "flex";
  output.replaceChildren(el("p", { textContent: "Loading..." }));
  try {
    const wallet = await resolveTarget();
    if (what === "phrase" && wallet.hdWalletIndex !== 0) throw new Error("Seed phrase export is not available.");
    let secrets: Awaited<ReturnType<typeof exportWalletSecrets>>;
    try {
      secrets = await exportWalletSecrets({
        api,
        appId: config.appId,
        store,
        accessToken,
        ...wallet,
        includeSeedPhrase: what === "phrase",
        ...(recoveryPassword ? { recoveryPassword } : {}),
        ...(mfaToken ? { mfaToken } : {}),
      });
    } catch (error) {
      if (error instanceof ExportNeedsPasswordError) return askPassword(what);
      if (refusalReason(error) === "device_not_registered") return askDeviceCode(what, wallet.entropyId);
      if (error instanceof ExportNeedsMfaError) {
        // A token that aged out is dropped; the user verifies again.
        mfaToken = undefined;
        return askMfa(what);
      }
      if (recoveryPassword && error instanceof Error && error.message.startsWith("Invalid recovery password")) {
        recoveryPassword = undefined;
        return askPassword(what, error.message);
      }
      throw error;
    }
    if (what === "phrase" && secrets.seedPhrase) show("Seed phrase", secrets.seedPhrase, "foyer-export-phrase");
    else show("Private key", secrets.privateKey, "foyer-export-key");
  } catch (error) {
    showError(error instanceof Error ? error.message : "Something went wrong");
  }
}

const keyButton = el(
  "button",
  { type: "button", id: "foyer-export-reveal-key", textContent: "Show private key" },
  buttonStyle(true),
);
keyButton.addEventListener("click", () => void reveal("key"));
buttons.append(keyButton);
if (parsed.ok && parsed.query.phraseExport) {
  const phraseButton = el(
    "button",
    { type: "button", id: "foyer-export-reveal-phrase", textContent: "Show seed phrase" },
    buttonStyle(false),
  );
  phraseButton.addEventListener("click", () => void reveal("phrase"));
  buttons.append(phraseButton);
}
if (!parsed.ok || !accessToken) {
  // A query this page cannot honour (say which part), or no session: offer nothing.
  showError(parsed.ok ? "User must be authenticated before exporting a wallet" : parsed.error);
  for (const button of buttons.querySelectorAll("button")) button.disabled = true;
}
reportFrameHeight();
