import { t } from "../i18n/t.ts";
import { walletDialog } from "./walletDialog.ts";

/**
 * Shows the wallet origin's export page in an iframe. The key is rendered inside that cross-origin
 * frame: this page can neither read nor script it. Resolves when the user closes the dialog.
 */
export function openExportDialog(url: string): Promise<void> {
  return new Promise((resolve) => {
    const { panel, close } = walletDialog("export");
    // The export page carries its own heading; the dialog is named for assistive technology only.
    panel.setAttribute("aria-label", t("wallet.exportTitle"));
    const frame = document.createElement("iframe");
    frame.src = url;
    frame.title = t("wallet.exportTitle");
    frame.setAttribute("data-foyer-export-frame", "");
    // Clipboard for the Copy button, WebAuthn for passkey MFA inside the frame (the browser still checks
    // the passkey's relying party); nothing else is delegated.
    frame.allow = "clipboard-write; publickey-credentials-get";
    const done = document.createElement("button");
    done.type = "button";
    done.textContent = t("wallet.closeButton");
    done.addEventListener("click", () => {
      close();
      resolve();
    });
    panel.append(frame, done);
  });
}
